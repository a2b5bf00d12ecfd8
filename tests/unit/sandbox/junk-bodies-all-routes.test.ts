import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CALLS, type SandboxCall } from '../contract/sandbox-calls.js';
import { accessSandbox, type AccessSandbox } from './access-helpers.js';
import { HOST, REST, passwordToken, startSandbox, type TestSandbox } from './helpers.js';

/**
 * Issue 30: malformed bodies on every write route answer < 500, and a REST route's 400 carries a Fault. The routes
 * come from the app itself (as the authorization matrix's do), so a new write route is swept without a line here.
 */
const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const CSRF = 'csrf-value-for-junk';

// The app is built before the tests are collected, so that each write route is a test of its own.
const sb: TestSandbox = await startSandbox();
const WRITE_ROUTES = [
  ...new Set(
    sb.app.routeList
      .filter((route) => WRITES.has(route.method))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, 'x').replace(/\*/g, 'x')}`),
  ),
].sort();

/** Names that write routes read as strings or lists: each gets the junk in turn. */
const FIELDS = ['id', 'dn', 'name', 'roleId', 'key', 'value', 'type', 'description', 'reason', 'token', 'code'];
const LISTS = ['roles', 'resources', 'assignments', 'sods', 'settings', 'ids', 'users', 'members', 'recipientDns'];
const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const everyList = (value: unknown) => Object.fromEntries(LISTS.map((field) => [field, value]));

/** [label, raw payload]: each is sent as application/json. */
const JUNK: readonly (readonly [string, string])[] = [
  ['non-JSON text', 'this is {not JSON'],
  ['an empty array', '[]'],
  ['a number', '42'],
  ['null', 'null'],
  ['an object where strings belong', JSON.stringify({ a: { toString: 1 }, ...everyField({ toString: 1 }) })],
  ['numbers where strings belong', JSON.stringify(everyField(7))],
  ['objects and numbers in lists', JSON.stringify(everyList([{ id: 1, dn: { toString: 1 } }, 3, null, 'x']))],
  ['lists where objects belong', JSON.stringify({ ...everyField([1, [2]]), ...everyList({ id: 'x' }) })],
  ['a 1 MB string', JSON.stringify('x'.repeat(1_000_000))],
  ['a 1 MB string in every field', JSON.stringify(everyField('x'.repeat(80_000)))],
  ['deeply nested arrays', nested(5_000)],
  ['deeply nested arrays in every field', JSON.stringify(everyField(JSON.parse(nested(200))))],
  ['prototype keys', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
];

describe('sandbox: junk bodies on every write route never answer 5xx', () => {
  let token: string;
  beforeAll(async () => {
    token = await passwordToken(sb.app, 'uaadmin');
  });
  afterAll(async () => sb.close());

  it('finds the write routes from the app itself', () => {
    expect(WRITE_ROUTES.length).toBeGreaterThan(150);
  });

  it.each(WRITE_ROUTES)('%s', async (route) => {
    const [method, url] = route.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
    const problems: string[] = [];
    for (const [label, payload] of JUNK) {
      const res = await sb.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          host: HOST,
          netiq_idm_rbpm_acsrf: CSRF,
          'content-type': 'application/json',
        },
        cookies: { netiq_idm_rbpm_acsrf: CSRF },
        payload,
      });
      if (res.statusCode >= 500) problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (url.startsWith(`${REST}/`) && res.statusCode === 400 && !res.body.includes('"Fault"'))
        problems.push(`${label}: 400 without a Fault: ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    // Nothing the junk reached may leak to the next object made.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The junk one value is swapped for, in turn: an object, a number, nesting, null, a long string, the wrong kind. */
const WRONG_VALUES: readonly Json[] = [
  { toString: 1 },
  7,
  JSON.parse(nested(100)) as Json,
  null,
  'x'.repeat(100_000),
  -1e308,
  true,
  '',
];
const MAX_MUTATIONS = 120;

/** Every place in `body` (JSON-pointer-like paths), leaves and containers, the first element of each array only. */
function placesOf(body: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(body)) return [at, ...(body.length > 0 ? placesOf(body[0]!, [...at, 0]) : [])];
  if (body !== null && typeof body === 'object')
    return [at, ...Object.entries(body).flatMap(([key, value]) => placesOf(value, [...at, key]))];
  return [at];
}

function replaced(body: Json, at: readonly (string | number)[], value: Json): Json {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  if (Array.isArray(body)) return body.map((item, i) => (i === head ? replaced(item, rest, value) : item));
  if (body !== null && typeof body === 'object') return { ...body, [head!]: replaced(body[head!]!, rest, value) };
  return body;
}

/** The valid body of an operation with one value at a time turned to each junk: what a careless client or a fuzzer sends. */
function mutationsOf(body: Json): Json[] {
  const places = placesOf(body).filter((at) => at.length > 0);
  return places.flatMap((at) => WRONG_VALUES.map((value) => replaced(body, at, value))).slice(0, MAX_MUTATIONS);
}

// Every contract write the contract test knows a valid body for: the seeds of the shaped junk.
const SEEDED_WRITES = Object.keys(SANDBOX_CALLS)
  .filter((key) => /^(POST|PUT|DELETE) /.test(key))
  .sort();

describe('sandbox: valid bodies with one value turned to junk never answer 5xx', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(async () => ctx.close());

  it('has seeds for most contract writes', () => {
    expect(SEEDED_WRITES.length).toBeGreaterThan(100);
  });

  it.each(SEEDED_WRITES)('%s', async (key) => {
    const [method, template] = key.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
    const howToCall = SANDBOX_CALLS[key]!;
    let call: SandboxCall;
    try {
      call = typeof howToCall === 'function' ? await howToCall(ctx) : howToCall;
    } catch {
      return; // its seed needs data an earlier junk call used up: the generic sweep above still covers the route
    }
    if (call.body === undefined) return;
    const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)]));
    const url = `${REST}/${call.path ?? template}${query.size > 0 ? `?${query.toString()}` : ''}`;
    const problems: string[] = [];
    for (const body of mutationsOf(call.body as Json)) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${ctx.token[call.as ?? 'uaadmin']}`,
          host: HOST,
          netiq_idm_rbpm_acsrf: CSRF,
          'content-type': 'application/json',
        },
        cookies: { netiq_idm_rbpm_acsrf: CSRF },
        payload: JSON.stringify(body),
      });
      if (res.statusCode >= 500 || (res.statusCode === 400 && !res.body.includes('"Fault"')))
        problems.push(`${JSON.stringify(body).slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
  });
});
