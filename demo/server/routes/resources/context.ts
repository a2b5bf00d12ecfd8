import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessEngine } from '../../access/engine.js';
import { ADMIN_DN } from '../../demo-accounts.js';
import type { ResourceRow } from '../../db/lookups/catalog.js';
import { resourceAdminScope } from '../../db/resources/resource-admin-scope.js';
import { resourceRepository } from '../../db/resources/resources.js';
import { roleRepository } from '../../db/roles/roles.js';
import type { UserRow } from '../../db/users.js';
import { principalOf } from '../../http/auth.js';
import { forbidden, notFound } from '../../http/fault.js';

/** What every resource administration route works with. */
export interface ResourceAdmin {
  app: FastifyInstance;
  engine: AccessEngine;
  resources: ReturnType<typeof resourceRepository>;
  /** Owners, approvers, request definitions and approval rows are kept as for roles (by item DN). */
  approvals: ReturnType<typeof roleRepository>;
}

export function resourceAdmin(app: FastifyInstance, engine: AccessEngine): ResourceAdmin {
  const { db } = app.store;
  return { app, engine, resources: resourceRepository(db), approvals: roleRepository(db) };
}

/** The caller and their scope (resourceAdminScope, the one rule); 403 unless they administer resources at all. */
export function callerOf(ctx: ResourceAdmin, request: FastifyRequest) {
  const { user } = principalOf(request);
  const scope = resourceAdminScope(ctx.app.store.db, user);
  if (!scope.administers) throw forbidden('Only administrators of resources may do this.');
  return { user, manages: scope.manages };
}

export type Caller = ReturnType<typeof callerOf>;

/** preHandler of every resource administration route: the caller must administer resources. */
export function requireResourceAdmin(ctx: ResourceAdmin) {
  return async (request: FastifyRequest): Promise<void> => {
    callerOf(ctx, request);
  };
}

export function resourceOr404(ctx: ResourceAdmin, dn: string): ResourceRow {
  const resource = ctx.resources.byDn(dn);
  if (!resource) throw notFound(`There is no resource ${dn}.`);
  return resource;
}

export function assertManages(
  caller: Caller,
  resource: { name: string; dn: string },
  action: string | null = null,
): void {
  if (!caller.manages(resource.dn, action))
    throw forbidden(`You may not administer ${resource.name}: it is outside the containers you manage.`);
}

/** Who runs what the server does on its own behalf (revocations of a deleted resource): the administrator. */
export function systemActor(ctx: ResourceAdmin, caller: UserRow): UserRow {
  if (caller.is_admin === 1) return caller;
  return ctx.app.store.users.findByDn(ADMIN_DN) ?? caller;
}

export function finishPendingDeletes(ctx: ResourceAdmin): void {
  for (const dn of ctx.resources.pendingDeletesDone()) ctx.resources.remove(dn);
}
