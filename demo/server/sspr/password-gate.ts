import type { FastifyInstance } from 'fastify';
import { HttpFault } from '../http/fault.js';
import { passwordFlags } from './password-flags.js';

/** The status the console answers by showing the change-password page, then replaying the call. */
export const PASSWORD_CHANGE_REQUIRED = 498;

/**
 * A root preHandler: a signed-in REST caller whose password must be changed gets 498 (a Fault) on
 * every REST call until it is changed at /sspr/private/changepassword. Runs after the REST scopes'
 * authentication (onRequest), so `request.principal` is known; other routes are not touched.
 */
export function installPasswordGate(app: FastifyInstance): void {
  const flags = passwordFlags(app.store.db);
  const restPrefix = `/${app.sandbox.context}/rest/`;
  app.addHook('preHandler', async (request) => {
    const user = request.principal?.user;
    if (!user || !request.url.startsWith(restPrefix)) return;
    if (flags.mustChange(user.dn)) {
      throw new HttpFault(
        PASSWORD_CHANGE_REQUIRED,
        'SECURITY_EXCEPTION',
        'Your password has expired. Change it to continue.',
      );
    }
  });
}
