// Splits the e2e spec files into shards of about equal time, from the durations the last full run recorded
// (tests/e2e/durations.json; `E2E_RECORD=1 npm test` rewrites it). A file with no recorded time counts as
// the average. Longest first, each to the shard with the least time so far.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const e2eDir = path.resolve(import.meta.dirname, '../tests/e2e');
const durationsFile = path.join(e2eDir, 'durations.json');

/** The recorded seconds of each spec file. */
export function recordedDurations() {
  return existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
}

/** The spec files (names) in `shards` groups, each with its expected seconds. */
export function splitSpecs(shards, durations = recordedDurations()) {
  const files = readdirSync(e2eDir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
  const known = files.map((f) => durations[f]).filter((s) => typeof s === 'number');
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 30;
  const timed = files.map((file) => ({ file, seconds: durations[file] ?? average }));
  timed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const groups = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
  for (const spec of timed) {
    const lightest = groups.reduce((min, g) => (g.seconds < min.seconds ? g : min));
    lightest.files.push(spec.file);
    lightest.seconds += spec.seconds;
  }
  return groups;
}

/** Playwright's file filters (regular expressions on the path) that select exactly these files. */
export const fileFilters = (files) => files.map((f) => `[\\\\/]${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Merges the shards' recorded durations (test-results/e2e-durations-<port>.json) into durations.json. */
export function recordDurations(root, ports) {
  const merged = { ...recordedDurations() };
  for (const port of ports) {
    const file = path.join(root, 'test-results', `e2e-durations-${port}.json`);
    if (existsSync(file)) Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')));
  }
  const present = new Set(readdirSync(e2eDir));
  const sorted = Object.fromEntries(
    Object.entries(merged)
      .filter(([file]) => present.has(file))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
