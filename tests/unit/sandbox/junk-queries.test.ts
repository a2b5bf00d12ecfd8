import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, cookie, passwordToken, startSandbox, type TestSandbox } from './helpers.js';

/** Values no caller should send; each must answer below 500 on every GET route, in every parameter. */
const JUNK: Record<string, string> = {
  huge: 'x'.repeat(100_000),
  negative: '-1',
  hugeNegative: '-99999999999999999999999',
  nan: 'NaN',
  infinity: 'Infinity',
  fraction: '1.5',
  unicode: 'Zoë 𝒳 ‮ 中文 \u0000',
  empty: '',
  wildcards: '*%_\\',
  prototype: '__proto__',
  constructor: 'constructor',
  dnLike: 'cn=,ou=,o=',
};

/** Parameters no route declares, sent to each route as well. */
const UNDECLARED = ['q', 'id', 'dn', 'size', 'zz'];

/** A plausible value for each path parameter (the route list has `:name` and `*`). */
function fillPath(url: string, entitlementDn: string): string {
  return url
    .replace(':id/values', `${encodeURIComponent(entitlementDn)}/values`)
    .replace(':id', '1')
    .replace(':locale', 'en')
    .replace('/:file', url.includes('/help/') ? '/index.html' : '/custom.css')
    .replace('*', 'index.html');
}

/** Query strings for one parameter: each junk value, repeated, as array syntax. */
function junkQueries(name: string): string[] {
  const key = encodeURIComponent(name);
  return [
    ...Object.values(JUNK).map((value) => `${key}=${encodeURIComponent(value)}`),
    `${key}=a&${key}=b`,
    `${key}=1&${key}=2&${key}=3`,
    `${key}[]=a&${key}[]=b`,
    `${key}[0]=a`,
    key,
  ];
}

// The app is built before the tests are collected, so that each GET route it registered is a test of its own.
const sb: TestSandbox = await startSandbox();
// Signing out ends the session the other calls use: last.
const signsOut = (url: string) => url.endsWith('/logout');
const readsTokenFromQuery = (url: string) => url.endsWith('/oauth2/getattributes');
const GET_ROUTES = sb.app.routeList
  .filter((route) => route.method === 'GET')
  .map((route) => route.url)
  .sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));

describe('sandbox: junk query parameters never answer 5xx', () => {
  let token: string;
  let ospSession: string;
  let entitlementDn: string;
  beforeAll(async () => {
    token = await passwordToken(sb.app, 'uaadmin');
    const signedIn = await sb.app.inject({
      method: 'POST',
      url: '/osp/a/idm/auth/app/login',
      headers: { host: HOST },
      payload: { username: 'uaadmin', password: 'Passw0rd' },
    });
    ospSession = cookie(signedIn, 'OSP_SESSION')?.value ?? '';
    expect(ospSession).not.toBe('');
    entitlementDn = (sb.app.store.db.prepare('SELECT dn FROM entitlements LIMIT 1').get() as { dn: string }).dn;
  });
  afterAll(async () => sb.close());

  it('finds the GET routes from the app itself', () => {
    expect(GET_ROUTES.length).toBeGreaterThan(70);
    expect(GET_ROUTES).toEqual(
      expect.arrayContaining([
        '/IDMProv/rest/access/orgChart/v2',
        '/idmdash/LoadContextConfigServlet',
        '/osp/a/idm/auth/app/login',
      ]),
    );
  });

  it('a repeated parameter the route reads as one value is a 400 Fault, an undeclared one is ignored', async () => {
    const get = (url: string) =>
      sb.app.inject({ method: 'GET', url, headers: { host: HOST, authorization: `Bearer ${token}` } });
    const repeated = await get('/IDMProv/rest/access/users/list?q=a&q=b');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({
      Fault: {
        Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } },
        Reason: { Text: 'Invalid input: querystring/q must be string.' },
      },
    });
    for (const url of [
      '/IDMProv/rest/access/orgChart/v2?q=a&q=b',
      '/IDMProv/rest/access/orgChart/target/list?q=a&q=b',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it.each(GET_ROUTES)('GET %s: junk in every parameter, as an administrator, answers below 500', async (url) => {
    const path = fillPath(url, entitlementDn);
    const declared = sb.app.routeQueryKeys.get(`GET ${url}`) ?? [];
    const failures: string[] = [];
    for (const name of new Set([...declared, ...UNDECLARED])) {
      for (const query of junkQueries(name)) {
        const res = await sb.app.inject({
          method: 'GET',
          url: `${path}?${query}`,
          headers: { host: HOST, authorization: `Bearer ${token}` },
          cookies: { MFSSO_IDMDASH: `Bearer,${token}`, OSP_SESSION: ospSession },
        });
        // getattributes reads its token from its own query: junk there is an unknown token, not a sign-out.
        if (res.statusCode === 401 && !signsOut(url) && !readsTokenFromQuery(url))
          failures.push(`401 (not signed in any more) ?${query.slice(0, 80)}`);
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ?${query.slice(0, 80)}: ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
