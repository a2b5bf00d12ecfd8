import type { ErrorObject } from 'ajv-draft-04';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessSandbox, type AccessSandbox } from '../sandbox/access-helpers.js';
import { CONTEXT, HOST, REST } from '../sandbox/helpers.js';
import { NOT_IN_CONTRACT } from './not-in-contract.js';
import { ON_NEWER_SERVERS, SANDBOX_CALLS, type SandboxCall } from './sandbox-calls.js';
import { SANDBOX_EXTENSIONS } from './sandbox-extensions.js';
import { SCHEMA_EXCEPTIONS, type SchemaException } from './schema-exceptions.js';
import { findOperation, successSchema, successValidator, undeclaredFields } from './swagger.js';

const CSRF = 'contract-csrf';
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'DELETE'];
/** Reads first, then writes, so that a write (a claim, a revoke, a delete) cannot empty what a read needs. */
const callKeys = Object.keys(SANDBOX_CALLS).sort(
  (a, b) => METHOD_ORDER.indexOf(a.split(' ')[0]!) - METHOD_ORDER.indexOf(b.split(' ')[0]!),
);

const notInContract = new Set(
  NOT_IN_CONTRACT.flatMap((group) => group.routes.map((route) => route.replace('{ctx}', CONTEXT))),
);

describe("contract: every operation the sandbox serves answers the swagger's response schema", () => {
  let sandbox: AccessSandbox;
  /** A 4.10 sandbox for the operations only newer servers serve (ON_NEWER_SERVERS). */
  let newer: AccessSandbox;
  const usedExceptions = new Set<SchemaException>();
  const usedExtensions = new Set<string>();

  beforeAll(async () => {
    // Test hooks register only with IDM_TEST_HOOKS=1; on here so that the route inventory is complete.
    vi.stubEnv('IDM_TEST_HOOKS', '1');
    sandbox = await accessSandbox();
    newer = await accessSandbox({ serverVersion: '4.10' });
    vi.unstubAllEnvs();
  });
  afterAll(() => Promise.all([sandbox.close(), newer.close()]));

  const routes = () => {
    const seen = new Set<string>();
    return [...sandbox.app.routeList, ...newer.app.routeList].filter((route) => {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'HEAD' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  const restPathOf = (url: string) => (url.startsWith(`${REST}/`) ? url.slice(REST.length + 1) : undefined);

  it('serves only contract operations (each with a way to call it in sandbox-calls.ts) and the routes listed in not-in-contract.ts', () => {
    const unaccounted = routes().flatMap(({ method, url }) => {
      const restPath = restPathOf(url);
      const operation = restPath === undefined ? undefined : findOperation(method, restPath);
      if (operation)
        return SANDBOX_CALLS[operation.key]
          ? []
          : [`${operation.key}: on the contract, add how to call it to SANDBOX_CALLS`];
      return notInContract.has(`${method} ${url}`)
        ? []
        : [`${method} ${url}: not on the contract, list it in NOT_IN_CONTRACT with the reason`];
    });
    expect(unaccounted).toEqual([]);
  });

  it('keeps no entry for a route the sandbox does not serve', () => {
    const served = new Set(routes().map(({ method, url }) => `${method} ${url}`));
    const servedOperations = new Set(
      routes().flatMap(({ method, url }) => {
        const restPath = restPathOf(url);
        const operation = restPath === undefined ? undefined : findOperation(method, restPath);
        return operation ? [operation.key] : [];
      }),
    );
    expect([...notInContract].filter((route) => !served.has(route))).toEqual([]);
    expect(Object.keys(SANDBOX_CALLS).filter((key) => !servedOperations.has(key))).toEqual([]);
  });

  it.each(callKeys)('%s', async (key) => {
    const [method, template] = key.split(' ') as [string, string];
    const operation = findOperation(method, template);
    expect(operation?.key, `${key} is not an operation of the swagger`).toBe(key);
    const howToCall = SANDBOX_CALLS[key]!;
    const on = ON_NEWER_SERVERS.has(key) ? newer : sandbox;
    const call: SandboxCall = typeof howToCall === 'function' ? await howToCall(on) : howToCall;
    const query = new URLSearchParams(
      Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)]),
    ).toString();
    const res = await on.app.inject({
      method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: `${REST}/${call.path ?? template}${query ? `?${query}` : ''}`,
      headers: {
        authorization: `Bearer ${on.token[call.as ?? 'uaadmin']}`,
        host: HOST,
        netiq_idm_rbpm_acsrf: CSRF,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      cookies: { netiq_idm_rbpm_acsrf: CSRF },
      payload: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    expect(res.statusCode, res.body.slice(0, 500)).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(300);
    const validate = successValidator(operation!, res.statusCode);
    if (!validate || res.statusCode === 204) return; // the vendor documents no body shape for this answer
    // A plain-text answer (a .properties file) is the string its schema declares.
    const body: unknown = String(res.headers['content-type']).startsWith('text/plain') ? res.body : res.json();
    expect(validate(body)).toBeDefined();
    const allowed = new Set(SANDBOX_EXTENSIONS[key]?.fields ?? []);
    const undeclared = new Set(
      undeclaredFields(successSchema(operation!, res.statusCode), body).map((at) =>
        at.replace(/\/\d+(?=\/|$)/g, '/#'),
      ),
    );
    undeclared.forEach((at) => allowed.has(at) && usedExtensions.add(`${key} ${at}`));
    expect(
      [...undeclared].filter((at) => !allowed.has(at)),
      'fields the schema does not declare (see sandbox-extensions.ts)',
    ).toEqual([]);
    const exceptions = SCHEMA_EXCEPTIONS[key] ?? [];
    const unexplained = (validate.errors ?? []).filter((error: ErrorObject) => {
      const exception = exceptions.find((candidate) => candidate.at.test(error.instancePath));
      if (exception) usedExceptions.add(exception);
      return !exception;
    });
    expect(unexplained.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
  });

  it('lists no schema exception that no answer needs any more', () => {
    const stale = Object.entries(SCHEMA_EXCEPTIONS).flatMap(([key, exceptions]) =>
      exceptions.filter((exception) => !usedExceptions.has(exception)).map((exception) => `${key} ${exception.at}`),
    );
    expect(stale).toEqual([]);
  });

  it('lists no sandbox extension that no answer carries any more', () => {
    const stale = Object.entries(SANDBOX_EXTENSIONS).flatMap(([key, extension]) =>
      extension.fields.filter((at) => !usedExtensions.has(`${key} ${at}`)).map((at) => `${key} ${at}`),
    );
    expect(stale).toEqual([]);
  });
});
