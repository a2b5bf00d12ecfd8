import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, type AccessSandbox } from '../sandbox/access-helpers.js';
import { REST } from '../sandbox/helpers.js';
import { NOT_SERVED } from './not-in-contract.js';
import { SANDBOX_CALLS } from './sandbox-calls.js';
import { findOperation } from './swagger.js';

const keys = NOT_SERVED.flatMap((group) => group.operations);

describe('contract: the operations listed as not served', () => {
  let sandbox: AccessSandbox;
  beforeAll(async () => {
    sandbox = await accessSandbox();
  });
  afterAll(() => sandbox.close());

  it('are operations of the contract, each with its reason, and have no call in sandbox-calls.ts', () => {
    expect(keys.filter((key) => findOperation(key.split(' ')[0]!, key.split(' ')[1]!)?.key !== key)).toEqual([]);
    expect(NOT_SERVED.every((group) => group.reason.length > 40)).toBe(true);
    expect(keys.filter((key) => SANDBOX_CALLS[key] !== undefined)).toEqual([]);
  });

  it('are not served (no route answers them)', () => {
    const served = sandbox.app.routeList
      .filter((route) => route.url.startsWith(`${REST}/`))
      .flatMap(({ method, url }) => findOperation(method, url.slice(REST.length + 1))?.key ?? []);
    expect(keys.filter((key) => served.includes(key))).toEqual([]);
  });
});
