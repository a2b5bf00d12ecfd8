import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, createCore, getCore, peekCore, resetCore, STORAGE_KEYS, type IdmCore } from '../../../src/core';
import { sendContextRead } from '../../../elements/console-landing';
import { EARLY_CONTEXT_GLOBAL_KEY, installEarlyReads } from '../../../src/core/early-reads';
import { CONSOLE_BASE, CONTEXT_JSON, SESSION_COOKIE, fakeFetch, json, testEnv, text } from './fakes';

const AUTHORIZE_URL =
  'https://idm.example.com/osp/a/idm/auth/oauth2/grant?response_type=code&client_id=idmdash' +
  '&redirect_uri=https%3A%2F%2Fidm.example.com%2Fidmdash%2Foauth.html';

function newCore(cookies: Record<string, string> = SESSION_COOKIE, autoSignIn = true) {
  const server = fakeFetch({
    LoadContextConfigServlet: () => json(CONTEXT_JSON),
    'rest/access/data': (call) =>
      call.headers['Authorization'] === 'Bearer fresh' ? json({ ok: true }) : json({}, 401),
    RefreshTokenServlet: () => json({}, 489),
    'i18n/': () => text('', 404),
  });
  const env = testEnv(server.fetch, cookies);
  const core = createCore({ consoleBase: CONSOLE_BASE, autoSignIn, env });
  return { core, env, server };
}

afterEach(() => {
  resetCore();
  vi.useRealTimers();
});

describe('core.start', () => {
  it('loads the context and becomes ready with a session cookie', async () => {
    const { core, server } = newCore();
    await core.start();
    expect(core.context?.rraClientId).toBe('idmdash');
    expect(core.stores.$session.get()).toEqual({ status: 'ready' });
    expect(server.callsTo('LoadContextConfigServlet')).toHaveLength(1);
  });

  it("on the console's page, starts on the context its landing script read, and asks the server only on a retry", async () => {
    installEarlyReads();
    const holder = globalThis as unknown as Record<symbol, unknown>;
    holder[Symbol.for(EARLY_CONTEXT_GLOBAL_KEY)] = sendContextRead({
      href: CONSOLE_BASE,
      fetch: () => Promise.resolve(json({ ...CONTEXT_JSON, RRAClientID: 'from-landing' })),
    });
    const { core, server } = newCore();
    await core.start();
    expect(core.context?.rraClientId).toBe('from-landing');
    expect(server.callsTo('LoadContextConfigServlet')).toHaveLength(0);

    holder[Symbol.for(EARLY_CONTEXT_GLOBAL_KEY)] = sendContextRead({
      href: CONSOLE_BASE,
      fetch: () => Promise.resolve(json({}, 503)),
    });
    resetCore();
    const second = newCore();
    await second.core.start();
    expect(second.core.context?.rraClientId).toBe('idmdash');
    expect(second.server.callsTo('LoadContextConfigServlet')).toHaveLength(1);
  });

  it('is idempotent: concurrent and later calls share one start', async () => {
    const { core, server } = newCore();
    const first = core.start();
    expect(core.start()).toBe(first);
    await first;
    await core.start();
    expect(server.callsTo('LoadContextConfigServlet')).toHaveLength(1);
  });

  it('without a session cookie, stores the page and redirects to authorize with the exact query', async () => {
    const { core, env } = newCore({});
    await core.start();
    expect(env.location.assigned).toEqual([AUTHORIZE_URL]);
    expect(env.sessionStorage.getItem(STORAGE_KEYS.returnTo)).toBe('https://idm.example.com/idmdash/#/tasks');
    expect(core.stores.$session.get().status).toBe('redirecting');
  });

  it('with autoSignIn off, reports signed-out instead of redirecting', async () => {
    const { core, env } = newCore({}, false);
    await core.start();
    expect(env.location.assigned).toEqual([]);
    expect(core.stores.$session.get().status).toBe('signed-out');
  });

  it("rejects and reports 'Server error' when the context cannot be loaded, and may retry", async () => {
    let healthy = false;
    const server = fakeFetch({
      LoadContextConfigServlet: () => (healthy ? json(CONTEXT_JSON) : text('<html/>', 500, 'text/html')),
    });
    const core = createCore({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch, SESSION_COOKIE) });
    await expect(core.start()).rejects.toThrow('Server error');
    expect(core.stores.$session.get()).toEqual({ status: 'error', error: 'Server error' });
    healthy = true;
    await core.start();
    expect(core.stores.$session.get().status).toBe('ready');
  });

  it('489 on a token refresh sends the page to authorize with state=reauthenitcate', async () => {
    const { core, env } = newCore();
    await core.start();
    await expect(core.http.request({ url: core.http.rest('access/data') })).rejects.toMatchObject({ status: 401 });
    expect(env.location.assigned).toEqual([`${AUTHORIZE_URL}&state=reauthenitcate`]);
  });
});

