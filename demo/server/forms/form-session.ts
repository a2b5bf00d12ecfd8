import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { sameSecret } from '../http/auth.js';
import { sessionCookieToken } from '../http/cookies.js';
import { field } from '../http/origin.js';

/**
 * What the sandbox's server-side form pages (requestForm.do, approvalForm.do) share: they act as the
 * user of the console's session cookie through the sandbox's own REST calls (so the same rules apply),
 * and protect their form with a double-submit token cookie scoped to the page.
 */
export interface FormSession {
  /** POST `<context>/rest<url>` as the session's user, in the page's Accept-Language. */
  rest(request: FastifyRequest, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  /** A new form token, also set as the page's cookie. */
  issueToken(reply: FastifyReply): string;
  /** Whether the posted form token matches the cookie. */
  tokenMatches(request: FastifyRequest): boolean;
  clearToken(reply: FastifyReply): void;
  /** The full name of the session's user, '' without one. */
  userName(request: FastifyRequest): string;
}

export function formSession(app: FastifyInstance, page: { path: string; cookie: string }): FormSession {
  const rest = `/${app.sandbox.context}/rest`;
  // The internal calls echo their own anti-CSRF value: the page's form token is what protects the page.
  const csrf = randomBytes(12).toString('base64url');
  return {
    rest: (request, url, payload) =>
      app.inject({
        method: 'POST',
        url: `${rest}${url}`,
        headers: {
          authorization: `Bearer ${sessionCookieToken(request) ?? ''}`,
          'content-type': 'application/json',
          netiq_idm_rbpm_acsrf: csrf,
          ...(request.headers['accept-language'] ? { 'accept-language': request.headers['accept-language'] } : {}),
        },
        cookies: { netiq_idm_rbpm_acsrf: csrf },
        payload: JSON.stringify(payload),
      }),
    issueToken(reply) {
      const token = randomBytes(24).toString('base64url');
      reply.setCookie(page.cookie, token, { path: page.path, httpOnly: true, sameSite: 'strict' });
      return token;
    },
    tokenMatches(request) {
      const cookie = request.cookies[page.cookie];
      const token = field(request.body, 'formToken');
      return Boolean(cookie && token && sameSecret(cookie, token));
    },
    clearToken: (reply) => void reply.clearCookie(page.cookie, { path: page.path }),
    userName(request) {
      const token = app.store.tokens.find('access', sessionCookieToken(request));
      return (token && app.store.users.findByDn(token.user_dn)?.full_name) ?? '';
    },
  };
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
