/**
 * The console page's inline script (inlined in idmdash/index.html as a classic script by
 * scripts/startup-preloads.ts, so it runs while the HTML is parsed; allowed by its CSP hash). It reads the
 * hash and preloads the opened page's chunks while the console's own modules download and run, so the
 * page's code is in when its route renders instead of one round trip later, and sends the start-up reads
 * the last visit made on this page and section (src/core/early-reads.ts), which the console takes instead
 * of asking again. It imports nothing (an import would wait for the console's modules), so it keeps its
 * own copy of the early reads' storage format and cookie reading. The build replaces the placeholder with
 * each section's routes and the chunk files of each route's page, relative to the elements folder.
 */

/** One route of a section: its path (react-router syntax, relative to the section) and its page's chunks. */
export interface LandingRoute {
  path: string;
  files: readonly string[];
  /** The navigation-right keys its guard asks for (src/console/guard/page-keys.ts `guardKeys`), sent early too. */
  rights?: readonly string[];
  /** Its page's first GETs on a first visit, under the REST root (scripts/first-reads: the route's prefetch). */
  reads?: readonly string[];
}

/** Section (the first hash segment) → its routes, in declaration order. */
export type LandingRoutes = Readonly<Record<string, readonly LandingRoute[]>>;

const LANDING_ROUTES: string = '__IDM_LANDING_ROUTES__';

/** Whether a route path (`''`, `':taskId'`, `':dn?'`, `':entityType/:requestId'`) matches the segments after the section. */
export function pathMatches(path: string, segments: readonly string[]): boolean {
  let index = 0;
  for (const part of path.split('/').filter((p) => p !== '')) {
    if (index >= segments.length) {
      if (part.endsWith('?')) continue;
      return false;
    }
    if (!part.startsWith(':') && part !== segments[index]) return false;
    index += 1;
  }
  return index === segments.length;
}

/** The route `hash` opens (`#/tasks`, `#/tasks/42?x=1`), if any. */
export function landingRoute(routes: LandingRoutes, hash: string): LandingRoute | undefined {
  const [section = '', ...rest] = (hash.replace(/^#/, '').split('?')[0] ?? '').split('/').filter((s) => s !== '');
  return (Object.hasOwn(routes, section) ? routes[section] : undefined)?.find((r) => pathMatches(r.path, rest));
}

/** The chunk files of the page `hash` opens, or none. */
export function landingFiles(routes: LandingRoutes, hash: string): readonly string[] {
  return landingRoute(routes, hash)?.files ?? [];
}

/** src/core/early-reads.ts: EARLY_READS_STORAGE_KEY, EARLY_READS_GLOBAL_KEY; src/core/cookies.ts: the cookie names. */
const EARLY_READS_STORAGE_KEY = 'idm.startupReads';
const EARLY_READS_GLOBAL_KEY = 'idm-console.early-reads';
const SESSION_COOKIE_PREFIX = 'MFSSO_';
const CSRF_COOKIE = 'netiq_idm_rbpm_acsrf';
/** What the HTTP client sends on every REST call (src/core/http-deps.ts NO_CACHE_HEADERS). */
const REST_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

function cookieValues(cookie: string): [string, string][] {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => {
      const at = part.indexOf('=');
      let value = part.slice(at + 1);
      try {
        value = decodeURIComponent(value);
      } catch {
        // kept as it is, as the console's cookie jar does
      }
      return [part.slice(0, at), value];
    });
}

/** `Authorization` from the session cookie (`"<token_type>,<access_token>"`), as src/core/session-cookie.ts reads it. */
function authorization(cookies: readonly [string, string][]): string | null {
  for (const [name, raw] of cookies) {
    if (!name.startsWith(SESSION_COOKIE_PREFIX)) continue;
    const value = raw.trim().replace(/^"(.*)"$/, '$1');
    const comma = value.indexOf(',');
    if (comma > 0 && comma < value.length - 1)
      return `${value.slice(0, comma).trim()} ${value.slice(comma + 1).trim()}`;
  }
  return null;
}

/** The reads sent early, by the request the console will make (src/core/early-reads.ts `earlyReadKey`). */
type SentReads = Map<string, { headers: Record<string, string>; response: Promise<Response>; sentAt: number }>;

/** src/core/early-reads.ts `earlyReadKey`: a GET by its URL, a read with a body by its method, URL and body. */
function earlyReadKey(method: string, url: string, body: string | null): string {
  return method === 'GET' && body === null ? url : `${method} ${url}\n${body ?? ''}`;
}

/**
 * Sends one start-up read as the HTTP client would (the session's token, the anti-CSRF value, the language) into
 * `sent`: a GET, or a POST that only reads (`body`).
 */
function sendRead(
  page: Pick<EarlyReadsPage, 'fetch' | 'now'>,
  sent: SentReads,
  url: string,
  { auth, csrf, language }: { auth: string; csrf: string | undefined; language: string | undefined },
  body: string | null = null,
): void {
  const headers: Record<string, string> = { Authorization: auth, ...REST_HEADERS };
  if (csrf) headers[CSRF_COOKIE] = csrf;
  if (language !== undefined) headers['Accept-Language'] = language;
  const method = body === null ? 'GET' : 'POST';
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== null) init.body = body;
  const response = page.fetch(url, init);
  response.catch(() => undefined); // a failed early read is asked again by the console
  sent.set(earlyReadKey(method, url, body), { headers, response, sentAt: page.now() });
}

