// Web Test Runner: the element contract and the built elements (dist/elements), in Chromium.
// Test files are bundled first with esbuild (React ships CommonJS); built elements stay external,
// loaded from /dist exactly as a host page loads them.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
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

// A second build of the elements with another version string, served from another path: what a page gets
// when two products each bring their copy (tests/elements/two-bundles.test.ts).
const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const otherVersion = 'test-results/elements-other-version';
if (fs.existsSync('dist/elements')) {
  fs.rmSync(otherVersion, { recursive: true, force: true });
  fs.cpSync('dist/elements', otherVersion, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  for (const file of fs.readdirSync(otherVersion, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(otherVersion, file);
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll(`\`${version}\``, `\`${version}-other\``));
  }
}

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
