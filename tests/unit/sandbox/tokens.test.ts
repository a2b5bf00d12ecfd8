import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASIC, HOST, faultOf, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

const TOKEN_URL = '/osp/a/idm/auth/oauth2/token';

describe('OSP token endpoint and bearer tokens', () => {
  let sb: TestSandbox;
  beforeEach(async () => {
    sb = await startSandbox({ tokenTtlSeconds: 1 });
  });
  afterEach(async () => sb.close());

  const tokenCall = (payload: Record<string, string>, authorization = BASIC) =>
    sb.app.inject({ method: 'POST', url: TOKEN_URL, headers: { authorization, host: HOST }, payload });

  it('issues a bearer token for the password grant that opens info/user/rights', async () => {
    const res = await tokenCall({ grant_type: 'password', username: 'uaadmin', password: 'Passw0rd' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1 });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const rights = await restGet(sb.app, '/access/info/user/rights', body.access_token);
    expect(rights.statusCode).toBe(200);
    expect(rights.json()).toEqual({
      authorized: true,
      readOnly: false,
      teamReadOnly: false,
      proxyFor: false,
      clientId: '1',
      clientName: 'Default',
      isAdmin: true,
      isRoleAdmin: true,
      domains: ['ROLES', 'RESOURCES', 'PROVISIONING'],
      isDelegationTeamMgr: false,
      isAvailabilityTeamMgr: false,
    });
  });

  it('reports the proxy right and plain end users from their stored profile', async () => {
    const proxy = await restGet(sb.app, '/access/info/user/rights', await passwordToken(sb.app, 'pproxy'));
    expect(proxy.json()).toMatchObject({ proxyFor: true, isAdmin: false });
    const user = await restGet(sb.app, '/access/info/user/rights', await passwordToken(sb.app, 'euser'));
    expect(user.json()).toMatchObject({ proxyFor: false, isAdmin: false, isRoleAdmin: false, domains: [] });
  });

  it('answers 401 Fault without a token, with an unknown one and with an expired one', async () => {
    const none = await sb.app.inject({ method: 'GET', url: '/IDMProv/rest/access/info/user/rights' });
    expect(none.statusCode).toBe(401);
    expect(faultOf(none).Fault.Code.Subcode.Value).toBe('SECURITY_EXCEPTION');
    expect(faultOf(none).Fault.Reason.Text).toBe('Authentication required.');

    expect((await restGet(sb.app, '/access/info/user/rights', 'not-a-token')).statusCode).toBe(401);

    const token = await passwordToken(sb.app, 'euser');
    expect((await restGet(sb.app, '/access/info/user/rights', token)).statusCode).toBe(200);
    sb.clock.now += 1100;
    const expired = await restGet(sb.app, '/access/info/user/rights', token);
    expect(expired.statusCode).toBe(401);
    expect(faultOf(expired).Fault.Code.Value).toBe('Sender');
  });

  it('rejects bad client credentials, bad passwords, unknown grants and accounts without a password', async () => {
    const wrongSecret = `Basic ${Buffer.from('idmdash:nope').toString('base64')}`;
    const client = await tokenCall({ grant_type: 'password', username: 'uaadmin', password: 'Passw0rd' }, wrongSecret);
    expect(client.statusCode).toBe(401);
    expect(client.json().error).toBe('invalid_client');

    const password = await tokenCall({ grant_type: 'password', username: 'uaadmin', password: 'wrong1' });
    expect(password.statusCode).toBe(400);
    expect(password.json().error).toBe('invalid_grant');

    const row = sb.app.store.db.prepare('SELECT cn FROM users WHERE password_hash IS NULL LIMIT 1').get() as {
      cn: string;
    };
    const generated = await tokenCall({ grant_type: 'password', username: row.cn, password: 'Passw0rd' });
    expect(generated.json().error).toBe('invalid_grant');

    const grant = await tokenCall({ grant_type: 'client_credentials' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
  });

  it('refreshes with the refresh_token grant until the refresh token is revoked', async () => {
    const first = (await tokenCall({ grant_type: 'password', username: 'mmanager', password: 'Passw0rd' })).json();
    const refreshed = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access_token).not.toBe(first.access_token);
    expect((await restGet(sb.app, '/access/info/user/rights', refreshed.json().access_token)).statusCode).toBe(200);

    const revoke = await sb.app.inject({
      method: 'POST',
      url: '/osp/a/idm/auth/oauth2/revoke',
      headers: { authorization: BASIC },
      payload: { token: first.refresh_token },
    });
    expect(revoke.statusCode).toBe(200);
    const again = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(again.json().error).toBe('invalid_grant');
  });

  it('introspects, answers userinfo and publishes its OpenID configuration', async () => {
    const token = await passwordToken(sb.app, 'euser');
    const introspect = await sb.app.inject({
      method: 'POST',
      url: '/osp/a/idm/auth/oauth2/introspect',
      headers: { authorization: BASIC },
      payload: { token },
    });
    expect(introspect.json()).toMatchObject({ active: true, username: 'euser', sub: 'cn=euser,ou=users,o=data' });

    const info = await sb.app.inject({
      method: 'GET',
      url: '/osp/a/idm/auth/oauth2/userinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.json()).toMatchObject({ name: 'Eddie User', preferred_username: 'euser' });
    const noInfo = await sb.app.inject({ method: 'GET', url: '/osp/a/idm/auth/oauth2/userinfo' });
    expect(noInfo.statusCode).toBe(401);

    const wellKnown = await sb.app.inject({
      method: 'GET',
      url: '/osp/a/idm/auth/oauth2/.well-known/openid-configuration',
      headers: { host: HOST },
    });
    expect(wellKnown.json()).toMatchObject({
      issuer: `http://${HOST}/osp/a/idm/auth/oauth2`,
      authorization_endpoint: `http://${HOST}/osp/a/idm/auth/oauth2/grant`,
      token_endpoint: `http://${HOST}/osp/a/idm/auth/oauth2/token`,
    });
  });
});

describe('sandbox OAuth discovery document', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(async () => sb.close());

  it('advertises only what the server has: no openid scope without ID tokens and their keys; every endpoint answers', async () => {
    const res = await sb.app.inject({
      method: 'GET',
      url: '/osp/a/idm/auth/oauth2/.well-known/openid-configuration',
      headers: { host: HOST },
    });
    const doc = res.json() as Record<string, unknown>;
    const scopes = doc.scopes_supported as string[];
    const responseTypes = doc.response_types_supported as string[];
    // OpenID Connect Discovery: a provider that offers `openid` must name its keys, signing algorithms and subject types.
    if (scopes.includes('openid')) {
      expect(doc).toHaveProperty('jwks_uri');
      expect(doc).toHaveProperty('id_token_signing_alg_values_supported');
      expect(doc).toHaveProperty('subject_types_supported');
    }
    expect(scopes).not.toContain('openid');
    expect(responseTypes.filter((t) => t.includes('id_token'))).toEqual([]);
    expect(doc.issuer).toBe(`http://${HOST}/osp/a/idm/auth/oauth2`);
    for (const key of Object.keys(doc).filter((k) => k.endsWith('_endpoint'))) {
      const url = new URL(String(doc[key]));
      expect(url.origin, key).toBe(`http://${HOST}`);
      const known = sb.app.routeList.some((route) => route.url === url.pathname);
      expect(known, `${key} ${url.pathname}`).toBe(true);
    }
    for (const grant of doc.grant_types_supported as string[]) {
      const answer = await sb.app.inject({
        method: 'POST',
        url: '/osp/a/idm/auth/oauth2/token',
        headers: { authorization: BASIC, host: HOST },
        payload: { grant_type: grant },
      });
      expect(answer.json(), grant).not.toMatchObject({ error: 'unsupported_grant_type' });
    }
  });
});
