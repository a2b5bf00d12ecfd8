import type { FastifyInstance } from 'fastify';
import { authenticate, checkCsrf, checkRequirement } from '../http/auth.js';
import { ensureCsrfCookie } from '../http/cookies.js';
import { faultInjection } from '../http/fault-injection.js';
import { shellLocaleRoutes } from './shell-locale.js';
import { shellProxyRoutes } from './shell-proxy.js';

/**
 * The shell's REST additions under `/<context>/rest`, with the conventions of routes/rest.ts (token,
 * anti-CSRF, no-cache headers, `config.requires`, fault injection). Registered beside it until these
 * routes move into rest.ts, whose hooks would then cover them.
 */
export async function shellRestRoutes(app: FastifyInstance): Promise<void> {
  if (app.sandbox.faults) app.addHook('onRequest', faultInjection(app.sandbox.faults, app.sandbox.seed));
  app.addHook('onRequest', async (request, reply) => {
    ensureCsrfCookie(request, reply);
    reply.header('cache-control', 'no-cache, no-store, must-revalidate').header('pragma', 'no-cache').header('expires', '0');
  });
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', checkCsrf);
  app.addHook('preHandler', checkRequirement);

  await app.register(shellProxyRoutes, { prefix: '/access' });
  await app.register(shellLocaleRoutes, { prefix: '/access' });
}
