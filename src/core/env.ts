import { documentCookieJar, memoryCookieJar, type CookieJar } from './cookies';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PageLocation {
  readonly href: string;
  assign(url: string): void;
  reload(): void;
}

export interface WindowHandle {
  readonly closed: boolean;
  close(): void;
}

export type TimerId = unknown;

/** Every browser API the core touches, so that tests (and non-browser hosts) can pass their own. */
export interface BrowserEnv {
  fetch: typeof fetch;
  cookies: CookieJar;
  location: PageLocation;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  openWindow(url: string): WindowHandle | null;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
  setInterval(callback: () => void, ms: number): TimerId;
  clearInterval(id: TimerId): void;
  now(): number;
  /** Calls `listener` on every click or touch on the page; returns the unsubscribe function. */
  onUserActivity(listener: () => void): () => void;
  warn(message: string): void;
  /** Replaces the page's URL without a reload (history.replaceState): no code or state stays in it. */
  replaceUrl(url: string): void;
  /** The page's vertical scroll position. */
  scrollY(): number;
  /** Scrolls the page back to `y`, waiting for content that is still growing (a sign-in's return). */
  scrollTo(y: number): void;
}

export function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** The real browser, with in-memory stand-ins where a global is missing (Node, locked-down storage). */
export function browserEnv(overrides: Partial<BrowserEnv> = {}): BrowserEnv {
  const g = globalThis as Partial<typeof globalThis>;
  const fallbackLocation: PageLocation = { href: 'http://localhost/', assign: () => {}, reload: () => {} };
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    cookies: typeof document === 'undefined' ? memoryCookieJar() : documentCookieJar(document),
    location: g.location ?? fallbackLocation,
    localStorage: safeStorage(() => g.localStorage),
    sessionStorage: safeStorage(() => g.sessionStorage),
    openWindow: (url) => (g.window ? g.window.open(url, '_blank') : null),
    // Timer callbacks are wrapped so that the handle type stays opaque across DOM and Node typings.
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as Parameters<typeof clearTimeout>[0]),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (id) => globalThis.clearInterval(id as Parameters<typeof clearInterval>[0]),
    now: () => Date.now(),
    onUserActivity: (listener) => {
      if (typeof document === 'undefined') return () => {};
      const options = { capture: true, passive: true };
      document.addEventListener('click', listener, options);
      document.addEventListener('touchstart', listener, options);
      return () => {
        document.removeEventListener('click', listener, options);
        document.removeEventListener('touchstart', listener, options);
      };
    },
    warn: (message) => console.warn(message),
    replaceUrl: (url) => g.history?.replaceState(g.history.state, '', url),
    scrollY: () => g.window?.scrollY ?? 0,
    scrollTo: (y) => restoreScroll(y),
    ...overrides,
  };
}

function safeStorage(get: () => Storage | undefined): KeyValueStorage {
  try {
    const storage = get();
    if (storage) return storage;
  } catch {
    // Storage access throws in some sandboxed iframes; fall through to memory.
  }
  return memoryStorage();
}

/** Scrolls to `y`; while the page is still shorter than that (widgets loading), tries again for a few seconds. */
function restoreScroll(y: number): void {
  const view = (globalThis as Partial<typeof globalThis>).window;
  if (!view || y <= 0) return;
  const RETRY_MS = 100;
  const MAX_TRIES = 50;
  let tries = 0;
  const attempt = (): void => {
    view.scrollTo(0, y);
    if (Math.abs(view.scrollY - y) > 1 && ++tries < MAX_TRIES) view.setTimeout(attempt, RETRY_MS);
  };
  attempt();
}
