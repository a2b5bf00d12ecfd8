import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { navRight } from '../auth/rights.js';
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

/** onRequest hook: a live access token of an existing, enabled user, else 401 Fault. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const { store } = request.server;
  const token = store.tokens.find('access', bearerToken(request));
  const user = token ? store.users.findByDn(token.user_dn) : undefined;
  if (!token || !user || user.login_disabled === 1) throw unauthorized();
  request.principal = { user, clientId: token.client_id };
}

/** Constant-time equality of two strings of any length. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string): Buffer => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** onRequest hook: POST/PUT/PATCH/DELETE must echo the anti-CSRF cookie in the header of the same name. */
export async function checkCsrf(request: FastifyRequest): Promise<void> {
  if (!MUTATING.has(request.method)) return;
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
  const { user } = principalOf(request);
  if (requires === 'admin') {
    if (user.is_admin !== 1) throw forbidden('Only administrators may do this.');
    return;
  }
  if ('domain' in requires) {
    if (user.is_admin !== 1 && !adminDomains(user).includes(requires.domain)) {
      throw forbidden(`Only administrators of ${requires.domain.toLowerCase()} may do this.`);
    }
    return;
  }
  const stored = request.server.store.navRights.stored(user.dn);
  if (navRight(user, stored, requires.navKey) !== 'true')
    throw forbidden(`You do not have the right "${requires.navKey}".`);
}
