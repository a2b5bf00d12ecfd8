// `npm test`: builds, then runs every suite (unit, elements, e2e), prints each runner's summary and a total.
import { spawn } from 'node:child_process';
import { findChromium, CHROMIUM_MISSING } from './find-chromium.mjs';

const chromium = await findChromium();
if (!chromium) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? '1'),
};

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters by definition
const ANSI = /\x1b\[[0-9;]*m/g;
const stripAnsi = (text) => text.replace(ANSI, '');

function run(label, command, args) {
  return new Promise((resolve) => {
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      const text = chunk.toString();
      output += text;
      return text;
    };
    child.stdout.on('data', (c) => process.stdout.write(keep(c)));
    child.stderr.on('data', (c) => process.stderr.write(keep(c)));
    child.on('close', (code) => resolve({ label, code: code ?? 1, output: stripAnsi(output) }));
  });
}

function counts(label, output) {
  const num = (re) => Number(output.match(re)?.[1] ?? 0);
  if (label === 'unit') {
    return { passed: num(/Tests\s+(?:\d+ failed \| )?(\d+) passed/), failed: num(/Tests\s+(\d+) failed/) };
  }
  if (label === 'elements') {
    const all = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
    return { passed: Number(all?.[1] ?? 0), failed: Number(all?.[2] ?? 0) };
  }
  return { passed: num(/^\s*(\d+) passed/m), failed: num(/^\s*(\d+) failed/m) };
}

const results = [];
const build = await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
if (build.code !== 0) {
  console.error('The build failed; no suite was run.');
  process.exit(1);
}
results.push(await run('unit', 'npx', ['vitest', 'run']));
results.push(await run('elements', 'npx', ['web-test-runner', '--config', 'tests/elements/wtr.config.mjs']));
results.push(await run('e2e', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts']));

console.log('\n=== Summary');
let passed = 0;
let failed = 0;
for (const result of results) {
  const c = counts(result.label, result.output);
  const runnerFailed = result.code !== 0 && c.failed === 0 ? 1 : 0;
  passed += c.passed;
  failed += c.failed + runnerFailed;
  console.log(
    `${result.label.padEnd(9)} ${c.passed} passed, ${c.failed} failed${runnerFailed ? ' (runner exited with an error)' : ''}`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
