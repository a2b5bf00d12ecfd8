import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, HOST, SECRET, restGet, startSandbox, type TestSandbox } from './helpers.js';

/** What clients of real servers do with OSP (docs/protocol.md "Clients of real servers"). */
const OAUTH2 = '/osp/a/idm/auth/oauth2';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', host: HOST };

describe('OSP: tokens at oauth2/grant, discovery under every name, getattributes', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(async () => sb.close());

  const grant = (form: string, headers: Record<string, string> = { authorization: BASIC }) =>
    sb.app.inject({ method: 'POST', url: `${OAUTH2}/grant`, headers: { ...FORM, ...headers }, payload: form });

  it('grants the password grant at oauth2/grant with HTTP Basic client auth, and its token opens REST', async () => {
    const res = await grant('grant_type=password&username=uaadmin&password=Passw0rd');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 60 });
    const rights = await restGet(sb.app, '/access/info/user/rights', res.json().access_token);
    expect(rights.json()).toMatchObject({ authorized: true, isAdmin: true });
  });

  it('takes client_id and client_secret in the body instead of HTTP Basic; a wrong secret is invalid_client', async () => {
    const body = `grant_type=password&username=euser&password=Passw0rd&client_id=idmdash&client_secret=${SECRET}`;
    const res = await grant(body, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const wrong = await grant(
      'grant_type=password&username=euser&password=Passw0rd&client_id=idmdash&client_secret=x',
      {},
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refreshes and redeems an authorization code at oauth2/grant', async () => {
    const first = (await grant('grant_type=password&username=euser&password=Passw0rd')).json();
    const refreshed = await grant(`grant_type=refresh_token&refresh_token=${first.refresh_token}`);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access_token).not.toBe(first.access_token);

    const redirectUri = `http://${HOST}/idmdash/oauth.html`;
    const user = sb.app.store.users.findByLogin('euser')!;
    const code = sb.app.store.tokens.issue('code', {
      userDn: user.dn,
      clientId: 'idmdash',
      ttlMs: 60_000,
      sessionHash: null,
      redirectUri,
    });
    const redeemed = await grant(
      `grant_type=authorization_code&code=${code.token}&redirect_uri=${encodeURIComponent(redirectUri)}`,
    );
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ token_type: 'Bearer' });
    const again = await grant(
      `grant_type=authorization_code&code=${code.token}&redirect_uri=${encodeURIComponent(redirectUri)}`,
    );
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('publishes one discovery document as openid-configuration and oauth-authorization-server; metadata lists the clients', async () => {
    const get = (path: string) => sb.app.inject({ method: 'GET', url: OAUTH2 + path, headers: { host: HOST } });
    const openid = (await get('/.well-known/openid-configuration')).json();
    expect(openid).toMatchObject({ token_endpoint: `http://${HOST}${OAUTH2}/token` });
    expect((await get('/.well-known/oauth-authorization-server')).json()).toEqual(openid);
    expect((await get('/metadata')).json()).toEqual({
      ...openid,
      clients: [{ client_id: 'idmdash' }, { client_id: 'idm-elements' }],
    });
  });

  it('answers getattributes for an access token: the attributes asked for, unknown names left out', async () => {
    const token = (await grant('grant_type=password&username=euser&password=Passw0rd')).json().access_token;
    const query = new URLSearchParams({
      attributes: 'first_name,last_name,name,email,client,no_such',
      access_token: token,
    });
    const res = await sb.app.inject({
      method: 'GET',
      url: `${OAUTH2}/getattributes?${query.toString()}`,
      headers: { authorization: BASIC, host: HOST },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      first_name: 'Eddie',
      last_name: 'User',
      name: 'euser',
      email: expect.stringContaining('@'),
      client: 'idmdash',
    });

    const all = await sb.app.inject({ method: 'GET', url: `${OAUTH2}/getattributes?access_token=${token}` });
    expect(Object.keys(all.json()).sort()).toEqual(
      ['cacheable', 'client', 'email', 'expiration', 'first_name', 'initials', 'language', 'last_name', 'name'].sort(),
    );
    expect(all.json().initials).toBe('EU');

    const unknown = await sb.app.inject({ method: 'GET', url: `${OAUTH2}/getattributes?access_token=nope` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: 'invalid_token' });
    const badClient = await sb.app.inject({
      method: 'GET',
      url: `${OAUTH2}/getattributes?access_token=${token}`,
      headers: { authorization: `Basic ${Buffer.from('idmdash:wrong').toString('base64')}` },
    });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json()).toMatchObject({ error: 'invalid_client' });
  });
});
