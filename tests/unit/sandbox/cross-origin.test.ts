import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPageCsp, rewriteDemoPage } from '../../../demo/server/demo-origin.js';
import { HOST, ORIGIN, REST, cookie, passwordToken, restGet, startSandbox, type TestSandbox } from './helpers.js';

const PARTNER = 'http://localhost:8228';
const REDIRECT = `${PARTNER}/demo/partner.html`;
const CONFIGURED = 'https://partner.example/app/';
const VERIFIER = 'v'.repeat(20) + '-._~' + 'A1'.repeat(15);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const TOKEN_URL = '/osp/a/idm/auth/oauth2/token';

function authorizeUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({ response_type: 'code', client_id: 'idm-elements', state: 's1', ...params });
  return `/osp/a/idm/auth/oauth2/grant?${query.toString()}`;
}

describe('cross-origin sign-in: public client with PKCE, redirect URIs, CORS', () => {
  let sb: TestSandbox;
  let osp: string;
  beforeAll(async () => {
    sb = await startSandbox({
      demoOrigins: [PARTNER],
      redirectUris: [CONFIGURED],
      corsOrigins: ['https://partner.example'],
    });
    const login = await sb.app.inject({
      method: 'POST',
      url: '/osp/a/idm/auth/app/login',
      headers: { host: HOST },
      payload: { username: 'euser', password: 'Passw0rd' },
    });
    osp = cookie(login, 'OSP_SESSION')?.value ?? '';
  });
  afterAll(async () => sb.close());

  const grant = (params: Record<string, string>) =>
    sb.app.inject({ method: 'GET', url: authorizeUrl(params), headers: { host: HOST }, cookies: { OSP_SESSION: osp } });

  async function codeFor(redirectUri = REDIRECT): Promise<string> {
    const res = await grant({ redirect_uri: redirectUri, code_challenge: CHALLENGE, code_challenge_method: 'S256' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe(redirectUri.split('?')[0]);
    expect(location.searchParams.get('state')).toBe('s1');
    return location.searchParams.get('code') ?? '';
  }

  const exchange = (code: string, verifier: string, redirectUri = REDIRECT) =>
    sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST, origin: PARTNER },
      payload: {
        grant_type: 'authorization_code',
        client_id: 'idm-elements',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
    });

  it('issues tokens for the right verifier, once; refuses a wrong verifier', async () => {
    const wrong = await exchange(await codeFor(), 'w'.repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const code = await codeFor();
    const right = await exchange(code, VERIFIER);
    expect(right.statusCode).toBe(200);
    const tokens = right.json() as { access_token: string; refresh_token: string };
    expect((await restGet(sb.app, '/access/users/info', tokens.access_token)).statusCode).not.toBe(401);

    const reused = await exchange(code, VERIFIER);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });

    const refreshed = await sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST },
      payload: { grant_type: 'refresh_token', client_id: 'idm-elements', refresh_token: tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ token_type: 'Bearer', refresh_token: expect.any(String) });
    // The public client's refresh token rotates (docs/security.md "Refresh tokens of the public client").
    expect((refreshed.json() as { refresh_token: string }).refresh_token).not.toBe(tokens.refresh_token);
  });

  it('accepts a configured redirect URI and refuses a public client without S256 challenge', async () => {
    expect(await codeFor(CONFIGURED)).not.toBe('');
    const plain = await grant({ redirect_uri: REDIRECT, code_challenge: CHALLENGE, code_challenge_method: 'plain' });
    const location = new URL(String(plain.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
    const none = await grant({ redirect_uri: REDIRECT });
    expect(new URL(String(none.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });

  it('says so on its own page when the redirect URI is not registered', async () => {
    for (const uri of ['https://evil.example/demo/partner.html', `${REDIRECT}?x=1`, `${PARTNER}/other.html`]) {
      const res = await grant({ redirect_uri: uri, code_challenge: CHALLENGE, code_challenge_method: 'S256' });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Redirect URI not registered');
    }
  });

  it('refuses the password grant and idmdash refresh tokens to the public client', async () => {
    const password = await sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST },
      payload: { grant_type: 'password', client_id: 'idm-elements', username: 'euser', password: 'Passw0rd' },
    });
    expect(password.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('answers CORS for listed origins only, preflights included', async () => {
    const token = await passwordToken(sb.app, 'euser');
    for (const origin of [PARTNER, 'https://partner.example']) {
      const preflight = await sb.app.inject({
        method: 'OPTIONS',
        url: `${REST}/access/users/info`,
        headers: { host: HOST, origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const listed = await sb.app.inject({
      method: 'GET',
      url: '/idmdash/LoadContextConfigServlet',
      headers: { host: HOST, origin: PARTNER },
    });
    expect(listed.headers['access-control-allow-origin']).toBe(PARTNER);
    const unlisted = await sb.app.inject({
      method: 'GET',
      url: `${REST}/access/users/info`,
      headers: { host: HOST, origin: 'https://evil.example', authorization: `Bearer ${token}` },
    });
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await sb.app.inject({
      method: 'OPTIONS',
      url: TOKEN_URL,
      headers: { host: HOST, origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const login = await sb.app.inject({
      method: 'GET',
      url: '/osp/a/idm/auth/app/login',
      headers: { host: HOST, origin: PARTNER },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets a listed origin's widget send If-Match and read an object's ETag (versions)", async () => {
    const preflight = await sb.app.inject({
      method: 'OPTIONS',
      url: `${REST}/access/groups`,
      headers: {
        host: HOST,
        origin: PARTNER,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type, if-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('if-match');
    const token = await passwordToken(sb.app, 'uaadmin');
    const read = await sb.app.inject({
      method: 'GET',
      url: `${REST}/admin/display/settings/general`,
      headers: { host: HOST, origin: PARTNER, authorization: `Bearer ${token}` },
    });
    expect(read.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(String(read.headers['access-control-expose-headers'])).toContain('etag');
  });
});

describe('second-origin demo pages', () => {
  it('load the elements from the IDM origin, under a partner-like CSP', () => {
    const html = '<script type="module" src="../elements/idm-loader.js"></script><a href="../idmdash/">x</a>';
    expect(rewriteDemoPage(html, ORIGIN)).toBe(
      `<script type="module" src="${ORIGIN}/elements/idm-loader.js"></script><a href="${ORIGIN}/idmdash/">x</a>`,
    );
    expect(hostPageCsp(ORIGIN)).toContain(`script-src 'self' ${ORIGIN}`);
    expect(hostPageCsp(ORIGIN)).toContain(`connect-src ${ORIGIN}`);
  });
});
