// `npm run bench:startup`: start-up of the built console in Chromium, cold HTTP cache, signed in.
// For each page: the time from navigation until the first area's frame (its table's header) is painted, and
// the requests made from navigation until the area is painted with data, how
// many sequential waves they form (a wave: the requests that start after every response of the
// previous wave has ended), and the time from navigation to that paint — without and with 40 ms
// added round-trip latency (CDP Network.emulateNetworkConditions), median of BENCH_STARTUP_RUNS (5), the runs of
// every line interleaved.
// Serves IDM_STATIC_DIR (default dist) from a fresh sandbox of 1,000 users, over HTTP/1.1 and (with the
// `openssl` command) behind an HTTP/2 TLS front (scripts/h2-front.ts), as a reverse proxy would serve it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { buildApp } from '../demo/server/app';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { hasOpenssl, startH2Front, type H2Front } from './h2-front';
import { reactEsm } from './react-esm';
import { groupWaves, type TimedRequest } from './bench-waves';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const LATENCIES = [0, 40];
const TIMELINE = process.env.BENCH_STARTUP_TIMELINE === '1';
/** A folder: each run's main-thread CPU profile from navigation to the data painted (`.cpuprofile`, Chrome DevTools). */
const PROFILE_DIR = process.env.BENCH_STARTUP_PROFILE;
/** A folder: each run's Chrome trace from navigation to the data painted (`scripts/trace-summary.ts` reads it). */
const TRACE_DIR = process.env.BENCH_STARTUP_TRACE;
let profileCount = 0;
const staticDir = path.resolve(process.env.IDM_STATIC_DIR ?? 'dist');
/** A partner page with one widget (served by this bench only): the loader and `<idm-task-list>`. */
const WIDGET_PAGE = '/demo/bench-task-list.html';
/**
 * The floor (served by this bench only): a bare page whose inline script fetches 25 rows of JSON and writes
 * them into a table with the DOM — one round trip for the page, one for the data, no framework, no modules.
 */
const FLOOR_PAGE = '/demo/bench-floor.html';
const FLOOR_DATA = '/demo/bench-floor.json';
const FLOOR_SCRIPT = `const rows = await (await fetch('${FLOOR_DATA}')).json();
const body = document.querySelector('tbody');
for (const row of rows) {
  const tr = document.createElement('tr');
  for (const value of Object.values(row)) tr.append(Object.assign(document.createElement('td'), { textContent: value }));
  body.append(tr);
}`;

/**
 * The stack's floor (served by this bench only, built at its start from scripts/bench-stack-floor): a page
 * with one module — a custom element rendering a hash router, one TanStack query and i18next labels on
 * React 19 — that fetches the floor's rows. What the owner's stack costs before any console code.
 */
const STACK_FLOOR_PAGE = '/demo/bench-stack-floor.html';
const STACK_FLOOR_SCRIPT = '/demo/bench-stack-floor.js';

/** A cell of the first area's data (not the loading or empty row). */
const DATA_CELL = 'tbody td:not([colspan])';
/** The first area's own frame, painted before its data arrives: its table's header. */
const AREA_FRAME = 'thead th';

interface Scenario {
  name: string;
  /** Path and hash opened. */
  url: string;
  /** A cell of the first area's data (not the loading or empty row), searched through every shadow root. */
  painted: string;
  /**
   * A returning user: the page remembers the last visit's start-up reads (localStorage, src/core/early-reads.ts)
   * and sends them with its first script. Otherwise a first visit (the HTTP cache is cold either way).
   */
  returning?: boolean;
  /** Served through the HTTP/2 TLS front instead of the sandbox's own HTTP/1.1. */
  http2?: boolean;
  /** Signed in as this account (default `mmanager`, a manager); `uaadmin` is an administrator. */
  account?: string;
}

const DEFAULT_ACCOUNT = 'mmanager';
/** A console page's nav → data painted at the added latency over the stack floor's (issue 32). */
const FLOOR_RATIO_BUDGET = 1.6;