export interface EarlyReadsPage {
  href: string;
  cookie: string;
  storage: { getItem(key: string): string | null };
  fetch: typeof fetch;
  now(): number;
}

/**
 * Sends the reads recorded for this page and section (same origin, REST paths only) with the session's
 * token, and returns them by URL for the console to take; none without a session cookie.
 */
export function sendEarlyReads(page: EarlyReadsPage): SentReads {
  const sent: SentReads = new Map();
  const cookies = cookieValues(page.cookie);
  const auth = authorization(cookies);
  if (!auth) return sent;
  const { origin, pathname, hash } = new URL(page.href);
  const key = `${pathname}#${hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? ''}`;
  let reads: unknown;
  try {
    reads = (JSON.parse(page.storage.getItem(EARLY_READS_STORAGE_KEY) ?? '{}') as Record<string, unknown>)[key];
  } catch {
    return sent;
  }
  if (!Array.isArray(reads)) return sent;
  const csrf = cookies.find(([name]) => name === CSRF_COOKIE)?.[1];
  for (const read of reads as { url?: unknown; language?: unknown }[]) {
    if (typeof read.url !== 'string' || sent.has(read.url)) continue;
    let url: URL;
    try {
      url = new URL(read.url);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.includes('/rest/')) continue;
    sendRead(page, sent, read.url, {
      auth,
      csrf,
      language: typeof read.language === 'string' ? read.language : undefined,
    });
  }
  return sent;
}

/** The start-up reads of every signed-in start under the REST root, and the language a start sends them in. */
export interface FirstVisitReads {
  paths: readonly string[];
  language: string;
}

/** Replaced by the build with the JSON of {@link FirstVisitReads} (src/api/startup-reads.ts). */
const FIRST_VISIT_READS: string = '__IDM_FIRST_VISIT_READS__';

/** The REST root the core builds from the context (src/core/http.ts `rest`): `<origin>/<context>/rest/`. */
function restRoot(origin: string, contextText: string): string | null {
  let context: unknown;
  try {
    context = (JSON.parse(contextText) as Record<string, unknown>).context;
  } catch {
    return null;
  }
  if (context === undefined || context === null || context === '') context = 'IDMProv';
  return typeof context === 'string' && /^[\w.-]+$/.test(context) ? `${origin}/${context}/rest/` : null;
}

/** The session's credentials as the landing script sends them. */
interface Credentials {
  auth: string;
  csrf: string | undefined;
}

/**
 * Calls `send` with the REST root and the session's credentials once the context answers; never without a session
 * cookie or with a context that did not answer.
 */
function withRestRoot(
  page: Pick<EarlyReadsPage, 'href' | 'cookie'>,
  context: Promise<EarlyContextAnswer>,
  send: (root: string, credentials: Credentials) => void,
): Promise<void> {
  const cookies = cookieValues(page.cookie);
  const auth = authorization(cookies);
  if (!auth) return Promise.resolve();
  const csrf = cookies.find(([name]) => name === CSRF_COOKIE)?.[1];
  return context.then(
    (answer) => {
      const root = answer.status === 200 ? restRoot(new URL(page.href).origin, answer.text) : null;
      if (root !== null) send(root, { auth, csrf });
    },
    () => undefined,
  );
}

/**
 * On a visit without recorded start-up reads (the first in this browser, `sent` empty), sends the start-up reads
 * every signed-in start makes and the opened page's first reads once the context names the REST root, each once,
 * into `sent` for the console to take as it takes a returning visit's.
 */
