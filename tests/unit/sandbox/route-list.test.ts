import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST, startSandbox, type TestSandbox } from './helpers.js';

describe('the sandbox lists the routes it registered', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('includes REST routes under the context prefix with their methods', () => {
    const routes = sandbox.app.routeList;
    expect(routes).toContainEqual({ method: 'GET', url: `${REST}/access/info/user/rights`, requires: 'signedIn' });
    expect(routes.filter((route) => route.url.startsWith(`${REST}/`)).length).toBeGreaterThan(50);
  });
});
