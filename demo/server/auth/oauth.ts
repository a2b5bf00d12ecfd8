import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenRow } from '../db/tokens.js';
import { trustedOrigins } from '../http/origin.js';

/** The console's OAuth client and where its sign-in ends. */
export const CLIENT_ID = 'idmdash';
export const REDIRECT_PATH = '/idmdash/oauth.html';

export const CODE_TTL_MS = 60_000;
export const REFRESH_TTL_MS = 8 * 3600_000;
/** OSP browser session; `activity` extends it by this much (the console's sessionTimeOut). */
export const SESSION_TIMEOUT_SECONDS = 1800;
export const OSP_SESSION_TTL_MS = SESSION_TIMEOUT_SECONDS * 1000;

export const OSP = {
  issuer: '/osp/a/idm/auth/oauth2',
  grant: '/osp/a/idm/auth/oauth2/grant',
  token: '/osp/a/idm/auth/oauth2/token',
  revoke: '/osp/a/idm/auth/oauth2/revoke',
  introspect: '/osp/a/idm/auth/oauth2/introspect',
  userinfo: '/osp/a/idm/auth/oauth2/userinfo',
  wellKnown: '/osp/a/idm/auth/oauth2/.well-known/openid-configuration',
  /** RFC 8414's name for the same discovery document. */
  authorizationServer: '/osp/a/idm/auth/oauth2/.well-known/oauth-authorization-server',
  metadata: '/osp/a/idm/auth/oauth2/metadata',
  /** The user's attributes by access token (`attributes`, `access_token` in the query): what IDM's apps ask. */
  getAttributes: '/osp/a/idm/auth/oauth2/getattributes',
  login: '/osp/a/idm/auth/app/login',
  loginCss: '/osp/a/idm/auth/app/login.css',
  logout: '/osp/a/idm/auth/app/logout',
  activity: '/osp/a/idm/auth/app/activity',
} as const;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

/** redirect_uri must be the console's oauth.html on this server's (or the configured public) origin. */
export function isRegisteredRedirect(request: FastifyRequest, redirectUri: string | undefined): boolean {
  if (!redirectUri) return false;
  return [...trustedOrigins(request, request.server.sandbox.publicOrigin)].some(
    (o) => redirectUri === o + REDIRECT_PATH,
  );
}

function accessToken(
  app: FastifyInstance,
  userDn: string,
  clientId: string,
  sessionHash: string | null,
  family: string | null = null,
): string {
  const ttlMs = app.sandbox.tokenTtlSeconds * 1000;
  return app.store.tokens.issue('access', { userDn, clientId, sessionHash, ttlMs, family }).token;
}

/**
 * A new access token plus refresh token; both die with the OSP session they came from. `rotating`: the public
 * client's grant, whose refresh token is replaced on every use (see `rotateRefreshToken`).
 */
export function issueTokenPair(
  app: FastifyInstance,
  userDn: string,
  clientId: string,
  sessionHash: string | null,
  rotating = false,
): TokenResponse {
  app.store.tokens.purgeExpired();
  const family = rotating ? randomBytes(16).toString('base64url') : null;
  const refresh = app.store.tokens.issue('refresh', { userDn, clientId, sessionHash, ttlMs: REFRESH_TTL_MS, family });
  return {
    access_token: accessToken(app, userDn, clientId, sessionHash, family),
    token_type: 'Bearer',
    expires_in: app.sandbox.tokenTtlSeconds,
    refresh_token: refresh.token,
  };
}

/**
 * A new access token for a live refresh token of a confidential client (which stays the same, as on OSP: scripts
 * written for real servers keep theirs until it expires or is revoked), or undefined. A rotating token is refused.
 */
export function refreshAccessToken(app: FastifyInstance, refreshToken: string | undefined): TokenResponse | undefined {
  const row = app.store.tokens.find('refresh', refreshToken);
  if (!row || !refreshToken || row.family !== null) return undefined;
  const user = app.store.users.findByDn(row.user_dn);
  if (!user || user.login_disabled === 1) return undefined;
  return {
    access_token: accessToken(app, row.user_dn, row.client_id, row.session_hash),
    token_type: 'Bearer',
    expires_in: app.sandbox.tokenTtlSeconds,
    refresh_token: refreshToken,
  };
}

/**
 * The public client's refresh (RFC 9700 section 4.14, OAuth 2.1): a new access token and a new refresh token, the
 * presented one used up. A used one presented again revokes every token of its grant; undefined then, and for an
 * unknown, expired or other client's token. The family keeps the grant's first expiry: rotation does not extend it.
 */
export function rotateRefreshToken(
  app: FastifyInstance,
  refreshToken: string | undefined,
  clientId: string,
): TokenResponse | undefined {
  const tokens = app.store.tokens;
  const outcome = tokens.rotate(refreshToken);
  if (outcome.kind !== 'fresh') return undefined;
  const { row } = outcome;
  const user = app.store.users.findByDn(row.user_dn);
  if (row.client_id !== clientId || !user || user.login_disabled === 1) {
    if (refreshToken) tokens.revoke(refreshToken);
    return undefined;
  }
  const ttlMs = row.expires_at - app.sandbox.now();
  const next = tokens.issue('refresh', { ...ownerOf(row), ttlMs, family: row.family });
  return {
    access_token: accessToken(app, row.user_dn, row.client_id, row.session_hash, row.family),
    token_type: 'Bearer',
    expires_in: app.sandbox.tokenTtlSeconds,
    refresh_token: next.token,
  };
}

const ownerOf = (row: TokenRow) => ({ userDn: row.user_dn, clientId: row.client_id, sessionHash: row.session_hash });
