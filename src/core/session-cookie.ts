import { SESSION_COOKIE_PREFIX, type CookieJar } from './cookies';

/** The cookie the console's OAuth redirect servlet sets; used when re-setting the token ourselves. */
export const DEFAULT_SESSION_COOKIE = 'MFSSO_IDMDASH';

export interface SessionToken {
  cookieName: string;
  tokenType: string;
  accessToken: string;
}

/** The token pair in the first `MFSSO_` cookie whose value reads `"<token_type>,<access_token>"`. */
export function readSessionToken(jar: CookieJar): SessionToken | null {
  for (const name of jar.names()) {
    if (!name.startsWith(SESSION_COOKIE_PREFIX)) continue;
    const token = parseSessionCookie(jar.get(name) ?? '');
    if (token) return { cookieName: name, ...token };
  }
  return null;
}

export function parseSessionCookie(value: string): Omit<SessionToken, 'cookieName'> | null {
  const unquoted = value.trim().replace(/^"(.*)"$/, '$1');
  const comma = unquoted.indexOf(',');
  if (comma <= 0 || comma === unquoted.length - 1) return null;
  return { tokenType: unquoted.slice(0, comma).trim(), accessToken: unquoted.slice(comma + 1).trim() };
}

export function writeSessionToken(jar: CookieJar, cookieName: string, tokenType: string, accessToken: string): void {
  jar.set(cookieName, `${tokenType},${accessToken}`, { path: '/' });
}

export function authorizationHeader(token: Pick<SessionToken, 'tokenType' | 'accessToken'>): string {
  return `${token.tokenType} ${token.accessToken}`;
}
