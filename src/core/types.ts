import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { AppContext } from '../domain/context';
import type { BrowserEnv } from './env';
import type { FeedbackController } from './feedback';
import type { NamespaceStrings } from './i18n';
import type { CoreStores } from './stores';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type QueryValue = string | number | boolean | null | undefined;
/** Arrays become repeated parameters (`type=ROLE&type=RESOURCE`); null and undefined are left out. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  url: string;
  query?: QueryParams;
  /** Objects are sent as JSON; strings as they are (set `Content-Type` for plain text). */
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'text';
  signal?: AbortSignal;
  /**
   * 'low' for a read the first screen does not wait for (a badge's count, the language list): over HTTP/1.1's
   * six connections per host the browser sends it after the reads that are (Fetch Priority API).
   */
  priority?: RequestPriority;
  /**
   * The version of the object this write changes, as its read answered it (`ETag`): sent as `If-Match`, so a
   * write over a newer version fails with 412 instead of overwriting it (api/versions.ts).
   */
  ifMatch?: string;
  /** Called with the answer's `ETag` (the version of the object read) when a 2xx answer carries one. */
  onVersion?: (version: string) => void;
}

export interface HttpClient {
  /** Resolves with the parsed body; rejects with `HttpError` (non-2xx) or `NetworkError`. */
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /** `${origin}/${context}/rest/${path}` — e.g. `rest('access/info/user/rights')`. */
  rest(path: string): string;
  /** A URL relative to the console's own base, e.g. `console('build-info.json')`. */
  console(path: string): string;
}

export interface CoreOptions {
  /** Absolute URL of the console's servlets, ending in `/` (default `/idmdash/` on the page's origin). */
  consoleBase: string;
  /** Client-settings id (default '1'). */
  clientId: string;
  /** Redirect to sign-in at start when there is no session (default true). */
  autoSignIn: boolean;
  /**
   * The OAuth client a page of another origin than the console base signs in as, by the authorization-code
   * flow with PKCE and tokens in memory (default 'idm-elements'; README "Embedding").
   */
  publicClientId: string;
}

export interface ConfigureOptions extends Partial<CoreOptions> {
  /** Replace browser APIs (tests, non-browser hosts). */
  env?: Partial<BrowserEnv>;
}

export interface SessionController {
  /** True when the `MFSSO_` session cookie is present (on another origin: when tokens are in memory). */
  hasSession(): boolean;
  /** Stores the page in `sessionStorage['idm.returnTo']` and goes to the OAuth authorize URL. */
  authorizeRedirect(options?: { reauth?: boolean }): void;
  /** Clears every `MFSSO_` cookie and the last-access time, then goes to the logout URL (once). */
  logout(): void;
  /** Starts (or restarts) the idle timer and listens for clicks and touches. */
  startIdleTimer(): void;
  stopIdleTimer(): void;
  /** Stores now as the last-access time (shared by every tab through localStorage). */
  recordAccess(): void;
  /**
   * Re-authenticates in a new tab. Resolves true when a new session arrived (warning off, feedback
   * 'Successfully extended session' for 10 s, timer restarted), false when the tab closed without one.
   */
  extend(): Promise<boolean>;
  /** How `extend()` learns who signed in (api registers it); null turns the check off. */
  setIdentityResolver(resolve: (() => Promise<string | null>) | null): void;
  /**
   * What the shell does on a 498: show the change-password frame at `url` and resolve when it closes.
   * Without a handler, 498 answers fail as HttpError.
   */
  setPasswordChangeHandler(handler: ((url: string) => Promise<void>) | null): void;
}

export interface IdmCore {
  readonly version: string;
  readonly options: Readonly<CoreOptions>;
  /** Null until `start()` has loaded it. */
  readonly context: AppContext | null;
  readonly env: BrowserEnv;
  readonly http: HttpClient;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
  readonly session: SessionController;
  readonly stores: CoreStores;
  readonly feedback: FeedbackController;
  /**
   * Loads the context config, then checks the session cookie (none → authorize redirect, or status
   * 'signed-out' when autoSignIn is off). Idempotent. Rejects when the context cannot be loaded.
   * Start-up data (locales, settings, rights, user) is api's `loadStartupData(core)`.
   */
  start(): Promise<void>;
  /**
   * The start-up reads are answered: once the reads the first screen asks for are done too, the reads
   * made so far are remembered for the next visit's early reads, and no early answer is taken any more
   * (core/early-reads.ts).
   */
  endStartupReads(): void;
  /** Runs `task` once per core and key and shares its promise (across bundles too). */
  once<T>(key: string, task: () => Promise<T>): Promise<T>;
  /**
   * Sets `$locale`, loads every translation namespace in use for it (`<consoleBase>i18n/<locale>/<ns>.json`,
   * failure keeps English) and switches i18n. The locale is remembered for the next start-up.
   */
  setLocale(locale: string): Promise<void>;
  /**
   * Makes namespaces usable before what needs them renders: adds their English and fetches their
   * files for the current language (and the one remembered from the last visit), all in parallel.
   * A language switch loads them too. Never rejects.
   */
  loadNamespaces(strings: readonly NamespaceStrings[]): Promise<void>;
  /** Clears the query cache and every store, then logs out. */
  signOut(): void;
  /** Back to a fresh, unstarted core (tests). */
  reset(): void;
}
