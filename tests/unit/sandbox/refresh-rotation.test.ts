import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, HOST, cookie, restGet, startSandbox, type TestSandbox } from './helpers.js';

const PARTNER = 'http://localhost:8228';
const REDIRECT = `${PARTNER}/demo/partner.html`;
const VERIFIER = 'r'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const TOKEN_URL = '/osp/a/idm/auth/oauth2/token';
const REVOKE_URL = '/osp/a/idm/auth/oauth2/revoke';
const PUBLIC = 'idm-elements';

interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** The public client's refresh tokens rotate; reuse or revocation ends the grant (RFC 9700 section 4.14). */
describe('refresh tokens of the public client', () => {
  let sb: TestSandbox;
  let osp: string;
  beforeAll(async () => {
    sb = await startSandbox({ demoOrigins: [PARTNER] });
    const login = await sb.app.inject({
      method: 'POST',
      url: '/osp/a/idm/auth/app/login',
      headers: { host: HOST },
      payload: { username: 'euser', password: 'Passw0rd' },
    });
    osp = cookie(login, 'OSP_SESSION')?.value ?? '';
  });
  afterAll(async () => sb.close());

  /** A fresh grant: authorize with PKCE, exchange the code. */
  async function signIn(): Promise<Tokens> {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: PUBLIC,
      redirect_uri: REDIRECT,
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    });
    const authorize = await sb.app.inject({
      method: 'GET',
      url: `/osp/a/idm/auth/oauth2/grant?${query.toString()}`,
      headers: { host: HOST },
      cookies: { OSP_SESSION: osp },
    });
    const code = new URL(String(authorize.headers.location)).searchParams.get('code') ?? '';
    const res = await sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST },
      payload: {
        grant_type: 'authorization_code',
        client_id: PUBLIC,
        code,
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Tokens;
  }

  const refresh = (refreshToken: string) =>
    sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST },
      payload: { grant_type: 'refresh_token', client_id: PUBLIC, refresh_token: refreshToken },
    });

  const signedIn = async (accessToken: string) =>
    (await restGet(sb.app, '/access/info/user/rights', accessToken)).statusCode === 200;

  it('answers a new refresh token on every refresh, each usable once, many times over', async () => {
    let tokens = await signIn();
    const seen = new Set([tokens.refresh_token]);
    for (let round = 0; round < 12; round++) {
      const res = await refresh(tokens.refresh_token);
      expect(res.statusCode).toBe(200);
      const next = res.json() as Tokens;
      expect(seen.has(next.refresh_token)).toBe(false);
      seen.add(next.refresh_token);
      tokens = next;
    }
    expect(await signedIn(tokens.access_token)).toBe(true);
  });

  it('revokes the whole family when a used refresh token comes back, and answers invalid_grant', async () => {
    const first = await signIn();
    const second = (await refresh(first.refresh_token)).json() as Tokens;
    const third = (await refresh(second.refresh_token)).json() as Tokens;
    expect(await signedIn(third.access_token)).toBe(true);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });

    // Every token of that grant is gone: the newest refresh token and every access token descended from it.
    expect((await refresh(third.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    for (const access of [first.access_token, second.access_token, third.access_token])
      expect(await signedIn(access)).toBe(false);
  });

  it('leaves other grants of the same user alone when one family is revoked', async () => {
    const other = await signIn();
    const victim = await signIn();
    await refresh(victim.refresh_token);
    await refresh(victim.refresh_token);
    expect(await signedIn(other.access_token)).toBe(true);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses the refresh tokens of a grant whose access token was revoked by the public client', async () => {
    const tokens = await signIn();
    const rotated = (await refresh(tokens.refresh_token)).json() as Tokens;
    const revoke = await sb.app.inject({
      method: 'POST',
      url: REVOKE_URL,
      headers: { host: HOST },
      payload: { client_id: PUBLIC, token: rotated.access_token },
    });
    expect(revoke.statusCode).toBe(200);
    expect(await signedIn(rotated.access_token)).toBe(false);
    expect((await refresh(rotated.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses the refresh tokens of a grant whose access token the server revoked (confidential revoke)', async () => {
    const tokens = await signIn();
    await sb.app.inject({
      method: 'POST',
      url: REVOKE_URL,
      headers: { host: HOST, authorization: BASIC },
      payload: { token: tokens.access_token },
    });
    expect((await refresh(tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets the public client revoke only its own tokens', async () => {
    const confidential = await sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST, authorization: BASIC },
      payload: { grant_type: 'password', username: 'euser', password: 'Passw0rd' },
    });
    const consoleTokens = confidential.json() as Tokens;
    const revoke = await sb.app.inject({
      method: 'POST',
      url: REVOKE_URL,
      headers: { host: HOST },
      payload: { client_id: PUBLIC, token: consoleTokens.access_token },
    });
    expect(revoke.statusCode).toBe(200);
    expect(await signedIn(consoleTokens.access_token)).toBe(true);
  });

  it('refuses its rotating refresh tokens to the confidential client, which would not rotate them', async () => {
    const tokens = await signIn();
    const res = await sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST, authorization: BASIC },
      payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ends the grant with the OSP sign-out', async () => {
    const tokens = await signIn();
    const rotated = (await refresh(tokens.refresh_token)).json() as Tokens;
    await sb.app.inject({
      method: 'GET',
      url: '/osp/a/idm/auth/app/logout',
      headers: { host: HOST, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      cookies: { OSP_SESSION: osp },
    });
    expect((await refresh(rotated.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await signedIn(rotated.access_token)).toBe(false);
  });
});

/** The console's confidential client keeps OSP's behaviour: one refresh token, valid until it expires or is revoked. */
describe('refresh tokens of the confidential client', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(async () => sb.close());

  it('keeps the same refresh token over many refreshes', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { host: HOST, authorization: BASIC },
      payload: { grant_type: 'password', username: 'uaadmin', password: 'Passw0rd' },
    });
    const { refresh_token: refreshToken } = res.json() as Tokens;
    for (let round = 0; round < 3; round++) {
      const again = await sb.app.inject({
        method: 'POST',
        url: TOKEN_URL,
        headers: { host: HOST, authorization: BASIC },
        payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ refresh_token: refreshToken });
    }
  });
});
