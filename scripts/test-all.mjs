// `npm test`: builds, then runs every suite (unit, elements, e2e), prints each runner's summary and a total.
import { spawn } from 'node:child_process';
import { findChromium, CHROMIUM_MISSING } from './find-chromium.mjs';
import { fileFilters, recordDurations, splitSpecs } from './e2e-shards.mjs';

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

function run(label, command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const prefix = label.includes(' ') ? `[${label}] ` : '';
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    // Shards run side by side: each line carries its shard, so the interleaved log stays readable.
    const keep = (chunk) => {
      const text = chunk.toString();
      output += text;
      return prefix ? text.replace(/^(?=.)/gm, prefix) : text;
    };
    child.stdout.on('data', (c) => process.stdout.write(keep(c)));
    child.stderr.on('data', (c) => process.stderr.write(keep(c)));
    child.on('close', (code) =>
      resolve({ label, code: code ?? 1, output: stripAnsi(output), seconds: (Date.now() - started) / 1000 }),
    );
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

/** The failing tests' names as each runner prints them (at most 20 per suite). */
function failedNames(label, output) {
  const pattern =
    label === 'unit'
      ? /^\s*(?:FAIL|×)\s+(.+)$/gm
      : label === 'elements'
        ? /^\s*❌\s+(.+)$/gm
        : /^\s*(?:\[e2e[^\]]*\]\s*)?\s*[✘×]\s+\d+\s+(.+)$/gm;
  return [...new Set([...output.matchAll(pattern)].map((m) => m[1].trim()))].slice(0, 20);
}

const results = [];
const startedAll = Date.now();
const build = await run('build', process.execPath, ['scripts/build.mjs', '--logLevel', 'warn']);
if (build.code !== 0) {
  console.error('The build failed; no suite was run.');
  process.exit(1);
}
results.push(await run('unit', 'npx', ['vitest', 'run']));
results.push(await run('elements', 'npx', ['web-test-runner', '--config', 'tests/elements/wtr.config.mjs']));
// E2e in shards side by side, each with its own sandbox (port and database): on CI's 2 cores the browser and
// the sandbox mostly wait on each other, so two shards take little more than half the time of one. The spec
// files are split by their recorded times (scripts/e2e-shards.mjs), so the shards end together.
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const e2eBasePort = Number(process.env.E2E_PORT ?? 8190);
const groups = splitSpecs(shards);
for (const [i, group] of groups.entries())
  console.log(`e2e ${i + 1}/${shards}: ${group.files.length} spec files, about ${Math.round(group.seconds)} s`);
results.push(
  ...(await Promise.all(
    groups.map((group, i) =>
      run(
        shards === 1 ? 'e2e' : `e2e ${i + 1}/${shards}`,
        'npx',
        [
          'playwright',
          'test',
          '-c',
          'tests/e2e/playwright.config.ts',
          ...(shards === 1 ? [] : fileFilters(group.files)),
        ],
        { E2E_PORT: String(e2eBasePort + i) },
      ),
    ),
  )),
);
if (process.env.E2E_RECORD === '1') {
  recordDurations(
    process.cwd(),
    groups.map((_, i) => e2eBasePort + i),
  );
  console.log("Recorded the spec files' times in tests/e2e/durations.json.");
}

console.log('\n=== Summary');
let passed = 0;
let failed = 0;
for (const result of results) {
  const c = counts(result.label, result.output);
  const runnerFailed = result.code !== 0 && c.failed === 0 ? 1 : 0;
  passed += c.passed;
  failed += c.failed + runnerFailed;
  console.log(
    `${result.label.padEnd(9)} ${c.passed} passed, ${c.failed} failed${runnerFailed ? ' (runner exited with an error)' : ''}, ${Math.round(result.seconds)} s`,
  );
  // CI keeps only the end of the log: name what failed here, where it is read.
  for (const name of failedNames(result.label, result.output)) console.log(`  failed: ${name}`);
}
console.log(
  `${passed} passed, ${failed} failed, ${Math.round((Date.now() - startedAll) / 1000)} s in all (build ${Math.round(build.seconds)} s)`,
);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
