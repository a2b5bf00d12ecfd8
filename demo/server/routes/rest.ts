import type { FastifyInstance } from 'fastify';
import { checkConsoleAccess } from '../auth/console-access.js';
import { authenticate, checkCsrf, checkRequirement } from '../http/auth.js';
import { ensureCsrfCookie } from '../http/cookies.js';
import { compressAnswers } from '../http/compression.js';
import { faultInjection } from '../http/fault-injection.js';
import { accessRoutes } from './access/index.js';
import { accessInfoRoutes } from './access-info.js';
import { adminRoutes } from './admin/index.js';
import { monitorRoutes } from './monitor/index.js';
import { clientRoutes } from './clients.js';
import { localeRoutes } from './locales.js';
import { lookupRoutes } from './lookups/index.js';
import { peopleRoutes } from './people/index.js';
import { preferenceRoutes } from './preferences.js';
import { roleAdminRoutes } from './roles/index.js';
import { teamAdminRoutes } from './teams/index.js';
import { landingRoutes } from './landing/index.js';
import { resourceAdminRoutes } from './resources/index.js';
import { settingsRoutes } from './settings.js';
import { shellLocaleRoutes } from './shell-locale.js';
import { shellProxyRoutes } from './shell-proxy.js';
import { userRoutes } from './users.js';
import { whoActsRoutes } from './delegation/index.js';
import { emailApprovalRoutes } from './email-approval.js';
import { localeKitRoutes } from './locale-kit.js';
import { entityAdminRoutes } from './entities/index.js';
// ops2 (issue 31)
import { equivalenceRoutes } from './equivalence.js';

/**
 * IDMProv REST under `/<context>/rest`: every route needs a live bearer token (401 Fault), mutations the
 * anti-CSRF header (403 Fault), and whatever its `config.requires` says (403 Fault).
 */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  // Read on every call: a test hook may switch faults on and off while the sandbox runs.
  app.addHook(
    'onRequest',
    faultInjection(() => app.sandbox.faults, app.sandbox.seed),
  );
  app.addHook('onRequest', async (request, reply) => {
    ensureCsrfCookie(request, reply);
    reply
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .header('pragma', 'no-cache')
      .header('expires', '0');
  });
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', checkCsrf);
  // h-config: client settings' access section (who may use the console).
  app.addHook('onRequest', checkConsoleAccess);
  app.addHook('preHandler', checkRequirement);
  await compressAnswers(app);

  await app.register(localeRoutes, { prefix: '/access' });
  await app.register(accessInfoRoutes, { prefix: '/access' });
  await app.register(userRoutes, { prefix: '/access' });
  await app.register(clientRoutes, { prefix: '/access' });
  await app.register(preferenceRoutes, { prefix: '/access' });
  await app.register(settingsRoutes);
  await app.register(lookupRoutes);
  await app.register(peopleRoutes, { prefix: '/access' });
  await app.register(accessRoutes, { prefix: '/access' });
  await app.register(roleAdminRoutes);
  await app.register(adminRoutes);
  await app.register(monitorRoutes);
  await app.register(whoActsRoutes);
  await app.register(teamAdminRoutes, { prefix: '/access' });
  await app.register(landingRoutes, { prefix: '/access' });
  await app.register(resourceAdminRoutes);
  await app.register(entityAdminRoutes, { prefix: '/access' });
  // The shell's: access/proxy/for and the preferred locale (access/ulp/l10n/listLocales).
  await app.register(shellProxyRoutes, { prefix: '/access' });
  await app.register(shellLocaleRoutes, { prefix: '/access' });
  // Configuration (issue 18): e-mail approval and the localisation kit.
  await app.register(emailApprovalRoutes);
  await app.register(localeKitRoutes);
  // ops2 (issue 31): operations served last.
  await app.register(equivalenceRoutes, { prefix: '/access' });
}
