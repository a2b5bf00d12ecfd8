import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessEngine } from '../../access/engine.js';
import { ADMIN_DN } from '../../demo-accounts.js';
import type { RoleRow } from '../../db/lookups/catalog.js';
import { roleAssignmentRepository } from '../../db/roles/role-assignments.js';
import { roleRepository } from '../../db/roles/roles.js';
import { sodRepository } from '../../db/roles/sods.js';
import type { UserRow } from '../../db/users.js';
import { canAdminister } from '../../auth/administer.js';
import { principalOf } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/fault.js';

/** What every role and SoD administration route works with. */
export interface RoleAdmin {
  app: FastifyInstance;
  engine: AccessEngine;
  roles: ReturnType<typeof roleRepository>;
  assignments: ReturnType<typeof roleAssignmentRepository>;
  sods: ReturnType<typeof sodRepository>;
}

export function roleAdmin(app: FastifyInstance, engine: AccessEngine): RoleAdmin {
  const { db } = app.store;
  return {
    app,
    engine,
    roles: roleRepository(db),
    assignments: roleAssignmentRepository(db),
    sods: sodRepository(db),
  };
}

/**
 * The caller, and whether they manage the roles of a container: administrators and role domain
 * administrators everywhere, delegated role administrators where their permissions say (auth/administer.ts):
 * a role's DN lies in a permitted container or is a permitted role; a new role's container lies in one.
 */
export function callerOf(ctx: RoleAdmin, request: FastifyRequest) {
  const { user } = principalOf(request);
  const { db } = ctx.app.store;
  const now = ctx.app.sandbox.now();
  return {
    user,
    /** With an `action` (PERMISSION_ACTIONS.ROLES), only the permissions granting it count. */
    manages: (dn: string | null, action: string | null = null): boolean =>
      canAdminister(db, user, 'ROLES', dn, now, action),
  };
}

export type Caller = ReturnType<typeof callerOf>;

/** A role by DN, else 404. */
export function roleOr404(ctx: RoleAdmin, dn: string): RoleRow {
  const role = ctx.roles.byDn(dn);
  if (!role) throw notFound(`There is no role ${dn}.`);
  return role;
}

/** Refuses a role (by its DN, or a new one by its container) the caller does not administer. */
export function assertManages(
  caller: Caller,
  role: Pick<RoleRow, 'name' | 'container_dn'> & { dn?: string },
  action: string | null = null,
): void {
  if (!caller.manages(role.dn ?? role.container_dn, action))
    throw forbidden(`You may not administer ${role.name}: it is outside the containers you manage.`);
}

/** Who runs what the server does on its own behalf (revocations of a deleted role): the administrator. */
export function systemActor(ctx: RoleAdmin, caller: UserRow): UserRow {
  if (caller.is_admin === 1) return caller;
  return ctx.app.store.users.findByDn(ADMIN_DN) ?? caller;
}

/** Roles in Pending Delete whose assignments have all gone are deleted (checked on each administration call). */
export function finishPendingDeletes(ctx: RoleAdmin): void {
  for (const dn of ctx.roles.pendingDeletesDone()) ctx.roles.remove(dn);
}
