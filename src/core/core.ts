import type { AppContext } from '../domain/context';
import { DEFAULT_LOCALE } from '../domain/locale';
import { DEFAULT_CLIENT_ID } from '../domain/settings';
import { CONTEXT_REQUEST, CROSS_ORIGIN_CONTEXT_REQUEST, ContextLoadError, loadContextConfig } from './config';
import { browserEnv, type TimerId } from './env';
import { forgetStartupReads, installedEarlyReads } from './early-reads-hook';
import { createFeedback, pageOfAddress } from './feedback';
import { createHttpClient } from './http';
import { createI18n, createTranslationLoader } from './i18n';
import { DEFAULT_PUBLIC_CLIENT_ID, publicClientOnDemand } from './public-client-on-demand';
import { createQueryClient } from './query';
import { envSleep, retryRead } from './retry';
import { createSession } from './session';
import { createStores, localeState, resetStores } from './stores';
import type { ConfigureOptions, CoreOptions, IdmCore } from './types';
import { normalizeBase } from './url';
import { CORE_VERSION } from './version';

/** Where the page's one core lives, shared by every bundle that loads this code. */
export const CORE_GLOBAL_KEY: unique symbol = Symbol.for('idm-console.core') as never;

/**
 * The console base the element loader read from its own URL when it runs on a page of another origin
 * (`<idm-origin>/idmdash/`): the default of `consoleBase` there, so that one script tag is enough.
 */
export const SERVER_BASE_HINT_KEY: unique symbol = Symbol.for('idm-console.server-base') as never;

/** How long no query may be fetching before the start-up reads count as done (core/early-reads.ts). */
const STARTUP_QUIET_MS = 500;
const STARTUP_READS_MAX_MS = 10_000;

/** Where the page remembers the console's language between visits. */
const LOCALE_STORAGE_KEY = 'idm.locale';
/** 'de', 'zh_CN', 'pt-BR': what may be remembered (storage is the page's, not ours alone). */
const LOCALE_NAME = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

type CoreHolder = { [CORE_GLOBAL_KEY]?: IdmCore };
const holder = globalThis as CoreHolder;

let warnedAboutVersion = false;

