import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src/core';
import {
  PENDING_SIGN_IN_KEY,
  callbackParams,
  challengeS256,
  randomToken,
  redirectUriOf,
  sameState,
} from '../../../src/core/pkce';
import { memoryTokenStore, parseTokenAnswer } from '../../../src/core/token-store';
import { CONSOLE_BASE, CONTEXT_JSON, fakeFetch, json, testEnv, type RecordedCall } from './fakes';

const PARTNER_PAGE = 'https://partner.example/shop/page.html?item=7#top';
const TOKEN_URL = 'https://idm.example.com/osp/a/idm/auth/oauth2/token';

describe('PKCE', () => {
  it('makes 43-character verifiers and the RFC 7636 S256 challenge', async () => {
    const verifier = randomToken();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(verifier);
    // RFC 7636 appendix B.
    expect(await challengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(await challengeS256(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('reads the answer and the redirect URI of the host page; compares states exactly', () => {
    expect(callbackParams(PARTNER_PAGE)).toBeNull();
    expect(callbackParams('https://p.example/a?state=s&code=c')).toEqual({ code: 'c', state: 's', error: null });
    expect(redirectUriOf('https://p.example/a?x=1&code=c&state=s#h')).toBe('https://p.example/a?x=1');
    expect(sameState('abc', 'abc')).toBe(true);
    expect(sameState('abc', 'abd')).toBe(false);
    expect(sameState('', '')).toBe(false);
  });
});

describe('in-memory tokens', () => {
  it('keep the refresh token when a refresh answers none, and clear', () => {
    const store = memoryTokenStore();
    store.set(parseTokenAnswer({ access_token: 'a1', token_type: 'bearer', refresh_token: 'r1' })!);
    expect(store.get()).toEqual({ tokenType: 'Bearer', accessToken: 'a1', refreshToken: 'r1' });
    expect(parseTokenAnswer({ access_token: 'a2' }, 'r1')?.refreshToken).toBe('r1');
    expect(parseTokenAnswer({ error: 'invalid_grant' })).toBeNull();
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('a widget on another origin', () => {
  function partnerCore(routes: Record<string, (call: RecordedCall) => Response>) {
    const server = fakeFetch({ LoadContextConfigServlet: () => json(CONTEXT_JSON), ...routes });
    const env = testEnv(server.fetch);
    env.location.href = PARTNER_PAGE;
    env.scroll.y = 640;
    const core = createCore({ consoleBase: CONSOLE_BASE, env });
    return { core, env, server };
  }

  it('signs in by code + PKCE, comes back to the same page and scroll, and keeps tokens in memory only', async () => {
    let tokenCalls = 0;
    const { core, env, server } = partnerCore({
      'oauth2/token': () => json({ access_token: `access-${++tokenCalls}`, token_type: 'Bearer', refresh_token: 'r1' }),
      'rest/x': (call) =>
        call.headers['Authorization'] === 'Bearer access-2' ? json({ ok: true }) : json({ Fault: {} }, 401),
    });
    await core.start();
    expect(core.stores.$session.get().status).toBe('redirecting');
    await vi.waitFor(() => expect(env.location.assigned).toHaveLength(1));
    const authorize = new URL(env.location.assigned[0]!);
    expect(authorize.origin + authorize.pathname).toBe(CONTEXT_JSON.Authorize);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe('idm-elements');
    expect(params.get('redirect_uri')).toBe('https://partner.example/shop/page.html?item=7');
    expect(params.get('code_challenge_method')).toBe('S256');
    const pending = JSON.parse(env.sessionStorage.getItem(PENDING_SIGN_IN_KEY)!) as { verifier: string };
    expect(params.get('code_challenge')).toBe(await challengeS256(pending.verifier));
    expect(server.callsTo('LoadContextConfigServlet')[0]?.credentials).toBe('omit');

    // The same page again, with the answer: a fresh core, as after a page load.
    const back = partnerCore({});
    const again = createCore({
      consoleBase: CONSOLE_BASE,
      env: { ...back.env, fetch: server.fetch, sessionStorage: env.sessionStorage },
    });
    back.env.location.href = `https://partner.example/shop/page.html?item=7&code=c1&state=${params.get('state')}`;
    await again.start();
    expect(again.stores.$session.get().status).toBe('ready');
    expect(back.env.location.href).toBe(PARTNER_PAGE);
    expect(back.env.scroll.restored).toEqual([640]);
    expect(env.sessionStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
    const exchange = new URLSearchParams(server.callsTo(TOKEN_URL)[0]!.body);
    expect(Object.fromEntries(exchange)).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: 'https://partner.example/shop/page.html?item=7',
      code_verifier: pending.verifier,
      client_id: 'idm-elements',
    });
    expect(back.env.cookies.names()).toEqual([]);
    expect(back.env.localStorage.getItem('idm.lastAccess')).not.toContain('access');

    // Two requests meet a 401: one refresh for both, then both replay with the new bearer token, no cookies.
    const url = again.http.rest('x');
    const answers = await Promise.all([again.http.request({ url }), again.http.request({ url })]);
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    const refreshes = server.callsTo(TOKEN_URL).filter((call) => call.body?.includes('grant_type=refresh_token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toContain('refresh_token=r1');
    expect(server.callsTo('rest/x').every((call) => call.credentials === 'omit')).toBe(true);

    // Sign-out forgets the tokens and ends the IDM sign-in session too, coming back to this page.
    again.signOut();
    expect(again.session.hasSession()).toBe(false);
    const logout = new URL(back.env.location.assigned.at(-1) ?? '');
    expect(logout.pathname).toMatch(/\/logout$/);
    expect(logout.searchParams.get('target')).toBe(PARTNER_PAGE);
  });

  it('holds a read asked while the code is exchanged until the token is there (no 401, no second sign-in)', async () => {
    const { core, env, server } = partnerCore({
      'oauth2/token': () => json({ access_token: 'a1', token_type: 'Bearer', refresh_token: 'r1' }),
      'rest/y': (call) =>
        call.headers['Authorization'] === 'Bearer a1' ? json({ ok: true }) : json({ Fault: {} }, 401),
    });
    env.sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ state: 'sent', verifier: 'v'.repeat(43), redirectUri: 'x', returnTo: PARTNER_PAGE, scrollY: 0 }),
    );
    env.location.href = 'https://partner.example/shop/page.html?item=7&code=c1&state=sent';
    const startup = core.start();
    const early = core.http.request({ url: core.http.rest('y') });
    await startup;
    expect(await early).toEqual({ ok: true });
    expect(server.callsTo('rest/y')).toHaveLength(1);
    expect(env.location.assigned).toEqual([]);
  });

  it('sends each refresh with the refresh token the last answer gave (the server rotates them)', async () => {
    // A rotating token endpoint: every answer carries a new refresh token; an older one is refused.
    let issued = 0;
    const { core, env, server } = partnerCore({
      'oauth2/token': (call) => {
        const form = new URLSearchParams(call.body);
        if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') !== `r${issued}`)
          return json({ error: 'invalid_grant' }, 400);
        issued++;
        return json({ access_token: `a${issued}`, token_type: 'Bearer', refresh_token: `r${issued}` });
      },
      // Every other call is refused as if its token had expired: each read costs one refresh, then replays.
      'rest/z': (call) => {
        const sent = Number(/Bearer a(\d+)/.exec(call.headers['Authorization'] ?? '')?.[1] ?? 0);
        return sent === issued && server.callsTo('rest/z').length % 2 === 0
          ? json({ ok: true })
          : json({ Fault: {} }, 401);
      },
    });
    env.sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ state: 'sent', verifier: 'v'.repeat(43), redirectUri: 'x', returnTo: PARTNER_PAGE, scrollY: 0 }),
    );
    env.location.href = 'https://partner.example/shop/page.html?item=7&code=c1&state=sent';
    await core.start();
    for (let round = 0; round < 3; round++)
      expect(await core.http.request({ url: core.http.rest('z') })).toEqual({ ok: true });
    const sentRefreshTokens = server
      .callsTo(TOKEN_URL)
      .map((call) => new URLSearchParams(call.body))
      .filter((form) => form.get('grant_type') === 'refresh_token')
      .map((form) => form.get('refresh_token'));
    expect(sentRefreshTokens).toEqual(['r1', 'r2', 'r3']);
    expect(env.location.assigned).toEqual([]);
  });

  it('refuses an answer whose state is not the one sent, and exchanges nothing', async () => {
    const { core, env, server } = partnerCore({ 'oauth2/token': () => json({ access_token: 'a' }) });
    env.sessionStorage.setItem(
      PENDING_SIGN_IN_KEY,
      JSON.stringify({ state: 'sent', verifier: 'v', redirectUri: 'x', returnTo: PARTNER_PAGE, scrollY: 0 }),
    );
    env.location.href = 'https://partner.example/shop/page.html?item=7&code=c1&state=forged';
    await core.start();
    expect(core.stores.$session.get()).toMatchObject({ status: 'error' });
    expect(server.callsTo(TOKEN_URL)).toHaveLength(0);
    expect(env.location.href).toBe(PARTNER_PAGE);
  });
});
