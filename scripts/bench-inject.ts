// The in-process timing the benches share (scripts/bench.ts, bench-entities.ts, bench-areas.ts): sign in
// through the password grant, then time each call with Fastify inject (no network) and print p50, p95, the
// longest call, calls a second and how many items the list holds (its total, when the answer has one).
import type { FastifyInstance } from 'fastify';

/** The `p`th percentile of ascending times. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A demo account's access token (password grant of the console's client). */
export async function tokenFor(app: FastifyInstance, username: string): Promise<string> {
  const basic = Buffer.from('idmdash:idmdash-secret').toString('base64');
  const token = await app.inject({
    method: 'POST',
    url: '/osp/a/idm/auth/oauth2/token',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=password&username=${username}&password=Passw0rd`,
  });
  const body = token.json<{ access_token?: string }>();
  if (!body.access_token) throw new Error(`no token for ${username}: ${token.body.slice(0, 300)}`);
  return body.access_token;
}

type Method = 'GET' | 'POST';

/** A URL, or one per call (a search that is new each time: no cache helps). */
export type Call = [
  name: string,
  user: string,
  method: Method,
  url: string | ((i: number) => string),
  body?: object | ((i: number) => object),
];

/** One timed case: milliseconds, and the list's total as the last answer gave it (null when it has none). */
export interface Timing {
  name: string;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  total: number | null;
}

/** How long one case may run before it stops early. */
const CASE_LIMIT_MS = 15_000;

/** Calls a case makes (BENCH_REQUESTS, 200). */
export const benchCalls = (): number => Number(process.env.BENCH_REQUESTS ?? 200);

const TOTAL_FIELDS = ['totalCount', 'total', 'totalSize', 'totalDelegations', 'arraySize'] as const;

function totalOf(body: string): number | null {
  if (!body.startsWith('{')) return null;
  const answer = JSON.parse(body) as Record<string, unknown>;
  for (const field of TOTAL_FIELDS) {
    const value = answer[field];
    if (typeof value === 'number') return value;
  }
  return null;
}

const CSRF = 'bench-csrf';

/** What the console sends with each call: the bearer token and the anti-CSRF cookie and header. */
export const callHeaders = (token: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  cookie: `netiq_idm_rbpm_acsrf=${CSRF}`,
  netiq_idm_rbpm_acsrf: CSRF,
});

/** Times each call `calls` times, in order, and prints a line each under `title`. A 4xx or 5xx stops the bench. */
export async function timeCalls(
  app: FastifyInstance,
  title: string,
  list: readonly Call[],
  calls = benchCalls(),
): Promise<Timing[]> {
  const tokens = new Map<string, string>();
  const timings: Timing[] = [];
  console.log(`\n${title.padEnd(56)}p50 ms   p95 ms   max ms   calls/s    total`);
  for (const [name, user, method, url, body] of list) {
    if (!tokens.has(user)) tokens.set(user, await tokenFor(app, user));
    const headers = callHeaders(tokens.get(user) ?? '');
    const times: number[] = [];
    let last = '';
    const started = performance.now();
    let made = 0;
    for (let i = 0; i < calls; i += 1) {
      // A very slow case stops after CASE_LIMIT_MS (and at least 10 calls): its figures are clear by then.
      if (i >= 10 && performance.now() - started > CASE_LIMIT_MS) break;
      made += 1;
      const t0 = performance.now();
      const payload = typeof body === 'function' ? body(i) : body;
      const response = await app.inject({
        method,
        url: typeof url === 'string' ? url : url(i),
        headers,
        ...(payload ? { payload } : {}),
      });
      times.push(performance.now() - t0);
      if (response.statusCode >= 400)
        throw new Error(`${name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      last = response.body;
    }
    const elapsed = performance.now() - started;
    times.sort((a, b) => a - b);
    const timing: Timing = {
      name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? 0,
      perSecond: Math.round((made / elapsed) * 1000),
      total: totalOf(last),
    };
    timings.push(timing);
    const fmt = (n: number) => n.toFixed(2).padStart(7);
    console.log(
      `${name.padEnd(54)}${fmt(timing.p50)}  ${fmt(timing.p95)}  ${fmt(timing.max)}  ${String(timing.perSecond).padStart(8)}  ${String(
        timing.total ?? '',
      ).padStart(7)}`,
    );
  }
  return timings;
}
