import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../db/tokens.js';
import { trustedOrigins } from '../http/origin.js';

/**
 * The elements' public OAuth client: a widget on a host page signs in by the authorization-code flow with
 * PKCE (RFC 7636, S256 only) and no client secret, and may only come back to a registered redirect URI.
 */
export const PUBLIC_CLIENT_ID = 'idm-elements';

/** The demo pages a public client may come back to on the sandbox's own origin and its demo origins. */
export const DEMO_REDIRECT_PATHS = ['/demo/partner.html', '/demo/portal.html', '/demo/gallery.html'] as const;

/** RFC 7636: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** A base64url SHA-256: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export function isValidChallenge(challenge: string | undefined, method: string | undefined): boolean {
  return method === 'S256' && challenge !== undefined && CHALLENGE.test(challenge);
}

/** True when `verifier` is well formed and hashes to `challenge`. */
export function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  return verifier !== undefined && VERIFIER.test(verifier) && s256(verifier) === challenge;
}

/** Every redirect URI the public client may use: the configured ones plus the demo pages of each origin. */
export function publicRedirectUris(request: FastifyRequest): Set<string> {
  const { sandbox } = request.server;
  const origins = [...trustedOrigins(request, sandbox.publicOrigin), ...(sandbox.demoOrigins ?? [])];
  const uris = new Set(sandbox.redirectUris ?? []);
  for (const origin of origins) for (const path of DEMO_REDIRECT_PATHS) uris.add(origin + path);
  return uris;
}

/** Exact match, as OAuth 2.1 requires: no prefixes, no extra query, no fragment. */
export const isPublicRedirect = (request: FastifyRequest, uri: string | undefined): boolean =>
  uri !== undefined && publicRedirectUris(request).has(uri);

interface PendingChallenge {
  challenge: string;
  expiresAt: number;
}

/** Each live code's challenge, by the code's hash (codes live a minute; kept in memory only). */
const challenges = new WeakMap<FastifyInstance, Map<string, PendingChallenge>>();

function challengesOf(app: FastifyInstance): Map<string, PendingChallenge> {
  let map = challenges.get(app);
  if (!map) challenges.set(app, (map = new Map()));
  return map;
}

export function rememberChallenge(app: FastifyInstance, code: string, challenge: string, expiresAt: number): void {
  const map = challengesOf(app);
  const now = app.sandbox.now();
  for (const [key, pending] of map) if (pending.expiresAt <= now) map.delete(key);
  map.set(hashToken(code), { challenge, expiresAt });
}

/** The challenge a code was issued with, forgotten on reading (a code is used once). */
export function takeChallenge(app: FastifyInstance, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const map = challengesOf(app);
  const key = hashToken(code);
  const pending = map.get(key);
  map.delete(key);
  return pending && pending.expiresAt > app.sandbox.now() ? pending.challenge : undefined;
}
