import { HttpError, NetworkError } from './errors';
import { NO_CACHE_HEADERS, type HttpDeps } from './http-deps';
import { DEFAULT_SESSION_COOKIE, readSessionToken, writeSessionToken } from './session-cookie';

/** Status the RefreshTokenServlet answers when the refresh token is gone: sign in again. */
export const REFRESH_EXPIRED_STATUS = 489;

/**
 * GET `<consoleBase>RefreshTokenServlet` → `{token_type, access_token}`; re-sets the session cookie,
 * calls the extend-session URL and reports success. 489 → new login (reauth); other failures → logout.
 */
export async function refreshAccessToken(deps: HttpDeps): Promise<void> {
  const url = new URL('RefreshTokenServlet', deps.getConsoleBase()).href;
  let response: Response;
  try {
    response = await deps.fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...NO_CACHE_HEADERS },
    });
  } catch (cause) {
    deps.hooks.logout();
    throw new NetworkError(url, { cause });
  }
  if (response.status === REFRESH_EXPIRED_STATUS) {
    deps.hooks.signIn({ reauth: true });
    throw new HttpError(response.status, response.statusText, undefined, url);
  }
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  const token = parseTokenResponse(body);
  if (!token) {
    deps.hooks.logout();
    throw new HttpError(response.status, response.statusText, body, url);
  }
  const cookieName = readSessionToken(deps.cookies)?.cookieName ?? DEFAULT_SESSION_COOKIE;
  writeSessionToken(deps.cookies, cookieName, token.tokenType, token.accessToken);
  await extendServerSession(deps);
  deps.hooks.tokenRefreshed();
}

function parseTokenResponse(body: unknown): { tokenType: string; accessToken: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token_type: tokenType, access_token: accessToken } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  return { tokenType: typeof tokenType === 'string' && tokenType !== '' ? tokenType : 'Bearer', accessToken };
}

/** Keeps the OSP browser session alive alongside the token; its failure is not the refresh's failure. */
async function extendServerSession(deps: HttpDeps): Promise<void> {
  const extendUrl = deps.getContext()?.extendSession;
  if (!extendUrl) return;
  try {
    const response = await deps.fetch(extendUrl, { credentials: 'include' });
    await response.text();
  } catch {
    // Ignored on purpose: the new token is valid either way.
  }
}
