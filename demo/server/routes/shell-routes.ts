import type { FastifyInstance } from 'fastify';
import { installPasswordGate } from '../sspr/password-gate.js';
import { shellHelpRoutes } from './shell-help.js';
import { shellRestRoutes } from './shell-rest.js';
import { shellSsprRoutes } from './shell-sspr.js';
import { TEST_HOOKS_PREFIX, shellTestHookRoutes, testHooksEnabled } from './shell-test-hooks.js';

/**
 * What the console shell needs from the sandbox: help pages, the self-service password page and its
 * 498 gate on every REST call, access/proxy/for, the user's locale; test hooks with IDM_TEST_HOOKS=1.
 * Called with the root instance (the gate is a root hook).
 */
export async function registerShell(app: FastifyInstance): Promise<void> {
  installPasswordGate(app);
  await app.register(shellHelpRoutes);
  await app.register(shellSsprRoutes);
  await app.register(shellRestRoutes, { prefix: `/${app.sandbox.context}/rest` });
  if (testHooksEnabled()) await app.register(shellTestHookRoutes, { prefix: TEST_HOOKS_PREFIX });
}
