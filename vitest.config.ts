import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/external/**/*.test.ts'],
    environment: 'node',
    // Guards against a hang, not measures of speed (npm run bench measures that): a sandbox test starts its own
    // seeded sandbox, which on a busy 2-core machine can take most of half a minute.
    testTimeout: 60000,
    hookTimeout: 90000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one fork on CI's 2 cores, while the main process idles.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/unit/setup/english.ts'],
  },
});
