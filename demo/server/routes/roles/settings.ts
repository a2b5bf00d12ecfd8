import type { FastifyInstance } from 'fastify';
import { roleResourceSettings, saveRoleResourceSettings, type RoleResourceSettings } from '../../db/roles/settings.js';
import { syncAllSodPolicies } from '../../db/roles/sod-policy.js';
import { validateEntitlementQuery } from '../../../../src/domain/configuration-rules.js';
import { administersWholeDomain } from '../../auth/effect.js';
import { badInput, forbidden } from '../../http/fault.js';
import { rejectFieldErrors } from '../clients.js';
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

/** POST …/entitlementQuery: how entitlement queries run and show (settings: the entitlement query page). */
function entitlementQueryChanges(_ctx: RoleAdmin, body: Json): Partial<RoleResourceSettings> {
  const current = roleResourceSettings(_ctx.app.store.db);
  const list = body.queryDisplayElements;
  if (list !== undefined && (!Array.isArray(list) || list.some((v) => typeof v !== 'string')))
    throw badInput('Invalid input: queryDisplayElements must be a list of attribute names.');
  const names = (list as string[] | undefined) ?? current.queryDisplayElements;
  const number = (field: 'queryTimeout' | 'queryRefreshRate') =>
    body[field] === undefined ? String(current[field]) : typeof body[field] === 'number' ? String(body[field]) : 'x';
  const concat = flag(body, 'concatDisplayElements') ?? current.concatDisplayElements;
  const form = {
    queryTimeout: number('queryTimeout'),
    queryRefreshRate: number('queryRefreshRate'),
    concatDisplayElements: concat,
    queryDisplayElements: names.join(','),
  };
  rejectFieldErrors(validateEntitlementQuery(form));
  return {
    queryTimeout: Number(form.queryTimeout),
    queryRefreshRate: Number(form.queryRefreshRate),
    concatDisplayElements: concat,
    queryDisplayElements: names.map((n) => n.trim()),
  };
}

/**
 * GET catalog/administration/roleResourceSettings (administrators and delegated role administrators) and
 * POST …/role, …/sod (administrators): answers 200 with a sentence (the swagger's string). Changing the default SoD
 * approvers moves the exceptions of rules that use them at once.
 */
export async function roleSettingsRoutes(app: FastifyInstance, { ctx }: { ctx: RoleAdmin }): Promise<void> {
  app.get('/administration/roleResourceSettings', { config: { requires: { domain: 'ROLES' } } }, async (request) => {
    // The organisation's settings: for those who administer all of the roles, not a part of them.
    if (!administersWholeDomain(request, 'ROLES'))
      throw forbidden('Only administrators of all roles may read the role and resource settings.');
    return roleResourceSettings(app.store.db);
  });
  for (const [path, changesOf] of [
    ['role', roleChanges],
    ['sod', sodChanges],
    ['entitlementQuery', entitlementQueryChanges],
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
        // The swagger answers a string here; the saved settings are read back with GET.
        const what = path === 'role' ? 'Role' : path === 'sod' ? 'SoD' : 'Entitlement query';
        return reply
          .code(200)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(`${what} settings saved; ${saved.sodApprovers.length} default SoD approver(s).`));
      },
    );
  }
}
