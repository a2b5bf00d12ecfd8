import { DEFAULT_PROVISIONING_CONTEXT } from '../domain/context';
import { CSRF_COOKIE, type CookieJar } from './cookies';
import { HttpError, NetworkError } from './errors';
import { NO_CACHE_HEADERS, type BearerSession, type HttpDeps } from './http-deps';
import { refreshAccessToken } from './token-refresh';
import { authorizationHeader, readSessionToken } from './session-cookie';
import type { HttpClient, RequestOptions } from './types';
import { withProxyUser, withQuery } from './url';

export type { HttpDeps, SessionHooks } from './http-deps';
export { NO_CACHE_HEADERS } from './http-deps';

type Token = { tokenType: string; accessToken: string };

interface Attempt {
  refreshed: boolean;
  passwordChanged: boolean;
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  let refreshInFlight: Promise<void> | null = null;
  let passwordChangeInFlight: Promise<void> | null = null;

  /** Every request failing with 401 meanwhile shares this one refresh. */
  const bearer = (): BearerSession | null => deps.getBearerSession?.() ?? null;
  const currentToken = (): Token | null => {
    const session = bearer();
    return session ? session.current() : readSessionToken(deps.cookies);
  };

  /** Every request failing with 401 meanwhile shares this one refresh. */
  const refreshOnce = (): Promise<void> => {
    const session = bearer();
    refreshInFlight ??= (session ? refreshBearer(session) : refreshAccessToken(deps)).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  const changePasswordOnce = (): Promise<void> | null => {
    if (passwordChangeInFlight) return passwordChangeInFlight;
    const shown = deps.hooks.changePassword();
    if (!shown) return null;
    passwordChangeInFlight = shown.finally(() => {
      passwordChangeInFlight = null;
    });
    return passwordChangeInFlight;
  };

  const send = async <T>(options: RequestOptions, attempt: Attempt): Promise<T> => {
    const url = withProxyUser(withQuery(options.url, options.query), deps.getProxyUser?.() ?? null);
    // A read asked before the code exchange ended would go without a token, and its 401 would sign in again.
    // Always awaited (a microtask without a bearer session): the reads a render asks for leave together once
    // it ends, one burst, not spread over the render, whose first answers would then come back before its last
    // requests leave (a wave more on the network's clock).
    await bearer()
      ?.settled?.()
      .catch(() => undefined);
    const token = currentToken();
    const cookies = bearer() ? null : deps.cookies;
    let response: Response;
    try {
      response = await deps.fetch(url, buildInit(options, token, cookies, deps.getLocale?.() ?? null));
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw new NetworkError(url, { cause });
    }
    const readOrFail = async (type: 'json' | 'text'): Promise<unknown> => {
      try {
        return await readBody(response, type);
      } catch (cause) {
        // The connection broke while the answer came in: no data, the same as no answer.
        if (isAbort(cause)) throw cause;
        throw new NetworkError(url, { cause });
      }
    };
    if (response.ok) {
      const body = (await readOrFail(options.responseType ?? 'json')) as T;
      const version = options.onVersion ? response.headers.get('etag') : null;
      if (version) options.onVersion?.(version);
      return body;
    }

    const body = await readOrFail('json');
    const error = new HttpError(response.status, response.statusText, body, url);

    if (response.status === 401 && !attempt.refreshed) {
      await recoverFrom401(token, error);
      return send<T>(options, { ...attempt, refreshed: true });
    }
    if (response.status === 400 && isInvalidGrant(body)) {
      deps.hooks.logout();
      throw error;
    }
    if (response.status === 498 && !attempt.passwordChanged) {
      const closed = changePasswordOnce();
      if (closed) {
        await closed;
        return send<T>(options, { ...attempt, passwordChanged: true });
      }
    }
    throw error;
  };

  /** Resolves when a replay is worth trying; rejects with the 401 otherwise. */
  const recoverFrom401 = async (usedToken: Token | null, error: HttpError): Promise<void> => {
    const current = currentToken();
    if (!current) {
      deps.hooks.signIn({ reauth: false });
      throw error;
    }
    // A refresh that finished after this request went out already replaced the token: just replay.
    if (!refreshInFlight && usedToken && current.accessToken !== usedToken.accessToken) return;
    try {
      await refreshOnce();
    } catch {
      throw error;
    }
  };

  /** The refresh of a widget on another origin: no refresh token or a refused one means signing in again. */
  const refreshBearer = async (session: BearerSession): Promise<void> => {
    try {
      await session.refresh();
    } catch (error) {
      if (!(error instanceof NetworkError)) deps.hooks.signIn({ reauth: false });
      throw error;
    }
    deps.hooks.tokenRefreshed();
  };

  return {
    request: <T = unknown>(options: RequestOptions) => send<T>(options, { refreshed: false, passwordChanged: false }),
    rest: (path) => {
      const origin = new URL(deps.getConsoleBase()).origin;
      const context = deps.getContext()?.context ?? DEFAULT_PROVISIONING_CONTEXT;
      return `${origin}/${context}/rest/${path.replace(/^\/+/, '')}`;
    },
    console: (path) => new URL(path.replace(/^\/+/, ''), deps.getConsoleBase()).href,
  };
}

/** `cookies` is null on another origin: no credentials sent, no anti-CSRF cookie to read. */
function buildInit(
  options: RequestOptions,
  token: Token | null,
  cookies: CookieJar | null,
  locale: string | null,
): RequestInit {
  const headers: Record<string, string> = {};
  if (token) headers['Authorization'] = authorizationHeader(token);
  const body = encodeBody(options.body);
  if (!options.url.includes('/api/')) {
    headers['Content-Type'] = 'application/json';
    Object.assign(headers, NO_CACHE_HEADERS);
    const csrf = cookies?.get(CSRF_COOKIE);
    if (csrf) headers[CSRF_COOKIE] = csrf;
    if (locale) headers['Accept-Language'] = locale;
  } else if (typeof options.body === 'object' && options.body !== null && typeof body === 'string') {
    headers['Content-Type'] = 'application/json';
  }
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;
  Object.assign(headers, options.headers);
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    credentials: cookies ? 'include' : 'omit',
  };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  if (options.priority) init.priority = options.priority;
  return init;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  ) {
    return body;
  }
  return JSON.stringify(body);
}

/**
 * JSON when it parses, else the text itself: some IDMProv answers documented as JSON (e.g. the
 * default locale) are plain text on real servers. Empty bodies (204) read as undefined.
 */
async function readBody(response: Response, type: 'json' | 'text'): Promise<unknown> {
  const text = await response.text();
  if (type === 'text') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isInvalidGrant(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'error' in body && body.error === 'invalid_grant';
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