/** A core that is not the page's singleton (tests, storybook). Prefer `configure()` / `getCore()`. */
export function createCore(input: ConfigureOptions = {}): IdmCore {
  const env = browserEnv(input.env);
  const options: CoreOptions = resolveOptions(input, env.location.href);
  const stores = createStores();
  const feedback = createFeedback(stores.$feedback, env, () => pageOfAddress(env.location.href));
  const i18n = createI18n();
  const translations = createTranslationLoader(i18n, () => options.consoleBase, env.fetch);
  /** The language of the last visit: its files are fetched at start-up, beside the context. */
  const rememberedLocale = (): string | null => {
    const locale = env.localStorage.getItem(LOCALE_STORAGE_KEY);
    return locale !== null && LOCALE_NAME.test(locale) ? locale : null;
  };
  const queryClient = createQueryClient();
  let context: AppContext | null = null;
  let startPromise: Promise<void> | null = null;
  const tasks = new Map<string, Promise<unknown>>();
  const sleep = envSleep(env);

  /** A page of another origin than the server's (a partner's): PKCE sign-in, tokens in memory, CORS. */
  // Asked on every request: the URLs are parsed again only when the console base or the page changed.
  let crossOrigin: { base: string; page: string; answer: boolean } | null = null;
  const isCrossOrigin = (): boolean => {
    const base = options.consoleBase;
    const page = env.location.href;
    if (crossOrigin?.base !== base || crossOrigin.page !== page)
      crossOrigin = { base, page, answer: new URL(base).origin !== new URL(page).origin };
    return crossOrigin.answer;
  };
  const publicClient = publicClientOnDemand({
    env,
    clientId: () => options.publicClientId,
    getContext: () => context,
  });
  const activePublicClient = () => (isCrossOrigin() ? publicClient : null);

  const session = createSession({
    env,
    stores,
    feedback,
    getContext: () => context,
    translate: (key) => i18n.t(key),
    getPublicClient: activePublicClient,
  });

  // The console page's landing script may have sent this start-up's reads already (core/early-reads.ts,
  // installed by the console's entry only).
  const earlyReads = installedEarlyReads();
  const startupReads = earlyReads?.createRecorder(env.localStorage, env.location.href);
  const http = createHttpClient({
    fetch:
      earlyReads && startupReads
        ? earlyReads.withEarlyReads(env.fetch, startupReads, () => env.location.href)
        : env.fetch,
    cookies: env.cookies,
    getConsoleBase: () => options.consoleBase,
    getContext: () => context,
    getProxyUser: () => stores.$proxy.get()?.dn ?? null,
    getLocale: () => stores.$locale.get().locale,
    hooks: {
      signIn: ({ reauth }) => session.authorizeRedirect({ reauth }),
      logout: () => session.logout(),
      changePassword: () => session.showPasswordChange(),
      tokenRefreshed: () => session.recordAccess(),
    },
    getBearerSession: () =>
      activePublicClient() && {
        current: () => publicClient.tokens.get(),
        refresh: () => publicClient.refresh(),
        // Back from the authorize page, the code is exchanged during start-up: a widget's first reads wait for it.
        settled: () => startPromise ?? Promise.resolve(),
      },
  });

  const run = async (): Promise<void> => {
    stores.$session.set({ status: 'starting' });
    // The start-up's own wave: a returning user's language needs no round trip of its own afterwards.
    const expected = rememberedLocale();
    if (expected && expected !== DEFAULT_LOCALE) void translations.prefetch(expected);
    // The sign-in's code comes beside the context: back from the authorize page, the code is exchanged right after.
    if (activePublicClient()) void publicClient.load().catch(() => undefined);
    try {
      const request = isCrossOrigin() ? CROSS_ORIGIN_CONTEXT_REQUEST : CONTEXT_REQUEST;
      // The console page's landing script asked for it already: its answer, once; a retry asks the server.
      const contextFetch: typeof fetch = (input, init) =>
        (typeof input === 'string' ? earlyReads?.takeContext(input) : undefined) ?? env.fetch(input, init);
      context = await retryRead(() => loadContextConfig(options.consoleBase, contextFetch, request), sleep);
    } catch (error) {
      const message = error instanceof ContextLoadError ? error.message : i18n.t('errors.server');
      stores.$session.set({ status: 'error', error: message });
      throw error;
    }
    // Back from the authorize page: the code is exchanged (state and verifier checked) before anything asks.
    // A sign-in whose code did not come cannot complete either: the page says it is not signed in.
    const returned = await activePublicClient()
      ?.complete()
      .catch(() => 'failed' as const);
    if (returned === 'failed') {
      stores.$session.set({ status: 'error', error: i18n.t('session.notSignedIn') });
      return;
    }
    if (!session.hasSession()) {
      if (options.autoSignIn) session.authorizeRedirect();
      else stores.$session.set({ status: 'signed-out' });
      return;
    }
    session.recordAccess();
    // The idle warning's "extend" re-reads the cookie session of the console's origin: not a partner page's.
    if (!activePublicClient()) session.startIdleTimer();
    stores.$session.set({ status: 'ready' });
  };

  const core: IdmCore = {
    version: CORE_VERSION,
    options,
    get context() {
      return context;
    },
    env,
    http,
    queryClient,
    i18n,
    session,
    stores,
    feedback,
    start() {
      startPromise ??= run().catch((error: unknown) => {
        startPromise = null; // a later start() may try again
        throw error;
      });
      return startPromise;
    },
    endStartupReads() {
      // The header and the first page ask for theirs as they mount, after the start-up reads: the
      // window closes once no query has been fetching for a moment (and after 10 s whatever happens).
      const cache = queryClient.getQueryCache();
      let quiet: TimerId | null = null;
      const finish = () => {
        unsubscribe();
        env.clearTimeout(cap);
        if (quiet !== null) env.clearTimeout(quiet);
        startupReads?.finish();
      };
      const waitForQuiet = () => {
        if (quiet !== null) env.clearTimeout(quiet);
        quiet = env.setTimeout(() => (queryClient.isFetching() === 0 ? finish() : waitForQuiet()), STARTUP_QUIET_MS);
      };
      const unsubscribe = cache.subscribe(waitForQuiet);
      const cap = env.setTimeout(finish, STARTUP_READS_MAX_MS);
      waitForQuiet();
    },
    once<T>(key: string, task: () => Promise<T>): Promise<T> {
      let promise = tasks.get(key) as Promise<T> | undefined;
      if (!promise) {
        promise = task().catch((error: unknown) => {
          tasks.delete(key);
          throw error;
        });
        tasks.set(key, promise);
      }
      return promise;
    },
    async setLocale(locale) {
      const changed = stores.$locale.get().locale !== locale;
      stores.$locale.set(localeState(locale));
      try {
        env.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // A full or locked storage only costs the next start-up a round trip.
      }
      await translations.switchTo(locale);
      // The server names things in the Accept-Language sent: what is shown is fetched again in the new one.
      if (changed) void queryClient.invalidateQueries();
    },
    loadNamespaces(strings) {
      const current = stores.$locale.get().locale;
      // Before start-up names the language, the last visit's is fetched too, without waiting for it.
      const expected = rememberedLocale();
      if (expected && expected !== current && expected !== DEFAULT_LOCALE) void translations.load(strings, [expected]);
      return translations.load(strings, current === DEFAULT_LOCALE ? [] : [current]);
    },
    signOut() {
      // The next person on this browser starts without the last one's start-up reads.
      if (startupReads) startupReads.forget();
      else forgetStartupReads(env.localStorage);
      queryClient.clear();
      feedback.clear();
      tasks.clear();
      resetStores(stores);
      session.logout();
    },
    reset() {
      session.dispose();
      queryClient.clear();
      feedback.clear();
      tasks.clear();
      resetStores(stores);
      context = null;
      startPromise = null;
      void i18n.changeLanguage('en');
    },
  };
  return core;
}

