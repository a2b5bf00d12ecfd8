import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_DOMAIN_NAMES,
  grantedActions,
  isPermissionDomain,
  permissionActionsProblem,
  type PermissionDomain,
} from '../../../../src/domain/admin-assignments.js';
import { assigningRights, canAdminister } from '../../auth/administer.js';
import { adminRecords, type AdminPermissionRow } from '../../db/admin/assignments.js';
import { permissionObject, rootContainers } from '../../db/admin/objects.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden } from '../../http/fault.js';
import { isObject, list, text } from '../../roles/input.js';
import { DN, PAGING, SEARCH_TEXT, querySchema, type PagingQuery } from '../lookups/schemas.js';

/**
 * What a delegated administrator may do with the objects of their permissions: each permission grants some of
 * these (PermissionNode.permission) or all (src/domain/admin-assignments.ts PERMISSION_ACTIONS has the keys).
 */
export const GRANULAR_PERMISSIONS: Readonly<Record<PermissionDomain, readonly (readonly [string, string])[]>> = {
  ROLES: [
    ['modifyRole', 'Modify roles'],
    ['createRole', 'Create roles in the containers'],
    ['deleteRole', 'Delete roles'],
    ['assignRole', 'Assign and revoke roles'],
    ['mapResources', 'Map resources and child roles'],
    ['manageSod', 'Separation of duties rules between their roles'],
  ],
  RESOURCES: [
    ['modifyResource', 'Modify resources'],
    ['createResource', 'Create resources'],
    ['deleteResource', 'Delete resources'],
    ['assignResource', 'Assign and revoke resources'],
  ],
  PROVISIONING: [
    ['startRequest', 'Start the request definitions'],
    ['manageWorkflow', 'Monitor and manage their workflows'],
  ],
};

const DOMAIN = { type: 'string', maxLength: 32 } as const;

/** The domain query parameter: ROLES, RESOURCES or PROVISIONING (PRD too, as the contract names it). */
function permissionDomain(value: string | undefined): PermissionDomain {
  const key = (value ?? '').trim().toUpperCase();
  if (key === 'PRD') return 'PROVISIONING';
  if (key === 'ROLE') return 'ROLES';
  if (key === 'RESOURCE') return 'RESOURCES';
  if (isPermissionDomain(key)) return key;
  throw badInput('Invalid input: domain must be ROLES, RESOURCES or PROVISIONING.');
}

/** The actions a stored permission grants (its JSON list; null: all of the domain's). */
export const actionsOf = (row: Pick<AdminPermissionRow, 'domain' | 'actions'>): string[] =>
  grantedActions(row.domain, row.actions === null ? null : (JSON.parse(row.actions) as string[]));

export const permissionNode = (row: AdminPermissionRow) => ({
  id: row.object_dn,
  dn: row.object_dn,
  name: row.object_name,
  entityType: row.object_type,
  domain: row.domain,
  // The actions granted, comma-separated (PermissionNode.permission).
  permission: actionsOf(row).join(','),
});

interface AssigneeQuery extends PagingQuery {
  assigneeDn?: string;
  domain?: string;
  filterSearch?: string;
  sortColumn?: string;
  objectDn?: string;
}

/**
 * admin/permission… and admin/assignment/permissions: the granular permissions of a domain, its root
 * containers, a delegated administrator's permissions (list, add, remove) and the caller's own rights.
 */
