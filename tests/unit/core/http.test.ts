import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../../../src/core';
import { HttpError, NetworkError, errorMessage } from '../../../src/core/errors';
import { createHttpClient, type SessionHooks } from '../../../src/core/http';
import { parseContextConfig } from '../../../src/domain/context';
import { CONSOLE_BASE, CONTEXT_JSON, deferred, fakeFetch, json, text, type Route } from './fakes';

const context = parseContextConfig(CONTEXT_JSON);
const REST = 'https://idm.example.com/IDMProv/rest/';

function setup(
  routes: Record<string, Route>,
  cookies: Record<string, string> = { MFSSO_IDMDASH: 'Bearer,old', netiq_idm_rbpm_acsrf: 'csrf-1' },
) {
  const server = fakeFetch(routes);
  const jar = memoryCookieJar(cookies);
  const hooks = {
    signIn: vi.fn<SessionHooks['signIn']>(),
    logout: vi.fn<SessionHooks['logout']>(),
    changePassword: vi.fn<SessionHooks['changePassword']>(() => null),
    tokenRefreshed: vi.fn<SessionHooks['tokenRefreshed']>(),
  };
  const http = createHttpClient({
    fetch: server.fetch,
    cookies: jar,
    getConsoleBase: () => CONSOLE_BASE,
    getContext: () => context,
    hooks,
  });
  return { http, server, jar, hooks };
}

/** A REST endpoint that only accepts the refreshed token. */
const acceptsOnly =
  (token: string): Route =>
  (call) =>
    call.headers['Authorization'] === `Bearer ${token}`
      ? json({ ok: true })
      : json({ Fault: { Code: { Value: 'Sender' } } }, 401);

describe('http client: URLs and headers', () => {
  it('builds REST URLs from the console origin and the context', () => {
    const { http } = setup({});
    expect(http.rest('access/info/user/rights')).toBe(`${REST}access/info/user/rights`);
    expect(http.rest('/catalog/roles')).toBe(`${REST}catalog/roles`);
    expect(http.console('build-info.json')).toBe(`${CONSOLE_BASE}build-info.json`);
  });

  it("sends a read the first screen does not wait for at the browser's low priority, others at its default", async () => {
    const { http, server } = setup({ 'rest/access': () => json({}) });
    await http.request({ url: http.rest('access/notifyService'), priority: 'low' });
    await http.request({ url: http.rest('access/info/user/rights') });
    expect(server.calls.map((call) => call.priority)).toEqual(['low', undefined]);
  });

  it('sends the requests asked for in one task together, once that task ends (one burst)', async () => {
    const { http, server } = setup({ 'rest/access': () => json({}) });
    const answers = [
      http.request({ url: http.rest('access/info/user/rights') }),
      http.request({ url: http.rest('access/x') }),
    ];
    expect(server.calls).toHaveLength(0);
    await Promise.all(answers);
    expect(server.calls.map((call) => call.url)).toEqual([`${REST}access/info/user/rights`, `${REST}access/x`]);
  });

  it('sends the token, CSRF echo, JSON content type and no-cache headers, with credentials', async () => {
    const { http, server } = setup({ 'rest/access': () => json({ a: 1 }) });
    await expect(http.request({ url: http.rest('access/x') })).resolves.toEqual({ a: 1 });
    const call = server.calls[0]!;
    expect(call.credentials).toBe('include');
    expect(call.headers).toEqual({
      Authorization: 'Bearer old',
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      Pragma: 'no-cache',
      Expires: '0',
      netiq_idm_rbpm_acsrf: 'csrf-1',
    });
  });

  it('sends the console language as Accept-Language to REST calls, so names come back localised', async () => {
    const server = fakeFetch({ 'rest/': () => json({}), '/api/': () => json({}) });
    let locale = 'de';
    const http = createHttpClient({
      fetch: server.fetch,
      cookies: memoryCookieJar({}),
      getConsoleBase: () => CONSOLE_BASE,
      getContext: () => context,
      getLocale: () => locale,
      hooks: { signIn: vi.fn(), logout: vi.fn(), changePassword: () => null, tokenRefreshed: vi.fn() },
    });
    await http.request({ url: http.rest('access/info/user/navigationmenu') });
    locale = 'ar';
    await http.request({ url: http.rest('access/info/user/navigationmenu') });
    await http.request({ url: 'https://idm.example.com/IDMProv/api/thing' });
    expect(server.calls.map((call) => call.headers['Accept-Language'])).toEqual(['de', 'ar', undefined]);
  });

  it('sends only the Authorization header to /api/ URLs', async () => {
    const { http, server } = setup({ '/api/': () => json({}) });
    await http.request({ url: 'https://idm.example.com/IDMProv/api/thing' });
    expect(server.calls[0]!.headers).toEqual({ Authorization: 'Bearer old' });
  });

  it('repeats array query parameters, skips missing ones and serialises bodies', async () => {
    const { http, server } = setup({ 'rest/': () => json({}) });
    await http.request({
      method: 'POST',
      url: http.rest('access/permissions'),
      query: { type: ['ROLE', 'RESOURCE'], q: 'a b', size: 10, absent: undefined },
      body: { dn: 'cn=x' },
      headers: { 'Content-Type': 'text/plain' },
    });
    const call = server.calls[0]!;
    expect(call.url).toBe(`${REST}access/permissions?type=ROLE&type=RESOURCE&q=a+b&size=10`);
    expect(call.method).toBe('POST');
    expect(call.body).toBe('{"dn":"cn=x"}');
    expect(call.headers['Content-Type']).toBe('text/plain');
  });

  it('reads text answers and empty bodies', async () => {
    const { http } = setup({ locale: () => text('en'), empty: () => new Response(null, { status: 204 }) });
    await expect(http.request({ url: http.rest('defaultlocale'), responseType: 'text' })).resolves.toBe('en');
    await expect(http.request({ url: http.rest('empty') })).resolves.toBeUndefined();
  });
});

