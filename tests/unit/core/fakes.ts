import { memoryCookieJar, memoryStorage, type BrowserEnv, type CookieJar, type WindowHandle } from '../../../src/core';

export const CONSOLE_BASE = 'https://idm.example.com/idmdash/';

export const CONTEXT_JSON = {
  context: 'IDMProv',
  Authorize: 'https://idm.example.com/osp/a/idm/auth/oauth2/grant',
  Logout: 'https://idm.example.com/osp/a/idm/auth/app/logout',
  RRAClientID: 'idmdash',
  RRARedirectUrl: 'https://idm.example.com/idmdash/oauth.html',
  ProvisionRoot: 'cn=system,o=data',
  SSPRRedirectUrl: 'https://idm.example.com/sspr/private/changepassword',
  sessionTimeOut: 1800,
  extendSession: 'https://idm.example.com/osp/a/idm/auth/app/activity',
  applicationDomain: 'https://idm.example.com',
  searchWithRequesterCN: false,
};

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  priority: RequestPriority | undefined;
}

export type Route = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function text(body: string, status = 200, contentType = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

/** A fake server: the first route whose URL fragment is contained in the request URL answers. */
export function fakeFetch(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      priority: init.priority,
    };
    calls.push(call);
    const match = Object.keys(routes)
      .filter((fragment) => call.url.includes(fragment))
      .sort((a, b) => b.length - a.length)[0];
    if (match === undefined) return json({ Fault: { Code: { Value: 'Sender' }, Reason: { Text: 'no route' } } }, 404);
    return routes[match]!(call);
  };
  const callsTo = (fragment: string) => calls.filter((c) => c.url.includes(fragment));
  return { fetch: fetch as typeof globalThis.fetch, calls, callsTo };
}

export interface FakeLocation {
  href: string;
  assigned: string[];
  reloads: number;
  assign(url: string): void;
  reload(): void;
}

export function fakeLocation(href = 'https://idm.example.com/idmdash/#/tasks'): FakeLocation {
  return {
    href,
    assigned: [],
    reloads: 0,
    assign(url) {
      this.assigned.push(url);
    },
    reload() {
      this.reloads++;
    },
  };
}

export interface FakeTab extends WindowHandle {
  url: string;
  closed: boolean;
}

export interface TestEnv extends BrowserEnv {
  location: FakeLocation;
  cookies: CookieJar;
  opened: FakeTab[];
  warnings: string[];
  /** Simulates a click on the page. */
  click(): void;
  /** The page's scroll position (scrollY) and every scrollTo since. */
  scroll: { y: number; restored: number[] };
}

export function testEnv(fetch: typeof globalThis.fetch, cookies: Record<string, string> = {}): TestEnv {
  const listeners = new Set<() => void>();
  const opened: FakeTab[] = [];
  const warnings: string[] = [];
  const location = fakeLocation();
  const scroll = { y: 0, restored: [] as number[] };
  return {
    fetch,
    cookies: memoryCookieJar(cookies),
    location,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    openWindow: (url) => {
      const tab: FakeTab = {
        url,
        closed: false,
        close() {
          this.closed = true;
        },
      };
      opened.push(tab);
      return tab;
    },
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
    now: () => Date.now(),
    onUserActivity: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    warn: (message) => warnings.push(message),
    replaceUrl: (url) => void (location.href = url),
    scrollY: () => scroll.y,
    scrollTo: (y) => void scroll.restored.push(y),
    scroll,
    opened,
    warnings,
    click: () => listeners.forEach((listener) => listener()),
  };
}

export const SESSION_COOKIE = { MFSSO_IDMDASH: 'Bearer,old-token', netiq_idm_rbpm_acsrf: 'csrf-123' };

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