/** The page's core if one exists (from any bundle), without creating one. */
export function peekCore(): IdmCore | null {
  const core = holder[CORE_GLOBAL_KEY] ?? null;
  if (core && core.version !== CORE_VERSION && !warnedAboutVersion) {
    warnedAboutVersion = true;
    core.env.warn(`IDM console: reusing core ${core.version} from another bundle (this bundle is ${CORE_VERSION})`);
  }
  return core;
}

/**
 * Creates the page's core, or returns the existing one (from this or another bundle). Options given
 * to an existing core are applied while it has not started; afterwards they are ignored with a warning.
 */
export function configure(input: ConfigureOptions = {}): IdmCore {
  const existing = peekCore();
  if (!existing) {
    const core = createCore(input);
    holder[CORE_GLOBAL_KEY] = core;
    return core;
  }
  const { env: _env, ...requested } = input;
  const changes = Object.entries(requested).filter(
    ([key, value]) => value !== undefined && existing.options[key as keyof CoreOptions] !== value,
  );
  if (changes.length > 0) {
    if (existing.stores.$session.get().status === 'idle') {
      Object.assign(
        existing.options,
        resolveOptions({ ...existing.options, ...requested }, existing.env.location.href),
      );
    } else {
      existing.env.warn('IDM console: the core has already started; configure() options were ignored');
    }
  }
  return existing;
}

/** The page's core, created with defaults when nobody configured it yet. */
export function getCore(): IdmCore {
  return peekCore() ?? configure();
}

/** Resets and forgets the page's core (tests). */
export function resetCore(): void {
  holder[CORE_GLOBAL_KEY]?.reset();
  delete holder[CORE_GLOBAL_KEY];
  warnedAboutVersion = false;
}

function resolveOptions(input: Partial<CoreOptions>, pageHref: string): CoreOptions {
  return {
    consoleBase: normalizeBase(input.consoleBase ?? serverBaseHint() ?? '/idmdash/', pageHref),
    clientId: input.clientId ?? DEFAULT_CLIENT_ID,
    autoSignIn: input.autoSignIn ?? true,
    publicClientId: input.publicClientId ?? DEFAULT_PUBLIC_CLIENT_ID,
  };
}

function serverBaseHint(): string | undefined {
  const hint = (globalThis as { [SERVER_BASE_HINT_KEY]?: unknown })[SERVER_BASE_HINT_KEY];
  return typeof hint === 'string' ? hint : undefined;
}
