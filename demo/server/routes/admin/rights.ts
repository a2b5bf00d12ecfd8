import type { FastifyInstance } from 'fastify';
import { ADMIN_TYPE_NAMES } from '../../../../src/domain/admin-assignments.js';
import { adminGrants, canAdminister } from '../../auth/administer.js';
import { permissionObject } from '../../db/admin/objects.js';
import { principalOf } from '../../http/auth.js';
import { badInput } from '../../http/fault.js';
import { isObject, list, text } from '../../roles/input.js';
import { GRANULAR_PERMISSIONS } from './permissions.js';

const INDEX_OPERATIONS = new Set(['ADD', 'EDIT', 'REFRESH', 'REMOVE']);

/**
 * The caller's own administration rights: POST catalog/delegatedAdmin/rights (per object, what they may do
 * with it) and GET catalog/uas (their domains and admin types).
 */
export async function catalogRightsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;

  app.post('/delegatedAdmin/rights', async (request, reply) => {
    const entries = isObject(request.body) ? list(request.body, 'permissions', 300) : undefined;
    if (!entries) throw badInput('Invalid input: permissions must list the objects to ask about.');
    const { user } = principalOf(request);
    const now = app.sandbox.now();
    const opertionPermissionMap = entries.map((entry, index) => {
      const dn = text(entry, 'dn') || text(entry, 'id');
      if (!dn) throw badInput(`Invalid input: permissions[${index}].dn is required.`);
      const object = permissionObject(db, dn);
      const operations = object ? GRANULAR_PERMISSIONS[object.domain] : [];
      // Each action on its own: a permission may grant some of the domain's actions only.
      const allowed = (action: string) =>
        object !== undefined && canAdminister(db, user, object.domain, object.dn, now, action);
      return {
        permissionDn: dn,
        operationAccessMap: operations.map(([key]) => ({ key, value: String(allowed(key)) })),
      };
    });
    return reply.code(200).send({ opertionPermissionMap });
  });

  app.get('/uas', async (request) => {
    const { user } = principalOf(request);
    const grants = adminGrants(db, user, app.sandbox.now());
    return {
      domains: [...grants].map(([domain, type]) => ({ key: domain, value: ADMIN_TYPE_NAMES[type] })),
    };
  });
}

/**
 * POST access/index/permissions: the permission index of the sandbox is a view of the catalog, always up to
 * date; each change is answered for the permission it names (unknown ones fail).
 */
export async function permissionIndexRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  app.post('/index/permissions', { config: { requires: 'admin' } }, async (request, reply) => {
    const changes = isObject(request.body) ? list(request.body, 'permIndexChanges', 500) : undefined;
    if (!changes || changes.length === 0)
      throw badInput('Invalid input: permIndexChanges must list at least one change.');
    const succeeded: { id: string; entityType: string; name: string; reason: string }[] = [];
    const failed: { id: string; entityType: string; name: string; reason: string }[] = [];
    changes.forEach((change, index) => {
      const operation = (text(change, 'operation') ?? '').toUpperCase();
      if (!INDEX_OPERATIONS.has(operation))
        throw badInput(`Invalid input: permIndexChanges[${index}].operation must be ADD, EDIT, REFRESH or REMOVE.`);
      const id = text(change, 'permId');
      if (!id) throw badInput(`Invalid input: permIndexChanges[${index}].permId is required.`);
      const object = permissionObject(db, id);
      const entityType = text(change, 'permType') ?? object?.type ?? '';
      if (!object || object.type === 'CONTAINER')
        failed.push({ id, entityType, name: id, reason: `There is no role, resource or request definition ${id}.` });
      else
        succeeded.push({
          id,
          entityType: object.type,
          name: object.name,
          reason: 'The permission index is a view of the catalog: it is up to date.',
        });
    });
    return reply.code(200).send({ success: failed.length === 0, succeeded, failed });
  });
}
