import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canAdminister } from '../auth/administer.js';
import { PUBLIC_CLIENT_ID } from '../auth/public-client.js';
import { navRight } from '../auth/rights.js';
import { changeVersion } from '../db/change-version.js';
import { COOKIES, CSRF_HEADER } from './cookies.js';
import type { UserRow } from '../db/users.js';
import type { Principal } from './context.js';
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

/** onRequest hook: POST/PUT/PATCH/DELETE must echo the anti-CSRF cookie in the header of the same name. */
export async function checkCsrf(request: FastifyRequest): Promise<void> {
  if (!MUTATING.has(request.method)) return;
  // The elements' public client holds its tokens in a page's memory: nothing a forged request could carry along.
  if (request.principal?.clientId === PUBLIC_CLIENT_ID) return;
  const cookie = request.cookies[COOKIES.csrf];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
    throw forbidden('The anti-CSRF token is missing or does not match.');
  }
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

/** preHandler hook: enforces the route's `config.requires`. */
export async function checkRequirement(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const requires = request.routeOptions.config.requires;
  if (!requires) return;
  if (requires === 'public' || requires === 'signedIn') return;
  const { user } = principalOf(request);
  if (requires === 'admin') {
    if (user.is_admin !== 1) throw forbidden('Only administrators may do this.');
    return;
  }
  if ('domain' in requires) {
    if (!canAdminister(request.server.store.db, user, requires.domain, undefined, request.server.sandbox.now())) {
      throw forbidden(`Only administrators of ${requires.domain.toLowerCase()} may do this.`);
    }
    return;
  }
  const stored = request.server.store.navRights.stored(user.dn);
  if (navRight(user, stored, requires.navKey) !== 'true')
    throw forbidden(`You do not have the right "${requires.navKey}".`);
}
