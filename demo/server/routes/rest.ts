import type { FastifyInstance } from 'fastify';
import { checkConsoleAccess } from '../auth/console-access.js';
import { authenticate, checkCsrf, checkRequirement } from '../http/auth.js';
import { ensureCsrfCookie } from '../http/cookies.js';
import { acceptJsonAsForm, widenBodies } from '../http/liberal-input.js';
import { declared } from '../http/requirement.js';
import { compressAnswers } from '../http/compression.js';
import { faultInjection } from '../http/fault-injection.js';
import { rejectScriptLikeInput } from '../http/xss-filter.js';
import { installVersions } from '../http/versions.js';
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
// ops3 (issue 31)
import { identityMaintenanceRoutes } from './identity-maintenance.js';

/**
 * IDMProv REST under `/<context>/rest`: every route needs a live bearer token (401 Fault), mutations the
 * anti-CSRF header (403 Fault), and whatever its `config.requires` says (403 Fault). A route says it itself or
 * takes its plugin's declaration below (`signedIn`: the handlers scope what they read and change).
 */
export async function restRoutes(app: FastifyInstance): Promise<void> {
  // Read on every call: a test hook may switch faults on and off while the sandbox runs.
  app.addHook(
    'onRequest',
    faultInjection(() => app.sandbox.faults, app.sandbox.seed, app.serverProfile.applicationErrorStatus),
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
  // Before the body and query are parsed: a caller the route's declaration excludes learns nothing else.
  app.addHook('onRequest', checkRequirement);
  // Liberal in what it accepts, as real servers are: a JSON body under curl's form content type, a single
  // object where the body's schema shows an array (docs/protocol.md "Clients of real servers").
  acceptJsonAsForm(app);
  app.addHook('preValidation', widenBodies(`/${app.sandbox.context}/rest/`));
  // Newer servers refuse script-like text in bodies and queries (XSSValidationFailure; docs/protocol.md).
  app.addHook('preValidation', rejectScriptLikeInput);
  // Versions (ETag, If-Match → 412) of the objects editors change; before compression, so answers are hashed as written.
  installVersions(app);
  await compressAnswers(app);

  await app.register(declared(localeRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(accessInfoRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(userRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(clientRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(preferenceRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(settingsRoutes, 'signedIn'));
  await app.register(declared(lookupRoutes, 'signedIn'));
  await app.register(declared(peopleRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(accessRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(roleAdminRoutes, 'signedIn'));
  await app.register(declared(adminRoutes, 'signedIn'));
  await app.register(declared(monitorRoutes, 'signedIn'));
  await app.register(declared(whoActsRoutes, 'signedIn'));
  await app.register(declared(teamAdminRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(landingRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(resourceAdminRoutes, { domain: 'RESOURCES' }));
  await app.register(declared(entityAdminRoutes, 'signedIn'), { prefix: '/access' });
  // The shell's: access/proxy/for and the preferred locale (access/ulp/l10n/listLocales).
  await app.register(declared(shellProxyRoutes, 'signedIn'), { prefix: '/access' });
  await app.register(declared(shellLocaleRoutes, 'signedIn'), { prefix: '/access' });
  // Configuration (issue 18): e-mail approval and the localisation kit.
  await app.register(declared(emailApprovalRoutes, 'signedIn'));
  await app.register(declared(localeKitRoutes, 'signedIn'));
  // Issue 31: whether the caller is security-equivalent to principals (access/info/user/equivalent).
  await app.register(declared(equivalenceRoutes, 'signedIn'), { prefix: '/access' });
  // Issue 31: an administrator's maintenance calls after directory changes (identityResync, user/dn).
  await app.register(declared(identityMaintenanceRoutes, 'admin'));
}
