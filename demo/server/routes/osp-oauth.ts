import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLIENT_ID,
  CODE_TTL_MS,
  OSP,
  isRegisteredRedirect,
  issueTokenPair,
  refreshAccessToken,
  rotateRefreshToken,
} from '../auth/oauth.js';
import { verifyPassword } from '../auth/passwords.js';
import {
  PUBLIC_CLIENT_ID,
  isPublicRedirect,
  isValidChallenge,
  rememberChallenge,
  takeChallenge,
  verifierMatches,
} from '../auth/public-client.js';
import { TooManySignInAttempts, lockoutMessage } from '../auth/sign-in-guard.js';
import { bearerToken, sameSecret } from '../http/auth.js';
import { COOKIES } from '../http/cookies.js';
import { escapeHtml, htmlPage } from '../http/html.js';
import { field, publicOrigin } from '../http/origin.js';
import { hashToken, type TokenRow } from '../db/tokens.js';
import type { UserRow } from '../db/users.js';

type OAuthError =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_token'
  | 'temporarily_unavailable';

function oauthError(reply: FastifyReply, status: number, error: OAuthError, description: string): FastifyReply {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  if (error === 'invalid_client') reply.header('www-authenticate', 'Basic realm="osp"');
  if (error === 'invalid_token') reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return reply.code(status).send({ error, error_description: description });
}

/**
 * Client authentication of the `idmdash` client: HTTP Basic, or (without an Authorization header)
 * `client_id` and `client_secret` in the form body, as RFC 6749 section 2.3.1 allows.
 */
