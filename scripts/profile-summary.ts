// `npx tsx scripts/profile-summary.ts <file.cpuprofile>`: where a start-up's main-thread time went (from
// `BENCH_STARTUP_PROFILE=<dir> npm run bench:startup`), self time by file and the functions that took most.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) {
  console.error('usage: npx tsx scripts/profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));

const shortUrl = (url: string) =>
  url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js') || '(native)';
const byFile = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const frame = nodes.get(id)?.callFrame;
  if (!frame) continue;
  total += ms;
  const where = frame.url ? shortUrl(frame.url) : `(${frame.functionName || 'program'})`;
  byFile.set(where, (byFile.get(where) ?? 0) + ms);
  const fn = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
}
const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
};
console.log(`${file}: ${total.toFixed(0)} ms sampled`);
print('self time by file', byFile);
print('self time by function', byFunction);
