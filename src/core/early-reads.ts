/**
 * Start-up reads sent before the console's modules have run. The console page's first script
 * (elements/console-landing.ts, which imports nothing) replays the REST reads the last visit made at
 * start-up on the same section, with the session's token, while the modules download and run; the HTTP
 * client then takes each answer instead of asking again, when its request is the same one (URL, token,
 * language, anti-CSRF value). What is not taken is never used: the client takes answers only during
 * start-up, so an answer cannot be older than the start-up itself.
 *
 * The landing script keeps its own copy of the storage format and the global's key (it may import
 * nothing, or it would wait for the console's modules); `tests/unit/core/early-reads.test.ts` runs both
 * sides against each other.
 */
import { CSRF_COOKIE } from './cookies';
import { EARLY_READS_STORAGE_KEY, forgetStartupReads, registerEarlyReads } from './early-reads-hook';
import type { KeyValueStorage } from './env';

/** localStorage: `{ [page path#section]: RecordedRead[] }`, the start-up reads of the last visit per page and section. */
export { EARLY_READS_STORAGE_KEY };
/** The page-wide map of reads sent early: URL → {@link EarlyRead}. */
export const EARLY_READS_GLOBAL_KEY = 'idm-console.early-reads';
/** Sections remembered, and reads per section: more would only start requests nobody takes. */
export const MAX_SECTIONS = 12;
export const MAX_READS = 24;
/** The headers whose value changes the answer; a request takes an early answer only when they are equal. */
export const MATCHED_HEADERS = ['Authorization', 'Accept-Language', CSRF_COOKIE] as const;

export interface RecordedRead {
  url: string;
  /** The Accept-Language sent, or null. */
  language: string | null;
}

export interface EarlyRead {
  headers: Readonly<Record<string, string>>;
  response: Promise<Response>;
  /** Epoch ms it was sent: an answer older than {@link EARLY_READ_MAX_AGE_MS} is never taken. */
  sentAt: number;
}

/** The page-wide context read sent early: {@link EarlyContext}. */
export const EARLY_CONTEXT_GLOBAL_KEY = 'idm-console.early-context';

/** The context's answer as the landing script read it (its body already in). */
export interface EarlyContextAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  text: string;
}

export interface EarlyContext {
  url: string;
  answer: Promise<EarlyContextAnswer>;
}

/** Statuses whose response has no body (`new Response` refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The landing script's answer for the context at `url`, once (a retry asks the server), as a Response; none
 * when the script did not ask for that URL.
 */
export function takeEarlyContext(url: string): Promise<Response> | undefined {
  const holder = globalThis as unknown as Record<symbol, EarlyContext | undefined>;
  const key = Symbol.for(EARLY_CONTEXT_GLOBAL_KEY);
  const early = holder[key];
  if (!early || early.url !== url) return undefined;
  delete holder[key];
  return early.answer.then(
    ({ status, statusText, headers, text }) =>
      new Response(NULL_BODY_STATUSES.has(status) ? null : text, { status, statusText, headers }),
  );
}

/** Start-up takes a few seconds at most; a start-up that never ended must not hand out old answers. */
export const EARLY_READ_MAX_AGE_MS = 15_000;

type EarlyReadsHolder = { [key: symbol]: Map<string, EarlyRead> | undefined };

function earlyReads(): Map<string, EarlyRead> | undefined {
  return (globalThis as unknown as EarlyReadsHolder)[Symbol.for(EARLY_READS_GLOBAL_KEY)];
}

function headerValue(headers: HeadersInit | undefined, name: string): string | null {
  if (!headers) return null;
  return new Headers(headers).get(name);
}

/** The page's path and the first hash segment (`/idmdash/#/tasks/42` → `/idmdash/#tasks`), as the landing script reads it. */
export function startupKey(pageUrl: string): string {
  const { pathname, hash } = new URL(pageUrl);
  return `${pathname}#${hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? ''}`;
}

