import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../demo/server/http/html.js';
import { HOST, ORIGIN, cookie, faultOf, restGet, startSandbox, type TestSandbox } from './helpers.js';

const REDIRECT = `${ORIGIN}/idmdash/oauth.html`;
const AUTHORIZE = `/osp/a/idm/auth/oauth2/grant?response_type=code&client_id=idmdash&redirect_uri=${encodeURIComponent(REDIRECT)}&state=xyz`;

describe('browser sign-in (authorization code), refresh servlet, logout', () => {
  let sb: TestSandbox;
  beforeEach(async () => {
    sb = await startSandbox();
  });
  afterEach(async () => sb.close());

  const login = (username: string, password: string) =>
    sb.app.inject({
      method: 'POST',
      url: '/osp/a/idm/auth/app/login',
      headers: { host: HOST },
      payload: {
        username,
        password,
        response_type: 'code',
        client_id: 'idmdash',
        redirect_uri: REDIRECT,
        state: 'xyz',
      },
    });

  /** Signs in through the pages and answers the oauth.html response plus the OSP session cookie. */
  async function signIn(username = 'euser') {
    const signedIn = await login(username, 'Passw0rd');
    const osp = cookie(signedIn, 'OSP_SESSION');
    if (!osp) throw new Error('no OSP session');
    const grant = await sb.app.inject({
      method: 'GET',
      url: AUTHORIZE,
      headers: { host: HOST },
      cookies: { OSP_SESSION: osp.value },
    });
    const location = new URL(String(grant.headers.location));
    const page = await sb.app.inject({
      method: 'GET',
      url: location.pathname + location.search,
      headers: { host: HOST },
    });
    return { page, osp: osp.value };
  }

  it('runs the whole flow: login page, wrong password, right password, code, oauth.html cookies', async () => {
    const start = await sb.app.inject({ method: 'GET', url: AUTHORIZE, headers: { host: HOST } });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toMatch(/^\/osp\/a\/idm\/auth\/app\/login\?/);
    expect(start.headers.location).toContain('client_id=idmdash');

    const page = await sb.app.inject({ method: 'GET', url: String(start.headers.location), headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.body).toContain('<form method="post" action="/osp/a/idm/auth/app/login">');
    expect(page.body).toContain(`name="redirect_uri" value="${REDIRECT}"`);
    expect(page.body).toContain('<td><code>mmanager</code></td>');
    expect(page.body).not.toMatch(/<script|style=|<style/);

    const wrong = await login('euser', 'wrong-password1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Invalid user name or password.');
    expect(wrong.body).toContain(
      'name="username" type="text" autocomplete="username" required autofocus value="euser"',
    );
    expect(cookie(wrong, 'OSP_SESSION')).toBeUndefined();

    const right = await login('euser', 'Passw0rd');
    expect(right.statusCode).toBe(302);
    expect(right.headers.location).toMatch(/^\/osp\/a\/idm\/auth\/oauth2\/grant\?/);
    const osp = cookie(right, 'OSP_SESSION');
    expect(osp).toMatchObject({ httpOnly: true, path: '/osp/' });

    const grant = await sb.app.inject({
      method: 'GET',
      url: String(right.headers.location),
      headers: { host: HOST },
      cookies: { OSP_SESSION: osp?.value ?? '' },
    });
    expect(grant.statusCode).toBe(302);
    const target = new URL(String(grant.headers.location));
    expect(target.origin + target.pathname).toBe(REDIRECT);
    expect(target.searchParams.get('state')).toBe('xyz');
    const code = target.searchParams.get('code');
    expect(code).toBeTruthy();

    const oauth = await sb.app.inject({
      method: 'GET',
      url: `/idmdash/oauth.html?code=${code}&state=xyz`,
      headers: { host: HOST },
    });
    expect(oauth.statusCode).toBe(200);
    expect(oauth.headers['content-type']).toMatch(/^text\/html/);
    expect(oauth.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const session = cookie(oauth, 'MFSSO_IDMDASH');
    expect(session?.value).toMatch(/^Bearer,[A-Za-z0-9_-]+$/);
    expect(session).toMatchObject({ path: '/' });
    expect(session?.httpOnly).toBeFalsy();
    expect(cookie(oauth, 'MFSSO_REFRESH')).toMatchObject({ path: '/idmdash/', httpOnly: true });

    const token = session?.value.split(',')[1] ?? '';
    const rights = await restGet(sb.app, '/access/info/user/rights', token);
    expect(rights.statusCode).toBe(200);

    const reused = await sb.app.inject({
      method: 'GET',
      url: `/idmdash/oauth.html?code=${code}`,
      headers: { host: HOST },
    });
    expect(reused.statusCode).toBe(400);
    expect(cookie(reused, 'MFSSO_IDMDASH')).toBeUndefined();
  });

  it('serves the login stylesheet as a file', async () => {
    const css = await sb.app.inject({ method: 'GET', url: '/osp/a/idm/auth/app/login.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.login');
  });

  it('escapes what the login page echoes', async () => {
    const res = await login('<img src=x onerror=alert(1)>"', 'x1');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('value="&lt;img src=x onerror=alert(1)&gt;&quot;"');
  });

  it('rejects an unregistered redirect_uri or client', async () => {
    const evil = await sb.app.inject({
      method: 'GET',
      headers: { host: HOST },
      url: `/osp/a/idm/auth/oauth2/grant?response_type=code&client_id=idmdash&redirect_uri=${encodeURIComponent('http://evil.test/idmdash/oauth.html')}`,
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ error: 'invalid_request' });
    const client = await sb.app.inject({
      method: 'GET',
      headers: { host: HOST },
      url: AUTHORIZE.replace('client_id=idmdash', 'client_id=other'),
    });
    expect(client.statusCode).toBe(400);
  });

  it('RefreshTokenServlet renews the access token, and answers 489 without a live refresh token', async () => {
    const { page } = await signIn();
    const refresh = cookie(page, 'MFSSO_REFRESH')?.value ?? '';
    const res = await sb.app.inject({
      method: 'GET',
      url: '/idmdash/RefreshTokenServlet',
      cookies: { MFSSO_REFRESH: refresh },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(cookie(res, 'MFSSO_IDMDASH')?.value).toBe(`Bearer,${body.access_token}`);
    expect((await restGet(sb.app, '/access/info/user/rights', body.access_token)).statusCode).toBe(200);

    const none = await sb.app.inject({ method: 'GET', url: '/idmdash/RefreshTokenServlet' });
    expect(none.statusCode).toBe(489);
    const dead = await sb.app.inject({
      method: 'GET',
      url: '/idmdash/RefreshTokenServlet',
      cookies: { MFSSO_REFRESH: 'nope' },
    });
    expect(dead.statusCode).toBe(489);
    expect(faultOf(dead).Fault.Reason.Text).toMatch(/refresh token/i);
  });

  it('activity extends a live OSP session and refuses without one', async () => {
    const { osp } = await signIn();
    const ok = await sb.app.inject({
      method: 'GET',
      url: '/osp/a/idm/auth/app/activity',
      cookies: { OSP_SESSION: osp },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('OK');
    const none = await sb.app.inject({ method: 'GET', url: '/osp/a/idm/auth/app/activity' });
    expect(none.statusCode).toBe(401);
  });

  it('logout signs out only on a top-level navigation: an image, a fetch or a frame of it changes nothing', async () => {
    const { page, osp } = await signIn();
    const session = cookie(page, 'MFSSO_IDMDASH')?.value ?? '';
    const token = session.split(',')[1] ?? '';
    const logout = (headers: Record<string, string>) =>
      sb.app.inject({
        method: 'GET',
        headers: { host: HOST, ...headers },
        url: '/osp/a/idm/auth/app/logout',
        cookies: { OSP_SESSION: osp, MFSSO_IDMDASH: session },
      });
    const subresources: Record<string, string>[] = [
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-dest': 'style' },
    ];
    for (const headers of subresources) {
      const refused = await logout(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.cookies).toEqual([]);
      expect((await restGet(sb.app, '/access/info/user/rights', token)).statusCode).toBe(200);
    }
    const out = await logout({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect(out.statusCode).toBe(302);
    expect((await restGet(sb.app, '/access/info/user/rights', token)).statusCode).toBe(401);
  });

  it('logout revokes the tokens, clears the cookies and only redirects within the origin', async () => {
    const { page, osp } = await signIn();
    const session = cookie(page, 'MFSSO_IDMDASH')?.value ?? '';
    const refresh = cookie(page, 'MFSSO_REFRESH')?.value ?? '';
    const token = session.split(',')[1] ?? '';

    const out = await sb.app.inject({
      method: 'GET',
      headers: { host: HOST },
      url: `/osp/a/idm/auth/app/logout?target=${encodeURIComponent(`${ORIGIN}/idmdash/#/dashboard`)}`,
      cookies: { OSP_SESSION: osp, MFSSO_IDMDASH: session, MFSSO_REFRESH: refresh },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${ORIGIN}/idmdash/#/dashboard`);
    for (const name of ['OSP_SESSION', 'MFSSO_IDMDASH', 'MFSSO_REFRESH']) {
      const cleared = out.cookies.filter((c) => c.name === name);
      expect(cleared.length).toBeGreaterThan(0);
      for (const c of cleared) expect(c.value).toBe('');
    }
    expect((await restGet(sb.app, '/access/info/user/rights', token)).statusCode).toBe(401);
    const refreshAfter = await sb.app.inject({
      method: 'GET',
      url: '/idmdash/RefreshTokenServlet',
      cookies: { MFSSO_REFRESH: refresh },
    });
    expect(refreshAfter.statusCode).toBe(489);
    const grant = await sb.app.inject({
      method: 'GET',
      url: AUTHORIZE,
      headers: { host: HOST },
      cookies: { OSP_SESSION: osp },
    });
    expect(grant.headers.location).toMatch(/^\/osp\/a\/idm\/auth\/app\/login/);

    for (const target of ['http://evil.test/steal', '//evil.test/x', 'javascript:alert(1)']) {
      const res = await sb.app.inject({
        method: 'GET',
        headers: { host: HOST },
        url: `/osp/a/idm/auth/app/logout?target=${encodeURIComponent(target)}`,
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/idmdash/');
    }
  });
});
