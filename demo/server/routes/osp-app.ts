import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OSP, OSP_SESSION_TTL_MS } from '../auth/oauth.js';
import { PUBLIC_CLIENT_ID, isPublicRedirect } from '../auth/public-client.js';
import { CONTENT_SECURITY_POLICY } from '../http/html.js';
import { verifyPassword } from '../auth/passwords.js';
import { TooManySignInAttempts, lockoutMessage } from '../auth/sign-in-guard.js';
import { COOKIES, COOKIE_PATHS, sessionCookieToken } from '../http/cookies.js';
import { field, trustedOrigins } from '../http/origin.js';
import { AUTHORIZE_FIELDS, renderLoginPage, type AuthorizeQuery } from '../pages/login-page.js';

const LOGIN_CSS = readFileSync(new URL('../pages/login.css', import.meta.url), 'utf8');
const CONSOLE_PATH = '/idmdash/';

function authorizeQuery(source: unknown): AuthorizeQuery {
  const query: AuthorizeQuery = {};
  for (const name of AUTHORIZE_FIELDS) {
    const value = field(source, name);
    if (value !== undefined) query[name] = value.slice(0, 2000);
  }
  return query;
}

/**
 * The sign-in form posts to this origin, whose answer redirects on to the client's redirect URI: browsers
 * check a form's redirects against `form-action` too, so a registered redirect URI of the public client on
 * another origin (a partner's page) is allowed there.
 */
function loginPageCsp(request: FastifyRequest, authorize: AuthorizeQuery): string {
  if (authorize.client_id !== PUBLIC_CLIENT_ID || !isPublicRedirect(request, authorize.redirect_uri)) {
    return CONTENT_SECURITY_POLICY;
  }
  const origin = new URL(authorize.redirect_uri ?? '').origin;
  return CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action 'self' ${origin}`);
}

function sendLoginPage(
  reply: FastifyReply,
  status: number,
  authorize: AuthorizeQuery,
  username?: string,
  error?: string,
) {
  return reply
    .header('content-security-policy', loginPageCsp(reply.request, authorize))
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderLoginPage({ authorize, username, error }));
}

/**
 * Where logout may send the browser: this origin, or a page registered as the elements' public client's redirect
 * URI (a partner's page signing out), else the console.
 */
function safeTarget(request: FastifyRequest, target: string | undefined): string {
  if (!target) return CONSOLE_PATH;
  const origins = trustedOrigins(request, request.server.sandbox.publicOrigin);
  try {
    const url = new URL(target, [...origins][0]);
    if (origins.has(url.origin)) return url.href;
    return isPublicRedirect(request, url.origin + url.pathname) ? url.href : CONSOLE_PATH;
  } catch {
    return CONSOLE_PATH;
  }
}

/** Is the request a top-level navigation, as far as the browser's Sec-Fetch-Mode and Sec-Fetch-Dest say? */
export function isTopLevelNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  const dest = request.headers['sec-fetch-dest'];
  return (mode === undefined || mode === 'navigate') && (dest === undefined || dest === 'document');
}

/** OSP's browser pages: sign-in form, logout, session keep-alive. */
export async function ospAppRoutes(app: FastifyInstance): Promise<void> {
  app.get(OSP.loginCss, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(LOGIN_CSS),
  );

  app.get(OSP.login, async (request, reply) => sendLoginPage(reply, 200, authorizeQuery(request.query)));

  const guard = app.signInGuard;
  app.post(
    OSP.login,
    {
      onRequest: app.signInAddressLimit,
      errorHandler: (error, request, reply) => {
        if (error instanceof TooManySignInAttempts) {
          return sendLoginPage(
            reply.header('retry-after', '60'),
            429,
            authorizeQuery(request.body),
            undefined,
            error.message,
          );
        }
        return app.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      const body = request.body;
      const authorize = authorizeQuery(body);
      const username = (field(body, 'username') ?? '').trim().slice(0, 256);
      const password = (field(body, 'password') ?? '').slice(0, 200);
      const locked = guard.lockedFor(username);
      if (locked > 0)
        return sendLoginPage(
          reply.header('retry-after', String(locked)),
          429,
          authorize,
          username,
          lockoutMessage(locked),
        );
      const user = username ? app.store.users.findByLogin(username) : undefined;
      const valid = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !valid || user.login_disabled === 1) {
        guard.recordFailure(username);
        return sendLoginPage(reply, 401, authorize, username, 'Invalid user name or password.');
      }
      guard.recordSuccess(username);
      const session = app.store.tokens.issue('osp_session', {
        userDn: user.dn,
        clientId: 'osp',
        ttlMs: OSP_SESSION_TTL_MS,
      });
      reply.setCookie(COOKIES.osp, session.token, { path: COOKIE_PATHS.osp, httpOnly: true, sameSite: 'lax' });
      if (!authorize.client_id) return reply.redirect(CONSOLE_PATH, 302);
      const query = new URLSearchParams(Object.entries(authorize) as [string, string][]);
      return reply.redirect(`${OSP.grant}?${query.toString()}`, 302);
    },
  );

  app.get(OSP.logout, async (request, reply) => {
    // Only a top-level navigation signs out: an image, a stylesheet's url(), a fetch or a frame cannot (the
    // browser says which with Sec-Fetch-*; a client that sends none, a script, is taken at its word).
    if (!isTopLevelNavigation(request))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('Sign out by opening this address, not from a page.');
    const { tokens } = app.store;
    const session = request.cookies[COOKIES.osp];
    if (session) tokens.revokeSession(session);
    const access = sessionCookieToken(request);
    if (access) tokens.revoke(access);
    const refresh = request.cookies[COOKIES.refresh];
    if (refresh) tokens.revoke(refresh);

    reply.clearCookie(COOKIES.osp, { path: COOKIE_PATHS.osp });
    const mfsso = new Set<string>([COOKIES.session, COOKIES.refresh]);
    for (const name of Object.keys(request.cookies)) if (name.startsWith('MFSSO_')) mfsso.add(name);
    for (const name of mfsso) {
      reply.clearCookie(name, { path: COOKIE_PATHS.session });
      reply.clearCookie(name, { path: COOKIE_PATHS.refresh });
    }
    return reply.redirect(safeTarget(request, field(request.query, 'target')), 302);
  });

  app.get(OSP.activity, async (request, reply) => {
    const session = request.cookies[COOKIES.osp];
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    if (!session || !app.store.tokens.find('osp_session', session)) return reply.code(401).send('No session');
    app.store.tokens.extend(session, OSP_SESSION_TTL_MS);
    return reply.send('OK');
  });
}
