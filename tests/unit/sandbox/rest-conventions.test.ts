import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOST,
  REST,
  cookie,
  faultOf,
  passwordToken,
  restGet,
  restSend,
  startSandbox,
  type TestSandbox,
} from './helpers.js';

describe('REST conventions: CSRF, validation, faults', () => {
  let sb: TestSandbox;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    sb = await startSandbox();
    admin = await passwordToken(sb.app, 'uaadmin');
    user = await passwordToken(sb.app, 'euser');
  });
  afterAll(async () => sb.close());

  const noStack = (body: string) => {
    expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(body).not.toContain('stack');
  };

  it('refuses keys named like Object members (constructor, __proto__) as unknown, never with a 500', async () => {
    for (const path of [
      '/access/tasks/list?sortBy=constructor',
      '/access/tasks/list?assignedTo=constructor',
      '/access/requests/historylist?sortBy=constructor',
      '/access/requests/historylist?status=constructor',
      '/access/proxy/for?sortBy=constructor',
      '/access/users/list?sortBy=constructor',
      '/access/users/list?sortBy=__proto__',
    ]) {
      const res = await restGet(sb.app, path, admin);
      expect([path, res.statusCode]).toEqual([path, 400]);
    }
    const preference = await restGet(sb.app, '/access/preference?attribute=constructor', user);
    expect(preference.statusCode).toBe(200);
    expect(preference.json()).toMatchObject({ isPreferenceAvailable: false, columns: [] });
    const rights = await restSend(sb.app, 'POST', '/access/info/user/navigationrights', user, {
      navPageRights: [{ key: 'constructor' }],
    });
    expect(rights.json()).toMatchObject({ areaDefault: 'default', areaDefaultDisplayName: 'Home' });
  });

  it('sets the anti-CSRF cookie on REST answers when the browser has none', async () => {
    const res = await restGet(sb.app, '/access/info/version', user);
    expect(res.json()).toEqual({ version: '4.8.6' });
    expect(cookie(res, 'netiq_idm_rbpm_acsrf')).toMatchObject({ path: '/' });
    expect(cookie(res, 'netiq_idm_rbpm_acsrf')?.value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('refuses a cookie-session POST without, or with a different, anti-CSRF header (403) and accepts the matching one', async () => {
    const body = JSON.stringify({ navPageRights: [{ key: 'dashboard' }] });
    const url = `${REST}/access/info/user/navigationrights`;
    const base = { authorization: `Bearer ${user}`, host: HOST, 'content-type': 'application/json' };
    // The console's session: the bearer token is the one the MFSSO_IDMDASH cookie carries.
    const session = { MFSSO_IDMDASH: `Bearer,${user}` };

    const missing = await sb.app.inject({ method: 'POST', url, headers: base, cookies: session, payload: body });
    expect(missing.statusCode).toBe(403);
    expect(faultOf(missing).Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');
    expect(faultOf(missing).Fault.Reason.Text).toBe('The anti-CSRF token is missing or does not match.');

    const different = await sb.app.inject({
      method: 'POST',
      url,
      headers: { ...base, netiq_idm_rbpm_acsrf: 'b' },
      cookies: { ...session, netiq_idm_rbpm_acsrf: 'a' },
      payload: body,
    });
    expect(different.statusCode).toBe(403);

    const ok = await sb.app.inject({
      method: 'POST',
      url,
      headers: { ...base, netiq_idm_rbpm_acsrf: 'a' },
      cookies: { ...session, netiq_idm_rbpm_acsrf: 'a' },
      payload: body,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().navPageRights).toEqual([{ key: 'dashboard', value: 'true' }]);
  });

  it('takes a write with only a bearer token (a script: no cookies, no anti-CSRF pair)', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: `${REST}/access/info/user/navigationrights`,
      headers: { authorization: `Bearer ${user}`, host: HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ navPageRights: [{ key: 'dashboard' }] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().navPageRights).toEqual([{ key: 'dashboard', value: 'true' }]);
  });

  it("takes a bearer write whose token is not the session cookie's (a script run beside a browser session)", async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: `${REST}/access/info/user/navigationrights`,
      headers: { authorization: `Bearer ${user}`, host: HOST, 'content-type': 'application/json' },
      cookies: { MFSSO_IDMDASH: `Bearer,${admin}`, netiq_idm_rbpm_acsrf: 'a' },
      payload: JSON.stringify({ navPageRights: [{ key: 'dashboard' }] }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers POST reads (roleV2, resourceV2, drivers/driver, containers/container) to a bearer token alone', async () => {
    const post = (path: string, body: unknown) =>
      sb.app.inject({
        method: 'POST',
        url: REST + path,
        headers: { authorization: `Bearer ${admin}`, host: HOST, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const firstId = async (path: string, key: string) =>
      ((await restGet(sb.app, path, admin)).json() as Record<string, { id: string }[]>)[key]![0]!.id;
    const role = await firstId('/catalog/roles/listV2?size=1', 'roles');
    const resource = await firstId('/catalog/resources/listV2?size=1', 'resources');
    const driver = await firstId('/catalog/drivers?size=1', 'drivers');
    const roleRoot = (await restGet(sb.app, '/access/containers/role', admin)).json() as { dn: string };

    const roleRead = await post('/catalog/roles/roleV2', { roles: [{ id: role }] });
    expect(roleRead.statusCode).toBe(200);
    expect(roleRead.json().roles[0].id).toBe(role);
    const resourceRead = await post('/catalog/resources/resourceV2', { resources: [{ id: resource }] });
    expect(resourceRead.statusCode).toBe(200);
    expect(resourceRead.json().resources[0].id).toBe(resource);
    const driverRead = await post('/catalog/drivers/driver', { id: driver });
    expect(driverRead.statusCode).toBe(200);
    expect(driverRead.json().id).toBe(driver);
    const containerRead = await post('/access/containers/container', { dn: roleRoot.dn });
    expect(containerRead.statusCode).toBe(200);
    expect(containerRead.json().subContainers.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with a 400 INV_INPUT Fault and no stack trace', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: `${REST}/access/info/user/navigationrights`,
      headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json', netiq_idm_rbpm_acsrf: 'a' },
      cookies: { netiq_idm_rbpm_acsrf: 'a' },
      payload: '{"navPageRights": [',
    });
    expect(res.statusCode).toBe(400);
    expect(faultOf(res)).toEqual({
      Fault: {
        Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } },
        Reason: { Text: 'Invalid input: the request body is not valid JSON.' },
      },
    });
    noStack(res.body);
  });

  it('answers a schema-invalid body or query with a 400 Fault naming the field', async () => {
    const body = await restSend(sb.app, 'POST', '/access/info/user/navigationrights', user, {
      navPageRights: [{ key: 42 }],
    });
    expect(body.statusCode).toBe(400);
    expect(faultOf(body).Fault.Code.Subcode.Value).toBe('INV_INPUT');
    expect(faultOf(body).Fault.Reason.Text).toBe('Invalid input: body/navPageRights/0/key must be string.');
    noStack(body.body);

    const settings = await restSend(sb.app, 'PUT', '/admin/display/settings/general', admin, {
      defaultRowsPerPage: 0,
      optionsRowsPerPage: '5,10',
      newRequestDefaultSortByOption: 'name',
    });
    expect(settings.statusCode).toBe(400);
    expect(faultOf(settings).Fault.Reason.Text).toContain('body/defaultRowsPerPage must be >= 1');

    const query = await restGet(sb.app, '/access/preference?attribute=%3Cscript%3E', user);
    expect(query.statusCode).toBe(400);
    expect(faultOf(query).Fault.Reason.Text).toContain('querystring/attribute must match pattern');
  });

  it('answers an unknown REST path with 404 NOT_FOUND_JSON', async () => {
    const res = await restGet(sb.app, '/access/no/such/thing', user);
    expect(res.statusCode).toBe(404);
    expect(faultOf(res).Fault.Code.Subcode.Value).toBe('NOT_FOUND_JSON');
    const client = await restGet(sb.app, '/access/config/clients/99', user);
    expect(client.statusCode).toBe(404);
    expect(faultOf(client).Fault.Reason.Text).toBe('No client with id 99.');
  });

  it('checks rights on the server: only administrators may change the general settings', async () => {
    const next = { defaultRowsPerPage: 25, optionsRowsPerPage: '10,25,50', newRequestDefaultSortByOption: 'name' };
    const denied = await restSend(sb.app, 'PUT', '/admin/display/settings/general', user, next);
    expect(denied.statusCode).toBe(403);
    expect(faultOf(denied).Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');

    const inconsistent = await restSend(sb.app, 'PUT', '/admin/display/settings/general', admin, {
      ...next,
      defaultRowsPerPage: 5,
    });
    expect(inconsistent.statusCode).toBe(400);
    expect(faultOf(inconsistent).Fault.Reason.Text).toContain('must be one of optionsRowsPerPage');

    const saved = await restSend(sb.app, 'PUT', '/admin/display/settings/general', admin, next);
    expect(saved.statusCode).toBe(200);
    expect((await restGet(sb.app, '/admin/display/settings/general', user)).json()).toEqual(next);
  });

  it('accepts a bodiless DELETE even with Content-Type: application/json', async () => {
    const res = await restSend(
      sb.app,
      'DELETE',
      '/access/preference?attribute=com.novell.idm.dashboard.userlist-columns.preference',
      user,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPreferenceAvailable: false, columns: ['name', 'cn'] });
  });
});
