import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CLIENT_ID,
  OSP,
  REDIRECT_PATH,
  REFRESH_TTL_MS,
  SESSION_TIMEOUT_SECONDS,
  issueTokenPair,
  refreshAccessToken,
} from '../auth/oauth.js';
import { readBuildInfo } from '../build-info.js';
import { PROVISION_ROOT } from '../dns.js';
import { COOKIES, setRefreshCookie, setSessionCookie } from '../http/cookies.js';
import { sendFault } from '../http/fault.js';
import { escapeHtml, htmlPage } from '../http/html.js';
import { field, publicOrigin } from '../http/origin.js';
import { consoleDir } from '../http/static-dirs.js';

/** Status the console reads as "refresh failed, sign in again". */
const REFRESH_FAILED = 489;

function sendOAuthPage(reply: FastifyReply, staticDir: string): FastifyReply {
  const built = join(consoleDir(staticDir), 'oauth.html');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  if (existsSync(built)) return reply.send(readFileSync(built));
  return reply.send(
    htmlPage('Signed in', '<main><p>You are signed in.</p><p><a href="./">Continue to the console</a></p></main>'),
  );
}

/** The console's own servlets, next to the console page. */
export async function consoleServletRoutes(app: FastifyInstance): Promise<void> {
  const buildInfo = readBuildInfo(app.sandbox.now());

  app.get('/idmdash/LoadContextConfigServlet', async (request, reply) => {
    const origin = publicOrigin(request, app.sandbox.publicOrigin);
    reply.header('cache-control', 'no-store');
    return {
      context: app.sandbox.context,
      Authorize: origin + OSP.grant,
      Logout: origin + OSP.logout,
      RRAClientID: CLIENT_ID,
      RRARedirectUrl: origin + REDIRECT_PATH,
      ProvisionRoot: PROVISION_ROOT,
      SSPRRedirectUrl: `${origin}/sspr/private/changepassword`,
      sessionTimeOut: SESSION_TIMEOUT_SECONDS,
      extendSession: origin + OSP.activity,
      applicationDomain: origin,
      searchWithRequesterCN: false,
    };
  });

  app.get('/idmdash/build-info.json', async () => buildInfo);

  app.get(REDIRECT_PATH, async (request, reply) => {
    const error = field(request.query, 'error');
    const code = app.store.tokens.consume('code', field(request.query, 'code'));
    if (error || !code || code.client_id !== CLIENT_ID) {
      const reason = error
        ? `The sign-in was refused (${error}).`
        : 'The sign-in code is missing, already used or expired.';
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          htmlPage('Sign-in failed', `<main><p>${escapeHtml(reason)}</p><p><a href="./">Sign in again</a></p></main>`),
        );
    }
    const tokens = issueTokenPair(app, code.user_dn, CLIENT_ID, code.session_hash);
    setSessionCookie(reply, tokens.token_type, tokens.access_token);
    setRefreshCookie(reply, tokens.refresh_token, REFRESH_TTL_MS / 1000);
    return sendOAuthPage(reply, app.sandbox.staticDir);
  });

  app.get('/idmdash/RefreshTokenServlet', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const tokens = refreshAccessToken(app, request.cookies[COOKIES.refresh]);
    if (!tokens)
      return sendFault(reply, REFRESH_FAILED, 'SECURITY_EXCEPTION', 'The refresh token is missing or expired.');
    setSessionCookie(reply, tokens.token_type, tokens.access_token);
    return { token_type: tokens.token_type, access_token: tokens.access_token };
  });
}
