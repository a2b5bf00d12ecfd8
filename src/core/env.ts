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
