import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/external/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: one fork on CI's 2 cores, while the main process idles.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['tests/unit/setup/english.ts'],
  },
});