export function sendFirstVisitReads(
  page: Omit<EarlyReadsPage, 'storage'>,
  context: Promise<EarlyContextAnswer>,
  reads: FirstVisitReads,
  sent: SentReads,
): Promise<void> {
  if (sent.size > 0) return Promise.resolve();
  return withRestRoot(page, context, (root, credentials) => {
    for (const path of new Set(reads.paths))
      sendRead(page, sent, `${root}${path}`, { ...credentials, language: reads.language });
  });
}

/** src/api/rights.ts `fetchNavigationRights`: the guard's read, a POST of the route's keys. */
const NAVIGATION_RIGHTS_PATH = 'access/info/user/navigationrights';
/** src/core/core.ts: where the page remembers the console's language, and what may be remembered. */
const LOCALE_STORAGE_KEY = 'idm.locale';
const LOCALE_NAME = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

/**
 * Sends the opened route's guard read (its navigation rights, `rights`) once the context names the REST root, into
 * `sent`, on every visit: the guard asks for it once the start-up reads are in, and the page waits for it. In the
 * language the console asks in by then: the one it remembers (the user's, set at the last start), else `language`.
 */
export function sendNavigationRights(
  page: EarlyReadsPage,
  context: Promise<EarlyContextAnswer>,
  rights: readonly string[],
  language: string,
  sent: SentReads,
): Promise<void> {
  if (rights.length === 0) return Promise.resolve();
  let remembered: string | null = null;
  try {
    remembered = page.storage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // no storage: the first visit's language
  }
  const asked = remembered !== null && LOCALE_NAME.test(remembered) ? remembered : language;
  const body = JSON.stringify({ navPageRights: rights.map((key) => ({ key })) });
  return withRestRoot(page, context, (root, credentials) =>
    sendRead(page, sent, `${root}${NAVIGATION_RIGHTS_PATH}`, { ...credentials, language: asked }, body),
  );
}

/** src/core/early-reads.ts: EARLY_CONTEXT_GLOBAL_KEY, EarlyContextAnswer; src/core/config.ts: CONTEXT_REQUEST. */
const EARLY_CONTEXT_GLOBAL_KEY = 'idm-console.early-context';

export interface EarlyContextAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  text: string;
}

/**
 * Asks for the page's context (`LoadContextConfigServlet` beside the page, the request its preload link
 * made) and reads its body, so that the core's start finds it answered instead of waiting two tasks for
 * the preload's answer and its body after its modules ran.
 */
export function sendContextRead(page: Pick<EarlyReadsPage, 'href' | 'fetch'>): {
  url: string;
  answer: Promise<EarlyContextAnswer>;
} {
  const url = new URL('LoadContextConfigServlet', page.href).href;
  const answer = page.fetch(url, { mode: 'cors', credentials: 'include' }).then(async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    text: await response.text(),
  }));
  answer.catch(() => undefined); // the core asks again
  return { url, answer };
}

if (LANDING_ROUTES.startsWith('{') && typeof document !== 'undefined') {
  // The page's code first (its many files wait longest for HTTP/1.1's six connections), then its reads.
  // Chunk files are relative to this file (the elements folder); not `new URL('./', import.meta.url)`, which the build takes for an asset.
  const base = import.meta.url;
  const route = landingRoute(JSON.parse(LANDING_ROUTES) as LandingRoutes, location.hash);
  for (const file of route?.files ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, base).href;
    document.head.append(link);
  }
  const context = sendContextRead({ href: document.baseURI, fetch: (input, init) => fetch(input, init) });
  (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(EARLY_CONTEXT_GLOBAL_KEY)] = context;
  try {
    const page = {
      href: location.href,
      cookie: document.cookie,
      storage: localStorage,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
      now: () => Date.now(),
    };
    const sent = sendEarlyReads(page);
    (globalThis as unknown as Record<symbol, unknown>)[Symbol.for(EARLY_READS_GLOBAL_KEY)] = sent;
    if (FIRST_VISIT_READS.startsWith('{')) {
      const firstVisit = JSON.parse(FIRST_VISIT_READS) as FirstVisitReads;
      const paths = [...firstVisit.paths, ...(route?.reads ?? [])];
      void sendFirstVisitReads(page, context.answer, { ...firstVisit, paths }, sent);
      void sendNavigationRights(page, context.answer, route?.rights ?? [], firstVisit.language, sent);
    }
  } catch {
    // No storage (a locked-down browser): the console asks for everything itself.
  }
}
