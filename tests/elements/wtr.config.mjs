// Web Test Runner: the element contract and the built elements (dist/elements), in Chromium.
// Test files are bundled first with esbuild (React ships CommonJS); built elements stay external,
// loaded from /dist exactly as a host page loads them.
import { build } from 'esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS } from '../../scripts/find-chromium.mjs';

const outdir = 'test-results/elements-bundle';
await build({
  entryPoints: ['tests/elements/*.test.ts'],
  outdir,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  splitting: true,
  logLevel: 'warning',
  external: ['/dist/*'],
  define: { 'process.env.NODE_ENV': '"development"' },
});

export default {
  rootDir: '.',
  files: [`${outdir}/*.test.js`],
  concurrency: 1,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