/** Whether a read may be sent early: a GET of a REST path on the page's own origin. */
export function isEarlyReadable(url: string, pageUrl: string): boolean {
  try {
    const target = new URL(url, pageUrl);
    return target.origin === new URL(pageUrl).origin && target.pathname.includes('/rest/');
  } catch {
    return false;
  }
}

/**
 * Which early read a request takes: a GET by its URL (what is recorded), a read with a body (the guard's navigation
 * rights, a POST) by its method, URL and body. The landing script keeps a copy.
 */
export function earlyReadKey(method: string, url: string, body: string | null): string {
  return method === 'GET' && body === null ? url : `${method} ${url}\n${body ?? ''}`;
}

/**
 * `fetch` that takes the early answer of a matching request while `recording()` is true, and records the
 * REST GETs made meanwhile (but those at low priority). A request with a body takes an answer only if the
 * landing script sent that very request (it sends the guard's read, which writes nothing).
 */
export function withEarlyReads(
  fetchImpl: typeof fetch,
  recorder: { recording(): boolean; record(read: RecordedRead): void },
  pageUrl: () => string,
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ?? null;
    if ((body !== null && typeof body !== 'string') || !isEarlyReadable(url, pageUrl())) return fetchImpl(input, init);
    if (recorder.recording()) {
      // A low-priority read waits for nothing the first screen shows: sent early, it would only take one of
      // HTTP/1.1's six connections from the page's code.
      if (method === 'GET' && body === null && init?.priority !== 'low')
        recorder.record({ url, language: headerValue(init?.headers, 'Accept-Language') });
      const key = earlyReadKey(method, url, body);
      const early = earlyReads()?.get(key);
      if (early) earlyReads()?.delete(key);
      if (
        early &&
        Date.now() - early.sentAt < EARLY_READ_MAX_AGE_MS &&
        MATCHED_HEADERS.every((name) => (early.headers[name] ?? null) === headerValue(init?.headers, name))
      ) {
        return early.response.catch(() => fetchImpl(input, init));
      }
    }
    return fetchImpl(input, init);
  };
}

/**
 * Records the start-up reads of this visit for the page and section opened, until `finish()` writes them
 * (the start-up reads are done) and stops both recording and taking early answers. Only on a page whose
 * landing script sends early reads (the console's page): nothing else would replay them.
 */
export function createStartupRecorder(storage: KeyValueStorage, pageUrl: string) {
  let recording = earlyReads() !== undefined;
  const reads: RecordedRead[] = [];
  const section = startupKey(pageUrl);
  return {
    recording: () => recording,
    record(read: RecordedRead) {
      if (reads.length < MAX_READS && !reads.some((r) => r.url === read.url)) reads.push(read);
    },
    /** Drops what was remembered (signing out): nothing is recorded or taken any more on this page. */
    forget() {
      recording = false;
      earlyReads()?.clear();
      forgetStartupReads(storage);
    },
    finish() {
      if (!recording) return;
      recording = false;
      earlyReads()?.clear();
      try {
        const stored = readStored(storage.getItem(EARLY_READS_STORAGE_KEY));
        delete stored[section];
        const sections = Object.entries(stored).slice(-(MAX_SECTIONS - 1));
        storage.setItem(EARLY_READS_STORAGE_KEY, JSON.stringify(Object.fromEntries([...sections, [section, reads]])));
      } catch {
        // A full or locked storage only costs the next start-up its early reads.
      }
    },
  };
}

function readStored(text: string | null): Record<string, RecordedRead[]> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, RecordedRead[]>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Gives the page's core the early reads (the console's entry calls it before its element is defined): the
 * core then records its start-up reads and takes the answers the landing script sent.
 */
export function installEarlyReads(): void {
  registerEarlyReads({ createRecorder: createStartupRecorder, withEarlyReads, takeContext: takeEarlyContext });
}
