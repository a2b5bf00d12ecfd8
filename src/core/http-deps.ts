import type { AppContext } from '../domain/context';
import type { CookieJar } from './cookies';

/** What the HTTP client asks of the session when the server says the session is in trouble. */
export interface SessionHooks {
  /** Go to the OAuth authorize page (`reauth` adds state=reauthenitcate). */
  signIn(options: { reauth: boolean }): void;
  logout(): void;
  /** Shows the change-password frame and resolves when it closes; null when nobody can show it. */
  changePassword(): Promise<void> | null;
  /** A token refresh succeeded (the session stores the last-access time). */
  tokenRefreshed(): void;
}

/** The tokens of a widget on another origin (in memory), instead of the page's `MFSSO_` cookie. */
export interface BearerSession {
  current(): { tokenType: string; accessToken: string } | null;
  /** A new access token by the refresh token; rejects when there is none or the server refuses. */
  refresh(): Promise<void>;
  /** Settles once a sign-in under way (the code exchange after the authorize page) has ended. */
  settled?(): Promise<unknown>;
}

export interface HttpDeps {
  fetch: typeof fetch;
  cookies: CookieJar;
  getConsoleBase(): string;
  getContext(): AppContext | null;
  /** The DN of the user acted for in proxy mode, or null. */
  getProxyUser?(): string | null;
  /** The console's language, sent as Accept-Language so the server answers localised names. */
  getLocale?(): string | null;
  hooks: SessionHooks;
  /** Set on a page of another origin than the server's: bearer tokens from memory, no cookies sent. */
  getBearerSession?(): BearerSession | null;
}

/** Sent on every non-`/api/` call (spec section 7). */
export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};
