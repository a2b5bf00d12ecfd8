import { HttpFault } from '../../http/fault.js';
import { ROLE_STATUS } from '../../roles/rules.js';
import { assertManages, roleOr404, systemActor, type Caller, type RoleAdmin } from './context.js';

export interface ResponseNode {
  id: string;
  name: string;
  entityType?: string;
  reason?: string;
  requestId?: string;
  dn?: string;
}

export interface SodReport {
  sodId: string;
  sodName: string;
  sodDescription: string;
  perm1Name: string;
  perm2Name: string;
}

/**
 * DELETE catalog/roles/role, one role: without assignments it goes at once (with its hierarchy links,
 * mappings and the SoD rules naming it); with some it turns Pending Delete (15), its container assignments
 * go and each user and group assignment starts a revoke request; the role goes when the last one is done.
 * The SoD rules naming it are reported either way.
 */
export function deleteRole(
  ctx: RoleAdmin,
  caller: Caller,
  dn: string,
  reason: string,
): { item: ResponseNode; sods: SodReport[] } {
  const role = roleOr404(ctx, dn);
  assertManages(caller, role, 'deleteRole');
  const sods = ctx.roles.sodsNaming(role.dn).map((s) => ({
    sodId: s.dn,
    sodName: s.name,
    sodDescription: s.description,
    perm1Name: s.role1_name,
    perm2Name: s.role2_name,
  }));
  const direct = ctx.assignments.direct(role.dn);
  const containers = ctx.assignments.removeAllContainers(role.dn);
  const acting = { user: systemActor(ctx, caller.user), proxy: null };
  // Requests for the role still under way end first (retracted): nobody gains a role that is going.
  const running = ctx.roles.runningRequestIds(role.dn);
  if (running.length > 0) ctx.engine.retract(acting, running.map(String));
  if (direct.length === 0) {
    ctx.roles.remove(role.dn);
    return { item: { id: role.dn, name: role.name, entityType: 'role' }, sods };
  }
  ctx.roles.setStatus(role.dn, ROLE_STATUS.pendingDelete);
  const toRevoke = direct.filter((a) => a.status === 'active');
  const revoked = ctx.engine.revoke(
    acting,
    toRevoke.map((a) => ({
      itemDn: role.dn,
      recipientDn: a.recipient_dn,
      reason: reason || `${role.name} is being deleted.`,
    })),
  );
  if (revoked.failed.length > 0)
    throw new HttpFault(400, 'WORKFLOW_EXCEPTION', revoked.failed.map((f) => f.reason ?? f.name).join(' '));
  return {
    item: {
      id: role.dn,
      name: role.name,
      entityType: 'role',
      reason: `Pending Delete: ${toRevoke.length} assignment(s) are being revoked${containers > 0 ? `, ${containers} container assignment(s) removed` : ''}.`,
    },
    sods,
  };
}
