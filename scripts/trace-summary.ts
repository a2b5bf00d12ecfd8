// `npx tsx scripts/trace-summary.ts <trace.json> [min ms]`: a start-up's critical path from a Chrome trace
// (`BENCH_STARTUP_TRACE=<dir> npm run bench:startup`): the page's requests (sent → finished) and its main
// thread's tasks in order, each with what took its time (script, style, layout, paint), in ms from navigation.
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const file = process.argv[2];
const minMs = Number(process.argv[3] ?? 1);
if (!file) {
  console.error('usage: npx tsx scripts/trace-summary.ts <trace.json> [min ms]');
  process.exit(1);
}
const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

const mainThreads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const start = events.find((e) => e.name === 'navigationStart' && e.ph !== 'M');
const pagePid = start?.pid ?? mainThreads[0]?.pid;
const main = mainThreads.find((t) => t.pid === pagePid);
if (!start || !main) {
  console.error('No navigationStart or renderer main thread in this trace.');
  process.exit(1);
}
const zero = start.ts;
const at = (ts: number) => ((ts - zero) / 1000).toFixed(1).padStart(7);
const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70) : '');

console.log('requests (sent → response → finished, ms from navigation)');
const sent = new Map<string, { url: string; ts: number; response?: number; end?: number }>();
for (const e of events) {
  const id = e.args?.data?.requestId as string | undefined;
  if (!id) continue;
  if (e.name === 'ResourceSendRequest' && /^https?:/.test(String(e.args?.data?.url)))
    sent.set(id, { url: shortUrl(e.args?.data?.url), ts: e.ts });
  const request = sent.get(id);
  if (!request) continue;
  if (e.name === 'ResourceReceiveResponse') request.response = e.ts;
  if (e.name === 'ResourceFinish') request.end = e.ts;
}
for (const r of [...sent.values()].sort((a, b) => a.ts - b.ts))
  console.log(`${at(r.ts)} → ${r.response ? at(r.response) : '      ?'} → ${r.end ? at(r.end) : '      ?'}  ${r.url}`);

const marks = events.filter((e) => e.pid === pagePid && e.name.startsWith('idm:') && e.ph !== 'e');
if (marks.length) {
  console.log('\nmarks (performance.mark names starting with "idm:")');
  for (const mark of marks.sort((a, b) => a.ts - b.ts)) console.log(`${at(mark.ts)}  ${mark.name}`);
}

/** The main thread's complete events, the top-level ones (tasks) with their descendants. */
const complete = events
  .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= zero)
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const KINDS: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.parseOnBackground': 'compile',
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
};
const totals = new Map<string, number>();
let taskEnd = 0;
let busy = 0;
let lastEnd = zero;
console.log(`\nmain thread tasks ≥ ${minMs} ms (start, length, idle before; what in them took ≥ 0.5 ms, self)`);
for (let i = 0; i < complete.length; i++) {
  const task = complete[i]!;
  const end = task.ts + (task.dur ?? 0);
  if (task.ts < taskEnd) continue;
  taskEnd = end;
  busy += task.dur ?? 0;
  const inside = new Map<string, number>();
  // Self time per kind: an event's length less its children's, counted under the nearest known kind.
  const stack: { end: number; kind: string; event: TraceEvent }[] = [];
  const self = new Map<TraceEvent, number>();
  for (let j = i; j < complete.length && complete[j]!.ts < end; j++) {
    const e = complete[j]!;
    const eEnd = e.ts + (e.dur ?? 0);
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const kind = KINDS[e.name] ?? parent?.kind ?? 'other';
    if (parent) self.set(parent.event, (self.get(parent.event) ?? 0) - (e.dur ?? 0));
    self.set(e, (self.get(e) ?? 0) + (e.dur ?? 0));
    stack.push({ end: eEnd, kind, event: e });
    (e as TraceEvent & { kind?: string }).kind = kind;
  }
  for (const [e, us] of self) {
    const kind = (e as TraceEvent & { kind?: string }).kind ?? 'other';
    inside.set(kind, (inside.get(kind) ?? 0) + us);
    totals.set(kind, (totals.get(kind) ?? 0) + us);
  }
  const ms = (task.dur ?? 0) / 1000;
  const idle = (task.ts - lastEnd) / 1000;
  lastEnd = end;
  if (ms < minMs) continue;
  const detail = [...inside]
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(1)}`)
    .join(', ');
  const scripts = complete
    .slice(i)
    .filter(
      (e) => e.ts < end && (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall'),
    )
    .map((e) => shortUrl(e.args?.data?.url ?? (e.args?.data as { functionName?: string } | undefined)?.functionName))
    .filter((url, index, all) => url && all.indexOf(url) === index)
    .slice(0, 3)
    .join(' ');
  console.log(
    `${at(task.ts)} ${ms.toFixed(1).padStart(6)} ms  idle ${idle.toFixed(1).padStart(6)}  ${detail}  ${scripts}`,
  );
}
console.log(`\nmain thread busy ${(busy / 1000).toFixed(1)} ms until ${at(taskEnd)}; by kind (self):`);
for (const [kind, us] of [...totals].sort((a, b) => b[1] - a[1]))
  console.log(`  ${kind.padEnd(10)} ${(us / 1000).toFixed(1).padStart(7)} ms`);