const SCENARIOS: Scenario[] = [
  { name: 'floor: bare page, one fetch, DOM', url: FLOOR_PAGE, painted: DATA_CELL },
  { name: 'stack floor: element, router, query', url: STACK_FLOOR_PAGE, painted: DATA_CELL },
  // The same with the data read in the code's wave (the page preloads it), as no first visit of the console can.
  { name: 'stack floor, data preloaded', url: `${STACK_FLOOR_PAGE}?preload`, painted: DATA_CELL },
  // The floor over the same TLS front as the console's HTTP/2 pages: their ratio compares like with like (the
  // front's handshake and its hop to the sandbox are the transport's, not the console's).
  { name: 'stack floor, HTTP/2', url: STACK_FLOOR_PAGE, painted: DATA_CELL, http2: true },
  { name: 'console /idmdash/#/tasks', url: '/idmdash/#/tasks', painted: DATA_CELL },
  // An administrator's first visit: igConfig and the other rights-dependent reads must not add a wave.
  { name: 'console #/role, administrator', url: '/idmdash/#/role', painted: DATA_CELL, account: 'uaadmin' },
  {
    name: 'console #/tasks, returning user',
    url: '/idmdash/#/tasks',
    painted: DATA_CELL,
    returning: true,
  },
  {
    name: 'intranet page <idm-console> #/tasks',
    url: '/demo/console-embed.html#/tasks',
    painted: DATA_CELL,
  },
  { name: 'partner page <idm-task-list>', url: WIDGET_PAGE, painted: DATA_CELL },
  {
    name: 'console #/tasks, HTTP/2',
    url: '/idmdash/#/tasks',
    painted: DATA_CELL,
    http2: true,
  },
  {
    name: 'console #/tasks, returning, HTTP/2',
    url: '/idmdash/#/tasks',
    painted: DATA_CELL,
    returning: true,
    http2: true,
  },
  { name: 'partner <idm-task-list>, HTTP/2', url: WIDGET_PAGE, painted: DATA_CELL, http2: true },
];

interface RunResult {
  ms: number;
  /** Navigation → the area's frame painted. */
  areaMs: number;
  requests: TimedRequest[];
  waves: TimedRequest[][];
  /** Where the time went (BENCH_STARTUP_TIMELINE=1): the page's own timings, ms from navigation start. */
  timeline?: string;
}

/**
 * The page's view of its start-up, ms from navigation start: the document, each resource's start and
 * end, the first paint, and the main thread's busy time (CDP Performance metrics).
 */
async function timelineOf(page: Page, cdp: CDPSession, origin: string, paintedMs: number): Promise<string> {
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      start: r.startTime,
      end: r.responseEnd,
    }));
    const paints = performance.getEntriesByType('paint').map((p) => ({ name: p.name, at: p.startTime }));
    return {
      document: nav
        ? { end: nav.responseEnd, interactive: nav.domInteractive, loaded: nav.domContentLoadedEventEnd }
        : null,
      resources,
      paints,
    };
  });
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const metric = (name: string) => ((metrics.find((m) => m.name === name)?.value ?? 0) * 1000).toFixed(0);
  const short = (url: string) =>
    url
      .replace(origin, '')
      .replace(/\?.*$/, '')
      .replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '.$1');
  const lines = entries.resources
    .sort((a, b) => a.start - b.start)
    .map((r) => `      ${r.start.toFixed(0).padStart(5)} → ${r.end.toFixed(0).padStart(5)}  ${short(r.name)}`);
  const doc = entries.document;
  return [
    doc
      ? `      document received ${doc.end.toFixed(0)}, interactive ${doc.interactive.toFixed(0)}, DOMContentLoaded ${doc.loaded.toFixed(0)}`
      : '',
    ...lines,
    `      ${entries.paints.map((p) => `${p.name} ${p.at.toFixed(0)}`).join(', ')}; data painted ${paintedMs.toFixed(0)}`,
    `      main thread: script ${metric('ScriptDuration')} ms, layout ${metric('LayoutDuration')} ms, style ${metric('RecalcStyleDuration')} ms, all tasks ${metric('TaskDuration')} ms`,
  ].join('\n');
}

