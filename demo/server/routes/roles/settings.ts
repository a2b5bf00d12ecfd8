import type { FastifyInstance } from 'fastify';
import { roleResourceSettings, saveRoleResourceSettings, type RoleResourceSettings } from '../../db/roles/settings.js';
import { syncAllSodPolicies } from '../../db/roles/sod-policy.js';
import { badInput } from '../../http/fault.js';
import { approvers, flag, isObject, quorum, text, type Json } from '../../roles/input.js';
import type { RoleAdmin } from './context.js';

/** POST …/role: what role settings may change. */
function roleChanges(ctx: RoleAdmin, body: Json): Partial<RoleResourceSettings> {
  const changes: Partial<RoleResourceSettings> = {};
  const prd = text(body, 'defaultRoleRequestDef');
  if (prd !== undefined) {
    if (prd !== '' && !ctx.roles.prd(prd, 'Role Approval'))
      throw badInput('Invalid input: defaultRoleRequestDef is not a role approval definition.');
    changes.defaultRoleRequestDef = prd;
  }
  const grace = body.roleAssignmentGracePeriod;
  if (grace !== undefined) {
    if (typeof grace !== 'number' || !Number.isInteger(grace) || grace < 0 || grace > 3650)
      throw badInput('Invalid input: roleAssignmentGracePeriod must be a whole number of days from 0 to 3650.');
    changes.roleAssignmentGracePeriod = grace;
  }
  for (const key of ['roleToRoleApproval', 'roleToGroupApproval', 'roleToContainerApproval'] as const) {
    const value = flag(body, key);
    if (value !== undefined) changes[key] = value;
  }
  return changes;
}

/** POST …/sod: the default approvers of SoD exceptions (users), their request definition and quorum. */
function sodChanges(ctx: RoleAdmin, body: Json): Partial<RoleResourceSettings> {
  const changes: Partial<RoleResourceSettings> = {};
  const people = approvers(body, 'sodApprovers');
  if (people !== undefined) {
    if (people.length === 0) throw badInput('Invalid input: sodApprovers needs at least one approver.');
    changes.sodApprovers = people.map((a, index) => {
      const user = ctx.app.store.users.findByDn(a.dn);
      if (!user) throw badInput(`Invalid input: sodApprovers[${index}]: there is no user ${a.dn}.`);
      return { id: user.dn, name: user.full_name, type: 'user', sequence: a.sequence };
    });
  }
  const prd = text(body, 'defaultSODRequestDef');
  if (prd !== undefined) {
    const found = prd === '' ? undefined : ctx.roles.prd(prd, 'SoD Approval');
    if (prd !== '' && !found) throw badInput('Invalid input: defaultSODRequestDef is not an SoD approval definition.');
    changes.defaultSODRequestDef = prd;
    changes.defaultSODRequestDefName = found?.name ?? '';
  }
  const q = quorum(body, 'sodQuorum');
  if (q !== undefined) changes.sodQuorum = q === null ? '' : `${q}%`;
  return changes;
}

/**
 * GET catalog/administration/roleResourceSettings (administrators and delegated role administrators) and
 * POST …/role, …/sod (administrators): answers 201 with the saved settings. Changing the default SoD
 * approvers moves the exceptions of rules that use them at once.
 */
export async function roleSettingsRoutes(app: FastifyInstance, { ctx }: { ctx: RoleAdmin }): Promise<void> {
  app.get('/administration/roleResourceSettings', { config: { requires: { domain: 'ROLES' } } }, async () =>
    roleResourceSettings(app.store.db),
  );
  for (const [path, changesOf] of [
    ['role', roleChanges],
    ['sod', sodChanges],
  ] as const) {
    app.post(
      `/administration/roleResourceSettings/${path}`,
      { config: { requires: 'admin' } },
      async (request, reply) => {
        if (!isObject(request.body)) throw badInput('Invalid input: the body must be a RoleResourceSettingsNode.');
        const body = request.body;
        const saved = app.store.db.transaction(() => {
          const result = saveRoleResourceSettings(app.store.db, changesOf(ctx, body));
          if (path === 'sod') syncAllSodPolicies(app.store.db);
          return result;
        })();
        return reply.code(201).send(saved);
      },
    );
  }
}