describe('http client: failures', () => {
  it('throws HttpError with the parsed Fault on non-2xx', async () => {
    const fault = { Fault: { Code: { Value: 'Sender', Subcode: { Value: 'INV_INPUT' } }, Reason: { Text: 'Bad dn' } } };
    const { http } = setup({ 'rest/': () => json(fault, 400) });
    const error = await http.request({ url: http.rest('x') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, fault, body: fault });
  });

  it('throws NetworkError when fetch rejects', async () => {
    const { http } = setup({ 'rest/': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(http.request({ url: http.rest('x') })).rejects.toBeInstanceOf(NetworkError);
  });

  it('throws NetworkError (never empty data) when the connection breaks while the answer comes in', async () => {
    const cut = () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const { http } = setup({ 'rest/': cut });
    const error = await http.request({ url: http.rest('x') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error)).toBe('Network Error');
  });

  it('lets aborts through as they are', async () => {
    const { http } = setup({ 'rest/': () => Promise.reject(new DOMException('aborted', 'AbortError')) });
    await expect(http.request({ url: http.rest('x') })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('logs out on 400 invalid_grant', async () => {
    const { http, hooks } = setup({ 'rest/': () => json({ error: 'invalid_grant' }, 400) });
    await expect(http.request({ url: http.rest('x') })).rejects.toBeInstanceOf(HttpError);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });

  it('does not log out on other 400 answers', async () => {
    const { http, hooks } = setup({ 'rest/': () => json({ error: 'invalid_request' }, 400) });
    await expect(http.request({ url: http.rest('x') })).rejects.toBeInstanceOf(HttpError);
    expect(hooks.logout).not.toHaveBeenCalled();
  });
});

describe('http client: 401 and token refresh', () => {
  it('50 concurrent 401s cause exactly one refresh, and all 50 succeed on replay', async () => {
    const refreshGate = deferred();
    const { http, server, jar, hooks } = setup({
      'rest/access/data': acceptsOnly('new'),
      RefreshTokenServlet: async () => {
        await refreshGate.promise;
        return json({ token_type: 'Bearer', access_token: 'new' });
      },
      '/auth/app/activity': () => text('OK'),
    });
    const requests = Array.from({ length: 50 }, (_, i) => http.request({ url: http.rest(`access/data/${i}`) }));
    await vi.waitFor(() => expect(server.callsTo('rest/access/data')).toHaveLength(50));
    refreshGate.resolve();
    const results = await Promise.all(requests);

    expect(results).toHaveLength(50);
    expect(results.every((r) => (r as { ok: boolean }).ok)).toBe(true);
    expect(server.callsTo('RefreshTokenServlet')).toHaveLength(1);
    expect(server.callsTo('rest/access/data')).toHaveLength(100);
    expect(jar.get('MFSSO_IDMDASH')).toBe('Bearer,new');
    expect(server.callsTo('/auth/app/activity')).toHaveLength(1);
    expect(server.callsTo('/auth/app/activity')[0]!.credentials).toBe('include');
    expect(hooks.tokenRefreshed).toHaveBeenCalledTimes(1);
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('replays once only: a second 401 after the refresh fails the request', async () => {
    const { http, server } = setup({
      'rest/': () => json({}, 401),
      RefreshTokenServlet: () => json({ token_type: 'Bearer', access_token: 'new' }),
    });
    const error = await http.request({ url: http.rest('x') }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(server.callsTo('rest/')).toHaveLength(2);
    expect(server.callsTo('RefreshTokenServlet')).toHaveLength(1);
  });

  it('a failed refresh logs out once and fails every waiting request with its 401', async () => {
    const { http, server, hooks } = setup({
      'rest/': () => json({}, 401),
      RefreshTokenServlet: () => json({ Fault: { Code: { Value: 'Receiver' } } }, 500),
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => http.request({ url: http.rest('x') })));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as HttpError).status === 401)).toBe(true);
    expect(server.callsTo('RefreshTokenServlet')).toHaveLength(1);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
    expect(hooks.signIn).not.toHaveBeenCalled();
  });

  it('489 from the refresh starts a new login (reauth) instead of logging out', async () => {
    const { http, hooks } = setup({ 'rest/': () => json({}, 401), RefreshTokenServlet: () => json({}, 489) });
    await expect(http.request({ url: http.rest('x') })).rejects.toMatchObject({ status: 401 });
    expect(hooks.signIn).toHaveBeenCalledExactlyOnceWith({ reauth: true });
    expect(hooks.logout).not.toHaveBeenCalled();
  });

  it('a 401 without any session cookie goes to sign-in without refreshing', async () => {
    const { http, server, hooks } = setup({ 'rest/': () => json({}, 401), RefreshTokenServlet: () => json({}) }, {});
    await expect(http.request({ url: http.rest('x') })).rejects.toMatchObject({ status: 401 });
    expect(hooks.signIn).toHaveBeenCalledExactlyOnceWith({ reauth: false });
    expect(server.callsTo('RefreshTokenServlet')).toHaveLength(0);
  });

  it('replays without refreshing when another refresh already replaced the token', async () => {
    const { http, server, jar } = setup({
      'rest/': (call) => {
        if (call.headers['Authorization'] === 'Bearer old') {
          jar.set('MFSSO_IDMDASH', 'Bearer,newer'); // a refresh elsewhere finished meanwhile
          return json({}, 401);
        }
        return json({ ok: true });
      },
      RefreshTokenServlet: () => json({ token_type: 'Bearer', access_token: 'unused' }),
    });
    await expect(http.request({ url: http.rest('x') })).resolves.toEqual({ ok: true });
    expect(server.callsTo('RefreshTokenServlet')).toHaveLength(0);
  });

  it('a refresh answer without a token logs out', async () => {
    const { http, hooks } = setup({
      'rest/': () => json({}, 401),
      RefreshTokenServlet: () => json({ token_type: 'Bearer' }),
    });
    await expect(http.request({ url: http.rest('x') })).rejects.toBeInstanceOf(HttpError);
    expect(hooks.logout).toHaveBeenCalledTimes(1);
  });
});

describe('http client: 498 password change', () => {
  it('opens the change-password hook once for concurrent 498s, then replays each', async () => {
    let passwordChanged = false;
    const closed = deferred();
    const { http, server, hooks } = setup({
      'rest/': () => (passwordChanged ? json({ ok: true }) : json({}, 498)),
    });
    hooks.changePassword.mockImplementation(() => closed.promise);
    const requests = [http.request({ url: http.rest('a') }), http.request({ url: http.rest('b') })];
    await vi.waitFor(() => expect(hooks.changePassword).toHaveBeenCalledTimes(1));
    passwordChanged = true;
    closed.resolve();
    await expect(Promise.all(requests)).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(hooks.changePassword).toHaveBeenCalledTimes(1);
    expect(server.calls).toHaveLength(4);
  });

  it('fails with the 498 when nobody can show the frame', async () => {
    const { http } = setup({ 'rest/': () => json({}, 498) });
    await expect(http.request({ url: http.rest('a') })).rejects.toMatchObject({ status: 498 });
  });
});