function clientAuthenticated(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  if (header === undefined) {
    const id = field(request.body, 'client_id');
    const secret = field(request.body, 'client_secret');
    return id === CLIENT_ID && secret !== undefined && sameSecret(secret, request.server.sandbox.clientSecret);
  }
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  try {
    const id = decodeURIComponent(decoded.slice(0, colon));
    const secret = decodeURIComponent(decoded.slice(colon + 1));
    return id === CLIENT_ID && sameSecret(secret, request.server.sandbox.clientSecret);
  } catch {
    return false;
  }
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/** The OSP OAuth 2 server: authorize (grant), token, revoke, introspect, userinfo, discovery. */
export async function ospOAuthRoutes(app: FastifyInstance): Promise<void> {
  app.get(OSP.grant, async (request, reply) => {
    const query = request.query;
    const redirectUri = field(query, 'redirect_uri');
    const clientId = field(query, 'client_id');
    const isPublic = clientId === PUBLIC_CLIENT_ID;
    if (clientId !== CLIENT_ID && !isPublic) return oauthError(reply, 400, 'invalid_request', 'Unknown client_id.');
    if (isPublic && !isPublicRedirect(request, redirectUri)) return refusedRedirectPage(reply, redirectUri);
    if (!redirectUri || (!isPublic && !isRegisteredRedirect(request, redirectUri))) {
      return oauthError(reply, 400, 'invalid_request', 'redirect_uri is not registered for this client.');
    }
    const state = field(query, 'state');
    if (field(query, 'response_type') !== 'code') {
      return reply.redirect(withQuery(redirectUri, { error: 'unsupported_response_type', state }), 302);
    }
    const challenge = field(query, 'code_challenge');
    if (isPublic && !isValidChallenge(challenge, field(query, 'code_challenge_method'))) {
      const error_description = 'A public client must send code_challenge with code_challenge_method=S256.';
      return reply.redirect(withQuery(redirectUri, { error: 'invalid_request', error_description, state }), 302);
    }
    const sessionToken = request.cookies[COOKIES.osp];
    const session = app.store.tokens.find('osp_session', sessionToken);
    if (!session || !sessionToken) {
      const search = new URLSearchParams(request.url.split('?')[1] ?? '').toString();
      return reply.redirect(`${OSP.login}?${search}`, 302);
    }
    const code = app.store.tokens.issue('code', {
      userDn: session.user_dn,
      clientId,
      ttlMs: CODE_TTL_MS,
      sessionHash: hashToken(sessionToken),
      redirectUri,
    });
    if (isPublic && challenge) rememberChallenge(app, code.token, challenge, code.expiresAt);
    return reply.redirect(withQuery(redirectUri, { code: code.token, state }), 302);
  });

  const guard = app.signInGuard;
  const tokenRoute = {
    onRequest: app.signInAddressLimit,
    errorHandler: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof TooManySignInAttempts)
        return oauthError(reply.header('retry-after', '60'), 429, 'temporarily_unavailable', error.message);
      return app.errorHandler(error, request, reply);
    },
  };
  // OSP grants tokens at `oauth2/token` and, as clients of real servers POST them, at `oauth2/grant` too
  // (docs/protocol.md "Clients of real servers").
  for (const path of [OSP.token, OSP.grant]) app.post(path, tokenRoute, token);

  async function token(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    const grantType = field(body, 'grant_type');
    if (!request.headers.authorization && field(body, 'client_id') === PUBLIC_CLIENT_ID) {
      return publicClientToken(app, reply, body, grantType);
    }
    if (!clientAuthenticated(request)) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (grantType === 'password') {
      const username = field(body, 'username')?.trim() ?? '';
      const password = field(body, 'password') ?? '';
      if (!username || !password)
        return oauthError(reply, 400, 'invalid_request', 'username and password are required.');
      const locked = guard.lockedFor(username);
      if (locked > 0)
        return oauthError(reply.header('retry-after', String(locked)), 400, 'invalid_grant', lockoutMessage(locked));
      const user = username.length <= 256 ? app.store.users.findByLogin(username) : undefined;
      const valid = await verifyPassword(password.slice(0, 200), user?.password_hash ?? null);
      if (!user || !valid || user.login_disabled === 1) {
        guard.recordFailure(username);
        return oauthError(reply, 400, 'invalid_grant', 'Invalid user name or password.');
      }
      guard.recordSuccess(username);
      return issueTokenPair(app, user.dn, CLIENT_ID, null);
    }
    if (grantType === 'authorization_code') {
      const code = app.store.tokens.consume('code', field(body, 'code'));
      if (!code || code.client_id !== CLIENT_ID || code.redirect_uri !== field(body, 'redirect_uri')) {
        return oauthError(
          reply,
          400,
          'invalid_grant',
          'The code is unknown, used, expired or for another redirect_uri.',
        );
      }
      return issueTokenPair(app, code.user_dn, CLIENT_ID, code.session_hash);
    }
    if (grantType === 'refresh_token') {
      const tokens = refreshAccessToken(app, field(body, 'refresh_token'));
      return tokens ?? oauthError(reply, 400, 'invalid_grant', 'The refresh token is unknown or expired.');
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'Use password, authorization_code or refresh_token.');
  }

  // RFC 7009: the confidential client authenticates; the public client names itself and revokes only its own
  // tokens. Either way the answer is 200, whether or not the token was known. A token of the public client takes
  // its whole grant with it (the access token revokes its refresh tokens, docs/security.md).
  app.post(OSP.revoke, async (request, reply) => {
    const isPublic = !request.headers.authorization && field(request.body, 'client_id') === PUBLIC_CLIENT_ID;
    if (!isPublic && !clientAuthenticated(request))
      return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
    const token = field(request.body, 'token');
    const tokens = app.store.tokens;
    const own = tokens.find('access', token) ?? tokens.find('refresh', token);
    if (token && (!isPublic || own?.client_id === PUBLIC_CLIENT_ID)) tokens.revoke(token);
    return reply.code(200).send({});
  });

  app.post(OSP.introspect, async (request, reply) => {
    if (!clientAuthenticated(request)) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
    const token = field(request.body, 'token');
    const row = app.store.tokens.find('access', token) ?? app.store.tokens.find('refresh', token);
    const user = row ? app.store.users.findByDn(row.user_dn) : undefined;
    if (!row || !user) return { active: false };
    return {
      active: true,
      client_id: row.client_id,
      username: user.cn,
      sub: user.dn,
      exp: Math.floor(row.expires_at / 1000),
      token_type: row.kind === 'access' ? 'Bearer' : 'refresh_token',
    };
  });

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const row = app.store.tokens.find('access', bearerToken(request));
    const user = row ? app.store.users.findByDn(row.user_dn) : undefined;
    if (!user) return oauthError(reply, 401, 'invalid_token', 'The access token is missing, unknown or expired.');
    return {
      sub: user.dn,
      name: user.full_name,
      given_name: user.given_name,
      family_name: user.surname,
      email: user.email,
      preferred_username: user.cn,
      locale: user.locale,
    };
  };
  app.get(OSP.userinfo, userinfo);
  app.post(OSP.userinfo, userinfo);

  app.get(OSP.getAttributes, async (request, reply) => {
    if (request.headers.authorization !== undefined && !clientAuthenticated(request))
      return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
    const row = app.store.tokens.find('access', field(request.query, 'access_token') ?? bearerToken(request));
    const user = row ? app.store.users.findByDn(row.user_dn) : undefined;
    if (!row || !user)
      return oauthError(reply, 401, 'invalid_token', 'The access token is missing, unknown or expired.');
    reply.header('cache-control', 'no-store');
    return userAttributes(user, row, field(request.query, 'attributes'));
  });

  const discovery = async (request: FastifyRequest) => {
    const origin = publicOrigin(request, app.sandbox.publicOrigin);
    return {
      issuer: origin + OSP.issuer,
      authorization_endpoint: origin + OSP.grant,
      token_endpoint: origin + OSP.token,
      revocation_endpoint: origin + OSP.revoke,
      introspection_endpoint: origin + OSP.introspect,
      userinfo_endpoint: origin + OSP.userinfo,
      end_session_endpoint: origin + OSP.logout,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'password', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'none'],
      code_challenge_methods_supported: ['S256'],
      // No ID tokens (no signing keys): `openid`, jwks_uri and the id_token fields are not advertised, so a
      // standard client does not expect what is not there (README "Shell", discovery).
      scopes_supported: ['profile', 'email'],
    };
  };
  // The same document under OIDC's and RFC 8414's name.
  for (const path of [OSP.wellKnown, OSP.authorizationServer]) app.get(path, discovery);
  // The tenant's metadata "lists all configured OAuth clients" (docs/protocol.md "Clients of real servers");
  // its exact shape is not public: the discovery document plus the client ids, never a secret.
  app.get(OSP.metadata, async (request) => ({
    ...(await discovery(request)),
    clients: [{ client_id: CLIENT_ID }, { client_id: PUBLIC_CLIENT_ID }],
  }));
}

