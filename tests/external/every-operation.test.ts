import type { ErrorObject } from 'ajv-draft-04';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SERVED } from '../unit/contract/not-in-contract.js';
import { ON_NEWER_SERVERS, SANDBOX_CALLS, type SandboxCall } from '../unit/contract/sandbox-calls.js';
import { SCHEMA_EXCEPTIONS } from '../unit/contract/schema-exceptions.js';
import { operations, successValidator, type ContractOperation } from '../unit/contract/swagger.js';
import { UNSERVED_OPERATIONS } from '../unit/contract/unserved-operations.js';
import { ACCOUNTS, accessSandbox, type Account, type AccessSandbox } from '../unit/sandbox/access-helpers.js';
import { REST, SECRET } from '../unit/sandbox/helpers.js';
import { checkDepartures } from './departures.js';

/**
 * Every operation of the vendor's contract (contract/idmprov-swagger.json, 331 of them), called once over
 * HTTP the way a script of a real server calls it: a bearer token from the password grant at
 * `oauth2/grant` with HTTP Basic client auth ([IDMConn.Login], [OAuth.java requestToken]; see
 * script-client.test.ts for the sources), no cookie, no anti-CSRF pair. The operations come from the
 * swagger; the sample path, query and body of each are drawn from the seeded data by SANDBOX_CALLS
 * (tests/unit/contract/sandbox-calls.ts, shared with the in-process contract test). Each served
 * operation must answer 2xx with a body its 200 schema accepts; the few the sandbox does not serve
 * (UNSERVED_OPERATIONS, NOT_SERVED, each with its reason) must answer a 404 Fault, never a 405 or a 5xx.
 */

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];
/** Reads first, then writes, so that a write (a claim, a revoke, a delete) cannot empty what a read needs. */
const ordered = [...operations].sort(
  (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.key.localeCompare(b.key),
);
const notServed = new Set([
  ...UNSERVED_OPERATIONS.map((entry) => entry.operation),
  ...NOT_SERVED.flatMap((group) => group.operations),
]);

interface Listening {
  sandbox: AccessSandbox;
  base: string;
  token: Record<Account, string>;
}

async function listening(serverVersion?: '4.10'): Promise<Listening> {
  const sandbox = await accessSandbox(serverVersion ? { serverVersion } : {});
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const basic = `Basic ${Buffer.from(`idmdash:${SECRET}`).toString('base64')}`;
  const tokens = await Promise.all(
    ACCOUNTS.map(async (username) => {
      const res = await fetch(`${base}/osp/a/idm/auth/oauth2/grant`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=password&username=${username}&password=Passw0rd`,
      });
      if (res.status !== 200) throw new Error(`password grant of ${username}: ${res.status}`);
      return ((await res.json()) as { access_token: string }).access_token;
    }),
  );
  return {
    sandbox,
    base,
    token: Object.fromEntries(ACCOUNTS.map((a, i) => [a, tokens[i]!])) as Record<Account, string>,
  };
}

/** A concrete path for an operation that is not served: its parameters filled with a placeholder. */
const placeholderPath = (operation: ContractOperation) => operation.path.replace(/\{[^}]*\}/g, 'x');

/** The status each operation answered, for the departures table of docs/protocol.md. */
const answered = new Map<string, number>();

describe('external client: every contract operation with a bearer token alone', () => {
  let current: Listening;
  let newer: Listening;

  beforeAll(async () => {
    [current, newer] = await Promise.all([listening(), listening('4.10')]);
    // Two seeded sandboxes listening take longer than a unit hook on a busy machine.
  }, 120_000);
  afterAll(() => Promise.all([current?.sandbox.close(), newer?.sandbox.close()]));

  it('covers the whole contract: each operation is served (with a call) or listed as not served with its reason', () => {
    expect(operations).toHaveLength(331);
    const uncovered = operations.filter((op) => !SANDBOX_CALLS[op.key] && !notServed.has(op.key)).map((op) => op.key);
    expect(uncovered).toEqual([]);
  });

  it.each(ordered.map((operation) => [operation.key, operation] as const))('%s', async (key, operation) => {
    const on = ON_NEWER_SERVERS.has(key) ? newer : current;
    const howToCall = SANDBOX_CALLS[key];
    const call: SandboxCall = !howToCall
      ? { path: placeholderPath(operation), ...(operation.method === 'GET' ? {} : { body: {} }) }
      : typeof howToCall === 'function'
        ? await howToCall(on.sandbox)
        : howToCall;
    const query = new URLSearchParams(
      Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)]),
    ).toString();
    const res = await fetch(`${on.base}${REST}/${call.path ?? operation.path}${query ? `?${query}` : ''}`, {
      method: operation.method,
      headers: {
        authorization: `Bearer ${on.token[call.as ?? 'uaadmin']}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const text = await res.text();
    answered.set(key, res.status);
    expect(res.status, text.slice(0, 300)).not.toBe(405);
    expect(res.status, text.slice(0, 300)).toBeLessThan(500);
    expect(res.headers.get('set-cookie') ?? '', 'a script gets no session cookie').not.toMatch(/MFSSO_IDMDASH/);
    if (!howToCall) {
      // Listed as not served, with its reason: the real server's answer to an unknown operation.
      expect(res.status, text.slice(0, 300)).toBe(404);
      expect(JSON.parse(text)).toHaveProperty('Fault');
      return;
    }
    expect(res.status, text.slice(0, 300)).toBeGreaterThanOrEqual(200);
    expect(res.status, text.slice(0, 300)).toBeLessThan(300);
    const validate = successValidator(operation, res.status);
    if (!validate || res.status === 204) return; // the vendor documents no body shape for this answer
    const body: unknown = String(res.headers.get('content-type')).startsWith('text/plain') ? text : JSON.parse(text);
    validate(body);
    const exceptions = SCHEMA_EXCEPTIONS[key] ?? [];
    const unexplained = (validate.errors ?? []).filter(
      (error: ErrorObject) => !exceptions.some((exception) => exception.at.test(error.instancePath)),
    );
    expect(unexplained.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
  });

  it('docs/protocol.md lists every departure from the document these answers show', () => {
    expect([...answered.keys()].sort()).toEqual(operations.map((op) => op.key).sort());
    checkDepartures(answered);
  });
});
