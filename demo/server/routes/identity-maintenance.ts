import type { FastifyInstance } from 'fastify';
import { badInput, notFound } from '../http/fault.js';
import { DN } from './lookups/schemas.js';

const resyncBody = { type: 'object', required: ['dn'], properties: { dn: DN } } as const;
const renameBody = {
  type: 'object',
  required: ['oldUserDn', 'newUserDn'],
  properties: { oldUserDn: DN, newUserDn: DN },
} as const;

/**
 * Maintenance calls an administrator's script makes after a change in the directory (docs/protocol.md "Every
 * operation from a script"): POST admin/identityResync (a resync event for the Role and Resource Service
 * Driver) and POST access/user/dn (a renamed user's DN in the workflow tables). The sandbox reads assignments
 * from its store at every call and keeps one DN per user everywhere, so both have nothing left to do: they
 * check the identities and say so, as a real server answers a resync it queued or a rename it applied.
 */
export async function identityMaintenanceRoutes(app: FastifyInstance): Promise<void> {
  const { users } = app.store;

  app.post<{ Body: { dn: string } }>('/admin/identityResync', { schema: { body: resyncBody } }, async (request) => {
    const user = users.findByDn(request.body.dn);
    if (!user) throw notFound(`No user ${request.body.dn}.`);
    return {
      success: true,
      message: `The role and resource assignments of ${user.dn} are current: the sandbox reads them as they are at each call.`,
    };
  });

  app.post<{ Body: { oldUserDn: string; newUserDn: string } }>(
    '/access/user/dn',
    { schema: { body: renameBody } },
    async (request) => {
      const { oldUserDn, newUserDn } = request.body;
      if (oldUserDn.trim().toLowerCase() === newUserDn.trim().toLowerCase())
        throw badInput('oldUserDn and newUserDn are the same DN.');
      if (!users.findByDn(newUserDn)) throw notFound(`No user ${newUserDn}.`);
      // A rename leaves the old DN unknown to the directory; while it still names a user nothing was renamed.
      if (users.findByDn(oldUserDn)) throw badInput(`${oldUserDn} still names a user: it was not renamed.`);
      return { oldUserDn, newUserDn };
    },
  );
}
