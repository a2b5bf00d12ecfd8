import type { FastifyInstance } from 'fastify';
import { declared } from '../http/requirement.js';
import { installPasswordGate } from '../sspr/password-gate.js';
import { approvalFormRoutes } from './approval-forms.js';
import { shellHelpRoutes } from './shell-help.js';
import { serverFormRoutes } from './server-forms.js';
import { shellSsprRoutes } from './shell-sspr.js';
import { TEST_HOOKS_PREFIX, shellTestHookRoutes, testHooksEnabled } from './shell-test-hooks.js';

/**
 * The shell's pages outside REST: help pages, the self-service password page and its 498 gate on every
 * REST call; test hooks with IDM_TEST_HOOKS=1. (Its REST calls, access/proxy/for and the preferred
 * locale, are registered in routes/rest.ts.) Called with the root instance (the gate is a root hook).
 */
export async function registerShell(app: FastifyInstance): Promise<void> {
  installPasswordGate(app);
  await app.register(declared(shellHelpRoutes, 'public'));
  // The password page and the forms check the session cookie themselves (401 or the sign-in page without one).
  await app.register(declared(shellSsprRoutes, 'signedIn'));
  await app.register(declared(serverFormRoutes, 'signedIn'));
  await app.register(declared(approvalFormRoutes, 'signedIn'));
  if (testHooksEnabled()) await app.register(declared(shellTestHookRoutes, 'public'), { prefix: TEST_HOOKS_PREFIX });
}