const REFUSED_REDIRECT_TEXT =
  'The page asking to sign in is not a registered redirect URI of this client, so the sign-in was refused.';

/** The authorize endpoint never redirects to an unregistered URI: it says so, on its own page. */
function refusedRedirectPage(reply: FastifyReply, redirectUri: string | undefined): FastifyReply {
  const shown = redirectUri ? `<p>Redirect URI: <code>${escapeHtml(redirectUri.slice(0, 500))}</code></p>` : '';
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      htmlPage(
        'Redirect URI not registered',
        `<main><h1>Redirect URI not registered</h1><p>${escapeHtml(REFUSED_REDIRECT_TEXT)}</p>${shown}` +
          `<p>Register it on the server (sandbox: <code>--redirect-uris</code>).</p></main>`,
      ),
    );
}

/** The public client's grants: the code with its PKCE verifier, and refresh. No secret, no password grant. */
function publicClientToken(app: FastifyInstance, reply: FastifyReply, body: unknown, grantType: string | undefined) {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  if (grantType === 'authorization_code') {
    const codeValue = field(body, 'code');
    const challenge = takeChallenge(app, codeValue);
    const code = app.store.tokens.consume('code', codeValue);
    if (!code || code.client_id !== PUBLIC_CLIENT_ID || code.redirect_uri !== field(body, 'redirect_uri')) {
      return oauthError(reply, 400, 'invalid_grant', 'The code is unknown, used, expired or for another redirect_uri.');
    }
    if (!challenge || !verifierMatches(field(body, 'code_verifier'), challenge)) {
      return oauthError(reply, 400, 'invalid_grant', 'The code_verifier does not match the code_challenge.');
    }
    return issueTokenPair(app, code.user_dn, PUBLIC_CLIENT_ID, code.session_hash, true);
  }
  if (grantType === 'refresh_token') {
    const tokens = rotateRefreshToken(app, field(body, 'refresh_token'), PUBLIC_CLIENT_ID);
    return tokens ?? oauthError(reply, 400, 'invalid_grant', 'The refresh token is unknown, used, revoked or expired.');
  }
  return oauthError(reply, 400, 'unsupported_grant_type', 'A public client uses authorization_code or refresh_token.');
}

/**
 * The user's OSP attributes by the names IDM's applications configure (`com.netiq.idm.osp.oauth.*`): those
 * asked for in `attributes` (comma-separated), all of them when none is named. Unknown names are left out.
 */
function userAttributes(user: UserRow, token: TokenRow, asked: string | undefined): Record<string, unknown> {
  const initials = [user.given_name, user.surname].map((name) => name.charAt(0)).join('');
  const all: Record<string, unknown> = {
    name: user.cn,
    first_name: user.given_name,
    last_name: user.surname,
    initials,
    email: user.email,
    language: user.locale,
    client: token.client_id,
    expiration: Math.floor(token.expires_at / 1000),
    cacheable: true,
  };
  const names = asked
    ?.split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (!names || names.length === 0) return all;
  return Object.fromEntries(names.filter((name) => Object.hasOwn(all, name)).map((name) => [name, all[name]]));
}
