import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultOf, passwordToken, restSend, startSandbox, type TestSandbox } from './helpers.js';

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
// The app is built before the tests are collected, so that each write route is a test of its own.
const sb: TestSandbox = await startSandbox();
const WRITE_ROUTES = [
  ...new Set(
    sb.app.routeList
      .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((m) => [m, route.url]))
      .filter(([method]) => WRITES.has(method!))
      .map(([method, url]) => `${method} ${url}`),
  ),
].sort();

describe('sandbox: malformed bodies on every write route never answer 5xx', () => {
  let token: string;
  beforeAll(async () => {
    token = await passwordToken(sb.app, 'uaadmin');
  });
  afterAll(async () => sb.close());

  it('finds the write routes from the app itself', () => {
    expect(WRITE_ROUTES.length).toBeGreaterThan(100);
    expect(WRITE_ROUTES).toEqual(expect.arrayContaining(['POST /IDMProv/rest/access/config/branding']));
  });

  it.each(['branding', 'custom', 'access', 'dashboard', 'helpdesk'])(
    'POST access/config/%s with an object where a string belongs: 400 with a Fault',
    async (section) => {
      for (const body of [
        { key: { toString: 1 } },
        { settings: [{ key: { toString: 1 }, value: 'x' }] },
        { settings: [null, 1, 'x'] },
      ]) {
        const res = await restSend(sb.app, 'POST', `/access/config/${section}?client=1`, token, body);
        expect([res.statusCode, JSON.stringify(body)]).toEqual([400, JSON.stringify(body)]);
        expect(faultOf(res).Fault.Code.Subcode.Value).toBe('INV_INPUT');
      }
    },
  );
});
