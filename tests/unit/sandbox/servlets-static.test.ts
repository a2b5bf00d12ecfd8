import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../demo/server/http/html.js';
import { HOST, ORIGIN, cookie, faultOf, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

describe('console servlets and static files', () => {
  let sb: TestSandbox | undefined;
  afterEach(async () => {
    await sb?.close();
    sb = undefined;
  });

  it('answers LoadContextConfigServlet with absolute URLs on the request origin, or the public one', async () => {
    sb = await startSandbox({ context: 'IDMProvX' });
    const res = await sb.app.inject({
      method: 'GET',
      url: '/idmdash/LoadContextConfigServlet',
      headers: { host: HOST },
    });
    expect(res.json()).toEqual({
      context: 'IDMProvX',
      Authorize: `${ORIGIN}/osp/a/idm/auth/oauth2/grant`,
      Logout: `${ORIGIN}/osp/a/idm/auth/app/logout`,
      RRAClientID: 'idmdash',
      RRARedirectUrl: `${ORIGIN}/idmdash/oauth.html`,
      ProvisionRoot: 'cn=system,o=data',
      SSPRRedirectUrl: `${ORIGIN}/sspr/private/changepassword`,
      sessionTimeOut: 1800,
      extendSession: `${ORIGIN}/osp/a/idm/auth/app/activity`,
      applicationDomain: ORIGIN,
      searchWithRequesterCN: false,
    });
    const token = await passwordToken(sb.app, 'euser');
    expect((await restGet(sb.app, '/access/info/version', token)).statusCode).toBe(404);
    const moved = await sb.app.inject({
      method: 'GET',
      url: '/IDMProvX/rest/access/info/version',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(moved.json()).toEqual({ version: '4.8.6' });
    await sb.close();

    sb = await startSandbox({ publicOrigin: 'https://idm.example.com/ignored/path' });
    const pub = await sb.app.inject({
      method: 'GET',
      url: '/idmdash/LoadContextConfigServlet',
      headers: { host: HOST },
    });
    expect(pub.json().RRARedirectUrl).toBe('https://idm.example.com/idmdash/oauth.html');
  });

  it('answers build-info.json', async () => {
    sb = await startSandbox();
    const info = (await sb.app.inject({ method: 'GET', url: '/idmdash/build-info.json' })).json();
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof info.date).toBe('number');
    expect(typeof info.revision.number).toBe('string');
    expect(typeof info.revision.date).toBe('number');
  });

  it('says "Run npm run build first" without a build, with the CSP header and the anti-CSRF cookie', async () => {
    sb = await startSandbox();
    const root = await sb.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/idmdash/');
    const page = await sb.app.inject({ method: 'GET', url: '/idmdash/' });
    expect(page.body).toContain('Run <code>npm run build</code> first');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(cookie(page, 'netiq_idm_rbpm_acsrf')?.value).toBeTruthy();
    const again = await sb.app.inject({ method: 'GET', url: '/idmdash/', cookies: { netiq_idm_rbpm_acsrf: 'kept' } });
    expect(cookie(again, 'netiq_idm_rbpm_acsrf')).toBeUndefined();
  });

  it('serves the built console, elements and demo pages, and 404 Faults for missing files', async () => {
    sb = await startSandbox();
    const dist = join(sb.dir, 'dist');
    for (const [file, text] of [
      ['idmdash/index.html', '<!doctype html><title>console</title>'],
      ['idmdash/assets/app.js', 'console.log(1)'],
      ['idmdash/oauth.html', '<!doctype html><title>oauth</title>'],
      ['elements/idm-loader.js', 'export {}'],
      ['demo/portal.html', '<!doctype html><title>portal</title>'],
    ] as const) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), text);
    }
    await sb.app.close();
    sb = await startSandbox({ staticDir: dist }, sb.dir);

    const index = await sb.app.inject({ method: 'GET', url: '/idmdash/' });
    expect(index.body).toContain('<title>console</title>');
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const js = await sb.app.inject({ method: 'GET', url: '/idmdash/assets/app.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect((await sb.app.inject({ method: 'GET', url: '/elements/idm-loader.js' })).body).toBe('export {}');
    const demo = await sb.app.inject({ method: 'GET', url: '/demo/portal.html' });
    expect(demo.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const missing = await sb.app.inject({ method: 'GET', url: '/elements/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(faultOf(missing).Fault.Code.Subcode.Value).toBe('NOT_FOUND_JSON');
    const traversal = await sb.app.inject({ method: 'GET', url: '/demo/..%2f..%2fsandbox.db' });
    expect([403, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toContain('SQLite');
    expect(faultOf(traversal).Fault.Code.Value).toBe('Sender');
  });
});