export async function adminPermissionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const records = adminRecords(db);
  const rightsOf = (request: FastifyRequest) => assigningRights(db, principalOf(request).user, app.sandbox.now());
  /** Grants or takes permissions in some domain at all (else 403 before anything is looked up). */
  const mayGrantAny = (request: FastifyRequest) => {
    if (!rightsOf(request).any) throw forbidden('Only administrators may see permissions.');
  };
  const mayGrant = (request: FastifyRequest, domain: PermissionDomain) => {
    if (!rightsOf(request).mayGrantIn(domain))
      throw forbidden(`Only administrators of ${ADMIN_DOMAIN_NAMES[domain].toLowerCase()} may do this.`);
  };

  app.get<{ Querystring: { domain?: string } }>(
    '/permission',
    { schema: { querystring: querySchema({ domain: DOMAIN }, ['domain']) } },
    async (request) => {
      const domain = permissionDomain(request.query.domain);
      if (!rightsOf(request).any) throw forbidden('Only administrators may see permissions.');
      return { domains: GRANULAR_PERMISSIONS[domain].map(([key, value]) => ({ key, value })) };
    },
  );

  app.get<{ Querystring: { domain?: string } }>(
    '/permission/rootContainer',
    { schema: { querystring: querySchema({ domain: DOMAIN }, ['domain']) } },
    async (request) => {
      const domain = permissionDomain(request.query.domain);
      if (!rightsOf(request).any) throw forbidden('Only administrators may see permissions.');
      return { mapList: rootContainers(db, domain).map((c) => ({ key: c.dn, value: c.name })) };
    },
  );

  /** The caller's own rights on an object type (role, resource, sod): may they administer any of it? */
  app.get<{ Querystring: { objectType?: string } }>(
    '/permission/rights',
    { schema: { querystring: querySchema({ objectType: DOMAIN }, ['objectType']) } },
    async (request) => {
      const objectType = (request.query.objectType ?? '').trim().toLowerCase();
      const domain = ({ role: 'ROLES', sod: 'ROLES', resource: 'RESOURCES', prd: 'PROVISIONING' } as const)[
        objectType as 'role'
      ];
      if (!domain) throw badInput('Invalid input: objectType must be role, resource, sod or prd.');
      const { user } = principalOf(request);
      return { permissionKey: objectType, isAccesible: canAdminister(db, user, domain, undefined, app.sandbox.now()) };
    },
  );

  app.get<{ Querystring: AssigneeQuery }>(
    '/permission/assignment',
    {
      schema: {
        querystring: querySchema(
          {
            ...PAGING,
            assigneeDn: DN,
            domain: DOMAIN,
            filterSearch: SEARCH_TEXT,
            sortColumn: { type: 'string', enum: ['resolvedNameAuthObject', 'name'] },
            objectDn: DN,
          },
          ['assigneeDn', 'domain'],
        ),
      },
    },
    async (request, reply) => {
      const domain = permissionDomain(request.query.domain);
      mayGrant(request, domain);
      // Checked above on the clock; the answer itself is kept until the db changes (README "The hot path").
      return app.answers(request, reply, () => {
        const page = pageRequest(request.query);
        const { assigneeDn = '', objectDn } = request.query;
        // Sandbox extension: ?objectDn= reads one permission (the edit form, and its version: http/versions.ts).
        const one = objectDn === undefined ? undefined : records.permission(assigneeDn, objectDn);
        const result =
          objectDn === undefined
            ? records.permissions(assigneeDn, domain, page.q, page)
            : { rows: one && one.domain === domain ? [one] : [], nextIndex: -1, total: one ? 1 : 0 };
        return {
          domains: result.rows.map((row) => ({ key: row.object_dn, value: row.object_name })),
          permissions: result.rows.map(permissionNode),
          arraySize: result.rows.length,
          nextIndex: result.nextIndex,
          total: result.total,
        };
      });
    },
  );

  /**
   * PermissionListNode → the objects named, each with the actions asked for: a node's `permission` names one
   * action (several nodes of one object grant several); an object named without one, every action.
   */
  const readPermissions = (request: FastifyRequest) => {
    const body = isObject(request.body) ? request.body : undefined;
    const assignee = body ? text(body, 'assignedToDN') : undefined;
    if (!body || !assignee) throw badInput('Invalid input: assignedToDN is required.');
    const entries = list(body, 'permissions', 100);
    if (!entries || entries.length === 0) throw badInput('Invalid input: permissions must list at least one object.');
    const asked = new Map<string, { dn: string; actions: Set<string> | null }>();
    entries.forEach((entry, index) => {
      const dn = text(entry, 'dn') || text(entry, 'id');
      if (!dn) throw badInput(`Invalid input: permissions[${index}].dn is required.`);
      const action = text(entry, 'permission', { max: 64 }) ?? '';
      const key = dn.toLowerCase();
      const known = asked.get(key) ?? { dn, actions: new Set<string>() };
      if (action === '') known.actions = null;
      else known.actions?.add(action);
      asked.set(key, known);
    });
    return { assignee, objects: [...asked.values()].map((o) => ({ dn: o.dn, actions: o.actions && [...o.actions] })) };
  };
  const checkedActions = (domain: PermissionDomain, actions: readonly string[] | null): string | null => {
    if (actions === null) return null;
    const problem = permissionActionsProblem(domain, actions);
    if (problem?.code === 'unknown')
      throw badInput(`Invalid input: ${problem.action} is not an action of ${ADMIN_DOMAIN_NAMES[domain]}.`);
    return JSON.stringify(grantedActions(domain, actions));
  };

  app.put('/assignment/permissions', async (request) => {
    const { assignee, objects: asked } = readPermissions(request);
    const succeeded: { id: string; name: string }[] = [];
    const failed: { id: string; name: string; reason: string }[] = [];
    mayGrantAny(request);
    const objects = asked.map(({ dn, actions }) => ({ dn, actions, object: permissionObject(db, dn) }));
    for (const { object, actions } of objects)
      if (object) {
        mayGrant(request, object.domain);
        checkedActions(object.domain, actions);
      }
    db.transaction(() => {
      for (const { dn, actions, object } of objects) {
        if (!object) {
          failed.push({
            id: dn,
            name: dn,
            reason: `There is no role, resource, request definition or container ${dn}.`,
          });
          continue;
        }
        const assignment = records.find(assignee, object.domain);
        if (!assignment || assignment.admin_type !== 'MANAGER') {
          const reason = assignment
            ? `${assignment.assignee_name} administers every object of ${ADMIN_DOMAIN_NAMES[object.domain]} already.`
            : `${assignee} is not a delegated administrator of ${ADMIN_DOMAIN_NAMES[object.domain]}.`;
          failed.push({ id: object.dn, name: object.name, reason });
          continue;
        }
        const stored = checkedActions(object.domain, actions);
        const existing = records.permission(assignment.assignee_dn, object.dn);
        // Named actions change what an existing permission grants; the object alone again is no change.
        if (existing && actions !== null) {
          records.setPermissionActions(existing.id, stored);
          succeeded.push({ id: object.dn, name: object.name });
          continue;
        }
        const added = records.addPermission({
          assignee_dn: assignment.assignee_dn,
          domain: object.domain,
          object_dn: object.dn,
          object_type: object.type,
          object_name: object.name,
          created_at: app.sandbox.now(),
          actions: stored,
        });
        if (added) succeeded.push({ id: object.dn, name: object.name });
        else failed.push({ id: object.dn, name: object.name, reason: `${object.name} is already a permission.` });
      }
    })();
    return { success: failed.length === 0, succeeded, failed };
  });

  app.delete('/assignment/permissions', async (request) => {
    const { assignee, objects } = readPermissions(request);
    // Rights by the object's domain, asked before the permission is looked up: the answer is the same 403
    // whether or not the permission exists (no oracle of who holds what).
    mayGrantAny(request);
    for (const { dn } of objects) {
      const object = permissionObject(db, dn);
      if (object) mayGrant(request, object.domain);
    }
    const rows = objects.map(({ dn, actions }) => ({ dn, actions, row: records.permission(assignee, dn) }));
    for (const { row } of rows) if (row) mayGrant(request, row.domain);
    const succeeded: { id: string; name: string }[] = [];
    const failed: { id: string; name: string; reason: string }[] = [];
    db.transaction(() => {
      for (const { dn, actions, row } of rows) {
        if (!row) {
          failed.push({ id: dn, name: dn, reason: `${dn} is not a permission of ${assignee}.` });
          continue;
        }
        // Named actions are taken away one by one; the permission goes with its last action.
        const left = actions === null ? [] : actionsOf(row).filter((a) => !actions.includes(a));
        const done =
          left.length === 0
            ? records.removePermission(row.id)
            : records.setPermissionActions(row.id, JSON.stringify(left));
        if (done) succeeded.push({ id: row.object_dn, name: row.object_name });
        else failed.push({ id: dn, name: dn, reason: `${dn} is not a permission of ${assignee}.` });
      }
    })();
    return { success: failed.length === 0, succeeded, failed };
  });
}
