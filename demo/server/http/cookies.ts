import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const COOKIES = {
  /** `Bearer,<access token>`, readable by script: the console builds its Authorization header from it. */
  session: 'MFSSO_IDMDASH',
  /** Refresh token for RefreshTokenServlet; httpOnly, only sent to the console's servlets. */
  refresh: 'MFSSO_REFRESH',
  /** OSP browser session (the sign-in); httpOnly, only sent to OSP. */
  osp: 'OSP_SESSION',
  /** Anti-CSRF value, echoed back by the console in a header of the same name. */
  csrf: 'netiq_idm_rbpm_acsrf',
} as const;

export const COOKIE_PATHS = { session: '/', refresh: '/idmdash/', osp: '/osp/', csrf: '/' } as const;
export const CSRF_HEADER = COOKIES.csrf;

// Token values are base64url, safe as they are; the default URI encoding would turn the comma into %2C.
const raw = (value: string): string => value;

export function setSessionCookie(reply: FastifyReply, tokenType: string, accessToken: string): void {
  reply.setCookie(COOKIES.session, `${tokenType},${accessToken}`, {
    path: COOKIE_PATHS.session,
    sameSite: 'lax',
    httpOnly: false,
    encode: raw,
  });
}

export function setRefreshCookie(reply: FastifyReply, refreshToken: string, maxAgeSeconds: number): void {
  reply.setCookie(COOKIES.refresh, refreshToken, {
    path: COOKIE_PATHS.refresh,
    sameSite: 'lax',
    httpOnly: true,
    maxAge: maxAgeSeconds,
    encode: raw,
  });
}

/** The access token inside `MFSSO_IDMDASH=Bearer,<token>`. */
export function sessionCookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[COOKIES.session];
  const comma = value?.indexOf(',') ?? -1;
  return value && comma >= 0 ? value.slice(comma + 1) : undefined;
}

/** Sets the anti-CSRF cookie when the browser has none yet. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[COOKIES.csrf]) return;
  reply.setCookie(COOKIES.csrf, randomBytes(24).toString('base64url'), {
    path: COOKIE_PATHS.csrf,
    sameSite: 'lax',
    httpOnly: false,
    encode: raw,
  });
}