describe('core.signOut', () => {
  it('clears the cache, the stores and the session cookies, then goes to logout with the page as target', async () => {
    const { core, env } = newCore({ ...SESSION_COOKIE, MFSSO_OTHER: 'x' });
    await core.start();
    core.queryClient.setQueryData(['idm', 'anything'], 1);
    core.stores.$user.set({ dn: 'cn=a', fullName: 'A' });
    core.stores.$sessionWarning.set(true);
    core.feedback.show('success', 'Saved');
    env.localStorage.setItem(STORAGE_KEYS.lastAccess, '1');

    core.signOut();

    expect(core.queryClient.getQueryData(['idm', 'anything'])).toBeUndefined();
    expect(core.stores.$user.get()).toBeNull();
    expect(core.stores.$sessionWarning.get()).toBe(false);
    expect(core.stores.$feedback.get()).toEqual([]);
    expect(env.cookies.names()).toEqual(['netiq_idm_rbpm_acsrf']);
    expect(env.localStorage.getItem(STORAGE_KEYS.lastAccess)).toBeNull();
    expect(env.location.assigned).toEqual([
      'https://idm.example.com/osp/a/idm/auth/app/logout?target=https%3A%2F%2Fidm.example.com%2Fidmdash%2F%23%2Ftasks',
    ]);
    expect(core.stores.$session.get().status).toBe('redirecting');
  });

  it("forgets the last visits' start-up reads on any page, the console's (early reads installed) or a widget's", async () => {
    for (const install of [false, true]) {
      if (install) installEarlyReads();
      const { core, env } = newCore();
      await core.start();
      env.localStorage.setItem('idm.startupReads', JSON.stringify({ '/idmdash/#tasks': [] }));
      core.signOut();
      expect(env.localStorage.getItem('idm.startupReads'), `installed: ${install}`).toBeNull();
      resetCore();
    }
  });

  it('logs out only once however many failures ask for it', async () => {
    const { core, env } = newCore();
    await core.start();
    core.session.logout();
    core.session.logout();
    core.signOut();
    expect(env.location.assigned).toHaveLength(1);
  });
});

describe('core.setLocale', () => {
  it('sets the locale store with its direction and keeps English when the file is missing', async () => {
    const { core } = newCore();
    await core.setLocale('ar');
    expect(core.stores.$locale.get()).toEqual({ locale: 'ar', dir: 'rtl' });
    expect(core.i18n.t('common.cancel')).toBe('Cancel');
  });

  it('uses the translation file when there is one', async () => {
    const server = fakeFetch({ 'i18n/de/shell.json': () => json({ common: { cancel: 'Abbrechen' } }) });
    const core = createCore({ consoleBase: CONSOLE_BASE, env: testEnv(server.fetch) });
    await core.setLocale('de');
    expect(server.calls[0]!.url).toBe(`${CONSOLE_BASE}i18n/de/shell.json`);
    expect(core.i18n.t('common.cancel')).toBe('Abbrechen');
    expect(core.i18n.t('common.loading')).toBe('Loading...');
    expect(core.stores.$locale.get().dir).toBe('ltr');
  });
});

describe('core.setLocale and server-named data', () => {
  it('marks what was fetched as stale when the language changes (names come in the Accept-Language), not when it stays', async () => {
    const { core } = newCore();
    core.queryClient.setQueryData(['idm', 'navigation', 'menu', 'en'], { menuItems: [] });
    await core.setLocale('en');
    expect(core.queryClient.getQueryState(['idm', 'navigation', 'menu', 'en'])?.isInvalidated).toBe(false);
    await core.setLocale('de');
    expect(core.queryClient.getQueryState(['idm', 'navigation', 'menu', 'en'])?.isInvalidated).toBe(true);
  });
});

describe('core.once', () => {
  it('runs a task once per key and lets a failed task run again', async () => {
    const { core } = newCore();
    const task = vi.fn(async () => 42);
    await Promise.all([core.once('k', task), core.once('k', task)]);
    expect(task).toHaveBeenCalledTimes(1);
    const failing = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce(1);
    await expect(core.once('f', failing)).rejects.toThrow('x');
    await expect(core.once('f', failing)).resolves.toBe(1);
  });
});

describe('the page-wide core', () => {
  it('configure() creates one core that getCore() returns, with defaults resolved', () => {
    const core = configure({ env: testEnv(fakeFetch({}).fetch) });
    expect(getCore()).toBe(core);
    expect(core.options).toEqual({
      consoleBase: 'https://idm.example.com/idmdash/',
      clientId: '1',
      autoSignIn: true,
      publicClientId: 'idm-elements',
    });
  });

  it('is shared by two bundles (two module instances) through a Symbol.for global', async () => {
    vi.resetModules();
    const bundleA = await import('../../../src/core/index');
    vi.resetModules();
    const bundleB = await import('../../../src/core/index');
    expect(bundleA.configure).not.toBe(bundleB.configure);

    const core = bundleA.configure({ clientId: '7', env: testEnv(fakeFetch({}).fetch) });
    expect(bundleB.getCore()).toBe(core);
    expect(bundleB.configure()).toBe(core);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('idm-console.core')]).toBe(core);
    bundleB.resetCore();
    expect(bundleA.peekCore()).toBeNull();
  });

  it('warns once when the existing core comes from a bundle of another version', () => {
    const core = configure({ env: testEnv(fakeFetch({}).fetch) });
    const older: IdmCore = Object.assign(Object.create(core) as IdmCore, { version: '0.0.1' });
    (globalThis as Record<symbol, unknown>)[Symbol.for('idm-console.core')] = older;
    expect(getCore()).toBe(older);
    getCore();
    const warnings = (core.env as ReturnType<typeof testEnv>).warnings;
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('0.0.1');
  });

  it('applies options to an unstarted core and ignores them (with a warning) once started', async () => {
    const env = testEnv(fakeFetch({ LoadContextConfigServlet: () => json(CONTEXT_JSON) }).fetch, SESSION_COOKIE);
    const core = configure({ env });
    configure({ clientId: '5' });
    expect(core.options.clientId).toBe('5');
    await core.start();
    configure({ clientId: '9' });
    expect(core.options.clientId).toBe('5');
    expect(env.warnings).toHaveLength(1);
  });

  it('peekCore() does not create a core', () => {
    expect(peekCore()).toBeNull();
  });
});