async function signedInState(
  browser: Browser,
  origin: string,
  account = DEFAULT_ACCOUNT,
  section = account === DEFAULT_ACCOUNT ? 'tasks' : 'role',
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/idmdash/`);
  await page.locator('input[name=username]').fill(account);
  await page.locator('input[name=password]').fill('Passw0rd');
  await page.locator('form [type=submit]').first().click();
  await page.locator('idm-console [part=profile-button]').waitFor();
  // A visit of the section, so that a returning user's page has its start-up reads to send.
  await page.goto('about:blank');
  await page.goto(`${origin}/idmdash/#/${section}`);
  await page.waitForFunction((key) => (localStorage.getItem('idm.startupReads') ?? '').includes(key), `#${section}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Time since navigation start once `selector` matches in the document or any open shadow root. */
function paintedAt(page: Page, selector: string): Promise<number> {
  // No nested named functions: tsx would wrap them in a helper the page does not have.
  return page
    .waitForFunction(
      (sel) => {
        const roots: (Document | ShadowRoot)[] = [document];
        for (let root = roots.pop(); root; root = roots.pop()) {
          if (root.querySelector(sel)) return performance.now();
          for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
        }
        return false;
      },
      selector,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

async function run(
  browser: Browser,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  origin: string,
  scenario: Scenario,
  latency: number,
): Promise<RunResult> {
  // A new context each run: a cold HTTP cache, the signed-in cookies (and for a returning user, what the
  // page remembered of the last visit).
  const storageState = scenario.returning
    ? state
    : {
        ...state,
        origins: state.origins.map((o) => ({
          ...o,
          localStorage: o.localStorage.filter((item) => item.name !== 'idm.startupReads'),
        })),
      };
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (TIMELINE) await cdp.send('Performance.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (latency > 0)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    const pending = new Map<string, { url: string; start: number }>();
    const done: TimedRequest[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      pending.set(event.requestId, { url: event.request.url, start: event.timestamp * 1000 });
    });
    const finish = (requestId: string, timestamp: number) => {
      const request = pending.get(requestId);
      if (!request) return;
      pending.delete(requestId);
      done.push({ ...request, end: timestamp * 1000 });
    };
    cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp));
    cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp));

    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (TRACE_DIR)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
      });
    const navigated = page.goto(`${origin}${scenario.url}`, { waitUntil: 'commit' });
    const area = paintedAt(page, AREA_FRAME);
    const ms = await paintedAt(page, scenario.painted);
    const areaMs = await area;
    if (PROFILE_DIR) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
      const name = `${String(++profileCount).padStart(3, '0')}-${scenario.name.replace(/[^\w-]+/g, '_')}-${latency}ms`;
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    }
    if (TRACE_DIR) {
      const trace = await browser.stopTracing();
      const name = `${String(++profileCount).padStart(3, '0')}-${scenario.name.replace(/[^\w-]+/g, '_')}-${latency}ms`;
      mkdirSync(TRACE_DIR, { recursive: true });
      writeFileSync(path.join(TRACE_DIR, `${name}.json`), trace);
    }
    // What was asked before the paint: finished requests, and those still open (they did not delay the paint:
    // they join the wave they started in, bench-waves.ts).
    const requests = [...done, ...[...pending.values()].map((r) => ({ ...r, end: r.start, open: true }))];
    await navigated;
    const timeline = TIMELINE ? await timelineOf(page, cdp, origin, ms) : undefined;
    return { ms, areaMs, requests, waves: groupWaves(requests), ...(timeline ? { timeline } : {}) };
  } finally {
    await context.close();
  }
}

/** Builds scripts/bench-stack-floor/stack-floor.ts as the console is built (minified, React 19) into one file. */
async function buildStackFloor(outDir: string): Promise<Buffer> {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // React linked as the console's build links it (scripts/react-esm.ts).
    plugins: [reactEsm(path.resolve(import.meta.dirname, '..'))],
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: false,
      rollupOptions: {
        input: path.resolve(import.meta.dirname, 'bench-stack-floor/stack-floor.ts'),
        output: { entryFileNames: 'stack-floor.js', codeSplitting: false },
        // The console's build says why these two are harmless (vite.config.ts); this file is never shipped.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'IMPORT_IS_UNDEFINED') return;
          warn(warning);
        },
      },
    },
  });
  return gzipSync(readFileSync(path.join(outDir, 'stack-floor.js')));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function describeWaves(waves: TimedRequest[][], origin: string): string {
  return waves
    .map(
      (wave, i) =>
        `    wave ${i + 1}: ${wave
          .map((r) =>
            r.url
              .replace(origin, '')
              .replace(/\?.*$/, '')
              .replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'),
          )
          .join(', ')}`,
    )
    .join('\n');
}

/**
 * Console pages at the added latency against the stack floor's three waves of the same run and transport (an
 * HTTP/2 page against the floor served by the same front, when it ran), each beside its budget.
 */
function printFloorRatios(cases: readonly { scenario: Scenario; latency: number; results: RunResult[] }[]): void {
  const latency = LATENCIES.at(-1);
  const floorOf = (http2: boolean) =>
    cases.find(
      (c) => c.scenario.url === STACK_FLOOR_PAGE && c.latency === latency && Boolean(c.scenario.http2) === http2,
    );
  const floor = floorOf(false);
  if (!floor) return;
  const floorMs = (of: typeof floor) => median(of.results.map((r) => r.ms));
  const http2Floor = floorOf(true);
  console.log(
    `\nconsole pages at ${latency} ms against the stack floor (${floorMs(floor).toFixed(0)} ms, three waves` +
      `${http2Floor ? `; over HTTP/2 ${floorMs(http2Floor).toFixed(0)} ms` : ''}), nav → data painted:`,
  );
  for (const { scenario, results } of cases.filter(
    (c) => c.latency === latency && c.scenario.url.startsWith('/idmdash/'),
  )) {
    const sameTransport = (scenario.http2 && http2Floor) || floor;
    const ratio = median(results.map((r) => r.ms)) / floorMs(sameTransport);
    const waves = median(results.map((r) => r.waves.length));
    console.log(
      `${scenario.name.padEnd(40)}${`${ratio.toFixed(2)}×`.padStart(8)}  ≤ ${FLOOR_RATIO_BUDGET}× ${ratio <= FLOOR_RATIO_BUDGET ? 'ok  ' : 'OVER'}${`${waves} waves`.padStart(11)}  ≤ 3 ${waves <= 3 ? 'ok' : 'OVER'}`,
    );
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(staticDir, 'idmdash/index.html'))) {
    console.error(`No build in ${staticDir}: run \`npm run build\` first (or set IDM_STATIC_DIR).`);
    process.exit(1);
  }
  const executablePath = await findChromium();
  if (!executablePath) {
    console.error('No Chromium found: set CHROMIUM_PATH.');
    process.exit(1);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'idm-bench-startup-'));
  const apps: FastifyInstance[] = [];
  const only = process.env.BENCH_STARTUP_PAGES;
  // Comma-separated: the pages whose name contains any of the texts.
  const scenarios = SCENARIOS.filter((s) => !only || only.split(',').some((text) => s.name.includes(text)));
  const stackFloorScript = await buildStackFloor(path.join(dir, 'stack-floor'));
  if (scenarios.some((s) => s.url.startsWith(STACK_FLOOR_PAGE)))
    console.log(`stack floor: one module of ${(stackFloorScript.length / 1024).toFixed(1)} KiB gzip\n`);
  /** A fresh sandbox of 1,000 users with the widget page; `publicOrigin` when a front serves it. */
  const startSandbox = async (name: string, publicOrigin?: string): Promise<number> => {
    const app = await buildApp({
      dbPath: path.join(dir, `${name}.db`),
      users: 1000,
      reset: true,
      logger: false,
      staticDir,
      // Longer than the bench (10–20 minutes): with the sandbox's 5 minutes, the later runs met an expired token,
      // and the console's token refresh and every read asked again were counted as two more waves.
      tokenTtlSeconds: 4 * 3600,
      ...(publicOrigin ? { publicOrigin } : {}),
    });
    apps.push(app);
    app.get(WIDGET_PAGE, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Partner page with one widget</title></head>' +
            '<body><main><idm-task-list></idm-task-list></main><script type="module" src="../elements/idm-loader.js"></script></body></html>',
        ),
    );
    app.get(FLOOR_PAGE, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'")
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Floor</title></head>' +
            `<body><table><thead><tr><th>Task</th><th>Recipient</th><th>Created</th></tr></thead><tbody></tbody></table><script type="module">${FLOOR_SCRIPT}</script></body></html>`,
        ),
    );
    app.get(STACK_FLOOR_PAGE, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Stack floor</title>' +
            ('preload' in (request.query as object)
              ? `<link rel="preload" as="fetch" crossorigin href="${FLOOR_DATA}">`
              : '') +
            '</head>' +
            `<body><bench-stack-floor></bench-stack-floor><script type="module" src="${STACK_FLOOR_SCRIPT}"></script></body></html>`,
        ),
    );
    // Compressed, as the console's own files are served.
    app.get(STACK_FLOOR_SCRIPT, async (request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('content-encoding', 'gzip')
        .send(stackFloorScript),
    );
    app.get(FLOOR_DATA, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(
        Array.from({ length: 25 }, (_, i) => ({
          name: `Approve access ${i + 1}`,
          recipient: `Recipient ${i + 1}`,
          created: '2026-11-27',
        })),
      ),
    );
    await app.listen({ port: publicOrigin ? 0 : Number(process.env.PORT ?? 0), host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  };
  const origin = `http://127.0.0.1:${await startSandbox('http1')}`;
  let front: H2Front | null = null;
  if (scenarios.some((s) => s.http2)) {
    if (hasOpenssl()) front = await startH2Front(dir, (frontOrigin) => startSandbox('http2', frontOrigin));
    else console.log('No `openssl` command: the HTTP/2 lines are left out.\n');
  }
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, ...(front ? [front.chromiumArg] : [])],
  });
  try {
    console.log(
      `machine: ${os.cpus().length} cores, node ${process.version}; ${RUNS} runs each, cold cache, signed in as ${DEFAULT_ACCOUNT} unless named\n`,
    );
    const state = await signedInState(browser, origin);
    const accountStates = new Map<string, Awaited<ReturnType<typeof signedInState>>>();
    for (const account of new Set(scenarios.flatMap((s) => (s.account ? [s.account] : []))))
      accountStates.set(account, await signedInState(browser, origin, account));
    const http2State = front ? await signedInState(browser, front.origin) : null;
    console.log(
      `${'page'.padEnd(40)}${'latency'.padStart(8)}${'waves'.padStart(7)}${'requests'.padStart(10)}${'area painted'.padStart(14)}${'nav → data painted, median ms (min–max)'.padStart(42)}`,
    );
    // Round robin: run i of every page and latency, then run i + 1. This machine's speed drifts over minutes;
    // interleaved, a slow minute costs every line alike, so the lines compare (the floors with the console).
    const cases = scenarios.flatMap((scenario) => {
      const served = scenario.http2
        ? front && http2State
          ? { origin: front.origin, state: http2State }
          : null
        : { origin, state: (scenario.account && accountStates.get(scenario.account)) || state };
      return served ? LATENCIES.map((latency) => ({ scenario, served, latency, results: [] as RunResult[] })) : [];
    });
    for (let i = 0; i < RUNS; i += 1)
      for (const c of cases) c.results.push(await run(browser, c.served.state, c.served.origin, c.scenario, c.latency));
    for (const { scenario, served, latency, results } of cases) {
      const times = results.map((r) => r.ms);
      const waves = median(results.map((r) => r.waves.length));
      const requests = median(results.map((r) => r.requests.length));
      const range = `${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`;
      console.log(
        `${scenario.name.padEnd(40)}${`${latency} ms`.padStart(8)}${String(waves).padStart(7)}${String(requests).padStart(10)}${median(
          results.map((r) => r.areaMs),
        )
          .toFixed(0)
          .padStart(14)}${`${median(times).toFixed(0)} (${range})`.padStart(42)}`,
      );
      // The waves of a typical run: at the added latency only, unless BENCH_STARTUP_VERBOSE=1 (all) or 0 (none).
      const verbose = process.env.BENCH_STARTUP_VERBOSE;
      if (verbose === '1' || (verbose !== '0' && latency === LATENCIES.at(-1))) {
        const typical = results.find((r) => r.waves.length === waves) ?? results[0];
        if (typical) console.log(describeWaves(typical.waves, served.origin));
      }
      if (TIMELINE) {
        const typical = [...results].sort((a, b) => a.ms - b.ms)[Math.floor(results.length / 2)];
        if (typical?.timeline)
          console.log(`    timeline of the median run (ms from navigation start):\n${typical.timeline}`);
      }
    }
    printFloorRatios(cases);
  } finally {
    await browser.close();
    await front?.close();
    for (const app of apps) await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
