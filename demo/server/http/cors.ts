import { addVary } from './vary.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OSP } from '../auth/oauth.js';

/** Request headers a widget sends on REST calls (besides the CORS-safelisted ones). */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept-language',
  'cache-control',
  'pragma',
  'expires',
  'netiq_idm_rbpm_acsrf',
  // Writes of a versioned object (http/versions.ts).
  'if-match',
].join(', ');
/** Response headers a widget's script may read: an object's version. */
const EXPOSED_HEADERS = 'etag';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** The origins allowed to call the sandbox from a browser: the configured ones plus the demo port's. */
export function corsOrigins(app: FastifyInstance): Set<string> {
  const { corsOrigins: configured = [], demoOrigins = [] } = app.sandbox;
  return new Set([...configured, ...demoOrigins].map((origin) => new URL(origin).origin));
}

/** What a widget on another origin reaches: the REST API, the token endpoint, the console's servlets and files, the elements. */
export function isCorsPath(app: FastifyInstance, path: string): boolean {
  return (
    path.startsWith(`/${app.sandbox.context}/rest/`) ||
    path === OSP.token ||
    path.startsWith('/idmdash/') ||
    path.startsWith('/elements/')
  );
}

/**
 * CORS allow-listed per origin: an allowed Origin gets itself back (no credentials: widgets send bearer
 * tokens), its preflights are answered 204; any other origin gets no CORS headers, so its browser refuses.
 */
export function installCors(app: FastifyInstance): void {
  const allowed = corsOrigins(app);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const path = request.url.split('?')[0] ?? '';
    if (!isCorsPath(app, path)) return;
    // What the file or answer is also varies by Accept-Encoding (compression): the static files' raw headers
    // are overwritten by this reply's, so both are named here.
    addVary(addVary(reply, 'accept-encoding'), 'origin');
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
        .send();
    }
  });
}
