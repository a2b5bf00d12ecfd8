import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAdminister } from '../auth/administer.js';
import { PUBLIC_CLIENT_ID } from '../auth/public-client.js';
import { navRight } from '../auth/rights.js';
import { changeVersion } from '../db/change-version.js';
import { COOKIES, CSRF_HEADER, sessionCookieToken } from './cookies.js';
import type { UserRow } from '../db/users.js';
import type { Principal, Requirement } from './context.js';
import { forbidden, unauthorized } from './fault.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token of `Authorization: Bearer <token>` (scheme case-insensitive). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

interface Session {
  version: string;
  expiresAt: number;
  principal: Principal;
}

/** Callers by access token, as long as the db is unchanged (a revoked token or a disabled user is a change). */
const sessions = new WeakMap<Database, { version: () => string; byToken: Map<string, Session> }>();
/** Live tokens kept at once; past this the map starts over. */
const MAX_SESSIONS = 10_000;

function sessionsOf(db: Database) {
  let cache = sessions.get(db);
  if (!cache) sessions.set(db, (cache = { version: changeVersion(db), byToken: new Map() }));
  return cache;
}

/**
 * onRequest hook: a live access token of an existing, enabled user, else 401 Fault. The token's row and its
 * user are read once and kept until the db changes; the expiry is checked on the app's clock every time.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const { store, sandbox } = request.server;
  const bearer = bearerToken(request);
  const cache = sessionsOf(store.db);
  const version = cache.version();
  const kept = bearer === undefined ? undefined : cache.byToken.get(bearer);
  if (kept && kept.version === version && kept.expiresAt > sandbox.now()) {
    request.principal = kept.principal;
    return;
  }
  const token = store.tokens.find('access', bearer);
  const user = token ? store.users.findByDn(token.user_dn) : undefined;
  if (!bearer || !token || !user || user.login_disabled === 1) throw unauthorized();
  request.principal = { user, clientId: token.client_id };
  if (cache.byToken.size >= MAX_SESSIONS) cache.byToken.clear();
  cache.byToken.set(bearer, { version, expiresAt: token.expires_at, principal: request.principal });
}

/** Constant-time equality of two strings of any length. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string): Buffer => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * onRequest hook: a POST/PUT/PATCH/DELETE whose session a cookie carries must echo the anti-CSRF cookie in the
 * header of the same name. The session is the cookie's when the bearer token is the one `MFSSO_IDMDASH` holds:
 * the console builds its Authorization header from that cookie. A token from anywhere else (a script's
 * password grant, a widget's memory) is sent only by code that holds it, which another site cannot forge
 * (docs/security.md, "Anti-CSRF").
 */
export async function checkCsrf(request: FastifyRequest): Promise<void> {
  if (!MUTATING.has(request.method)) return;
  if (!sessionFromCookie(request)) return;
  const cookie = request.cookies[COOKIES.csrf];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
    throw forbidden('The anti-CSRF token is missing or does not match.');
  }
}

/** Whether the request's bearer token is the one its session cookie carries (a browser's console session). */
function sessionFromCookie(request: FastifyRequest): boolean {
  // The elements' public client holds its tokens in a page's memory, never in the cookie.
  if (request.principal?.clientId === PUBLIC_CLIENT_ID) return false;
  const bearer = bearerToken(request);
  const cookieToken = sessionCookieToken(request);
  return bearer !== undefined && cookieToken !== undefined && sameSecret(bearer, cookieToken);
}

/** The user's administration domains (a JSON list in the db). */
export function adminDomains(user: UserRow): string[] {
  try {
    const parsed: unknown = JSON.parse(user.domains);
    return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Why `user` may not call a route declaring `requires`; null: they may (the authorization matrix reads this too). */
export function requirementRefusal(
  app: FastifyInstance,
  user: UserRow,
  requires: Requirement | undefined,
): string | null {
  if (requires === undefined) return 'This route does not say who may call it.';
  if (requires === 'public' || requires === 'signedIn') return null;
  if (requires === 'admin') return user.is_admin === 1 ? null : 'Only administrators may do this.';
  if ('domain' in requires)
    return canAdminister(app.store.db, user, requires.domain, undefined, app.sandbox.now())
      ? null
      : `Only administrators of ${requires.domain.toLowerCase()} may do this.`;
  const stored = app.store.navRights.stored(user.dn);
  return navRight(user, stored, requires.navKey) === 'true' ? null : `You do not have the right "${requires.navKey}".`;
}

/** onRequest hook (after authenticate): enforces the route's `config.requires`; a route that declares none is closed to everybody. */
export async function checkRequirement(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const requires = request.routeOptions.config.requires;
  if (requires === 'public') return;
  const refusal = requirementRefusal(request.server, principalOf(request).user, requires);
  if (refusal) throw forbidden(refusal);
}
