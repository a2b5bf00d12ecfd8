// The HTTP half of `npm run bench`: the sandbox in its own process on 127.0.0.1 (the db the in-process
// half seeded), measured with autocannon over real keep-alive connections, each case beside the floor — a
// bare node:http server answering a fixed body of the same size — measured in the same run; and the
// sandbox's resident memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HOST = '127.0.0.1';

export interface HttpCase {
  name: string;
  user: string;
  /** Path and query under the REST root. */
  path: string;
  headers?: Record<string, string>;
  /** Targets the issue sets (req/s at least, p99 ms at most, bytes of one answer at most). */
  target?: { rps?: number; p99?: number; bytes?: number };
  /** A different path for each call (no kept answer helps): the i-th call's path and query under the REST root. */
  each?: (i: number) => string;
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Starts a node process (with an IPC channel) and resolves with the first line it prints that matches `ready`. */
function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => ready.test(l));
      if (line) resolve({ child, line });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready:\n${out}`)));
  });
}

/** Resident memory of a process, from /proc (Linux); null elsewhere. */
function residentMiB(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** The sandbox's event-loop delay since the last reset (`demo/server/loop-delay.ts`), resetting it when asked. */
function loopDelay(child: ChildProcess, ask: 'read' | 'reset'): Promise<LoopDelay> {
  return new Promise((resolve) => {
    const answer = (message: unknown): void => {
      const delay = (message as { loopDelay?: LoopDelay } | null)?.loopDelay;
      if (!delay) return;
      child.off('message', answer);
      resolve(delay);
    };
    child.on('message', answer);
    child.send({ loopDelay: ask });
  });
}

async function measure(
  url: string,
  headers: Record<string, string>,
  each?: (i: number) => string,
  seconds = SECONDS,
): Promise<Figure> {
  let call = 0;
  const base = new URL(url);
  const requests = each
    ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${base.pathname}${each(call++)}` }) }]
    : undefined;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    headers,
    ...(requests ? { requests } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One answer's status and its bytes as sent (compressed when asked; fetch would inflate them). */
function wireBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, bytes: body.length, text: body.subarray(0, 300).toString() });
        });
      })
      .on('error', reject);
  });
}

async function token(origin: string, user: string): Promise<string> {
  const response = await fetch(`${origin}/osp/a/idm/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('idmdash:idmdash-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: `grant_type=password&username=${user}&password=Passw0rd`,
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const fmt = (n: number, width: number, digits = 0): string => n.toFixed(digits).padStart(width);

export async function httpFigures(
  dbPath: string,
  users: number,
  cases: readonly HttpCase[],
  staticDir: string,
): Promise<void> {
  const floor = await start([path.resolve('scripts/bench-floor.mjs')], {}, /^\d+$/);
  const sandbox = await start(
    [
      '--import',
      'tsx',
      path.resolve('demo/server/main.ts'),
      '--host',
      HOST,
      '--port',
      '0',
      '--db',
      dbPath,
      '--static',
      staticDir,
    ],
    { IDM_TOKEN_TTL: '3600', IDM_LOG: '' },
    /console at http:\/\/[\d.]+:\d+/,
  );
  try {
    const origin = /http:\/\/[\d.]+:\d+/.exec(sandbox.line)?.[0] ?? '';
    const floorOrigin = `http://${HOST}:${floor.line.trim()}`;
    const tokens = new Map<string, string>();
    console.log(
      `\nover HTTP (127.0.0.1, ${CONNECTIONS} keep-alive connections, ${SECONDS} s a case; floor: node:http, same body size)`,
    );
    console.log(
      "(loop p99/max: the sandbox's event-loop delay during the case, ms: how long a request waited for the loop)",
    );
    console.log(
      `${'case'.padEnd(50)}${'bytes'.padStart(8)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'loop p99/max'.padStart(14)}${'floor/s'.padStart(9)}  ratio  target`,
    );
    for (const c of cases) {
      if (!tokens.has(c.user)) tokens.set(c.user, await token(origin, c.user));
      const headers = { authorization: `Bearer ${tokens.get(c.user)}`, ...c.headers };
      const url = `${origin}/IDMProv/rest/${c.path}`;
      const root = `${origin}/IDMProv/rest/`;
      const probe = await wireBytes(url, headers);
      if (probe.status !== 200) throw new Error(`${c.name}: ${probe.status} ${probe.text}`);
      const { bytes } = probe;
      const base = await measure(`${floorOrigin}/${bytes}`, {});
      // A second of the same calls first (a new search's warm-up asks the first one again), not counted: the
      // figures are of a sandbox whose code is compiled and whose pages are in memory, as after a few calls.
      await measure(url, headers, undefined, 1);
      await loopDelay(sandbox.child, 'reset');
      const own = await measure(c.each ? root : url, headers, c.each);
      const delay = await loopDelay(sandbox.child, 'read');
      const { rps, p99, bytes: maxBytes } = c.target ?? {};
      const met =
        (rps === undefined || own.rps >= rps) &&
        (p99 === undefined || own.p99 <= p99) &&
        (maxBytes === undefined || bytes <= maxBytes);
      const goals = [
        rps === undefined ? '' : `≥ ${rps}/s`,
        p99 === undefined ? '' : `p99 ≤ ${p99} ms`,
        maxBytes === undefined ? '' : `≤ ${maxBytes / 1024} KB`,
      ].filter((g) => g !== '');
      const target = c.target ? `${goals.join(', ')}: ${met ? 'met' : 'NOT MET'}` : '';
      console.log(
        `${c.name.padEnd(50)}${fmt(bytes, 8)}${fmt(own.rps, 8)}${fmt(own.p50, 8)}${fmt(own.p99, 8)}${`${delay.p99.toFixed(1)}/${delay.max.toFixed(1)}`.padStart(14)}${fmt(base.rps, 9)}  ${(own.rps / base.rps).toFixed(2).padStart(5)}  ${target}${own.errors ? `  (${own.errors} errors)` : ''}`,
      );
    }
    const rss = residentMiB(sandbox.child.pid);
    console.log(
      `sandbox resident memory at ${users.toLocaleString('en')} users, after the runs: ${rss === null ? 'n/a (no /proc)' : `${rss.toFixed(0)} MiB`}`,
    );
  } finally {
    for (const { child } of [sandbox, floor]) {
      if (child.connected) child.disconnect();
      child.kill('SIGTERM');
    }
  }
}
