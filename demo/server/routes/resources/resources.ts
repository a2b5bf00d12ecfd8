import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizeRead } from '../../auth/effect.js';
import { pageRequest } from '../../db/search.js';
import { HttpFault, badInput, notFound } from '../../http/fault.js';
import { ids, isObject, list, name as nameOf, text } from '../../roles/input.js';
import { ROLE_STATUS } from '../../roles/rules.js';
import { resourceNodes } from '../lookups/catalog-nodes.js';
import {
  DN,
  FLAG,
  KEY_LIST,
  PAGING,
  REPEATED,
  SEARCH_TEXT,
  listFrom,
  pageFields,
  querySchema,
  type PagingQuery,
} from '../lookups/schemas.js';
import { eachItem } from '../roles/each-item.js';
import type { ResponseNode } from '../roles/role-delete.js';
import {
  assertManages,
  callerOf,
  finishPendingDeletes,
  requireResourceAdmin,
  resourceOr404,
  systemActor,
  type Caller,
  type ResourceAdmin,
} from './context.js';
import { resourceDetailNodes } from './resource-node.js';
import { createFromEntitlement, createResource, updateResource } from './resource-write.js';

interface ListV2Query extends PagingQuery {
  categoryKeys?: string | string[];
  name?: string;
  desc?: string;
  sortBy?: 'name' | 'description';
}

function refuseOutsideScope(ctx: ResourceAdmin, caller: Caller, dns: readonly string[], action: string): void {
  for (const dn of dns) {
    const resource = ctx.resources.byDn(dn);
    if (resource) assertManages(caller, resource, action);
  }
}

/** DELETE of one resource: at once without holders; else Pending Delete (15) while every assignment is revoked. */
function deleteResource(ctx: ResourceAdmin, caller: Caller, dn: string, reason: string): ResponseNode {
  const resource = resourceOr404(ctx, dn);
  assertManages(caller, resource, 'deleteResource');
  const acting = { user: systemActor(ctx, caller.user), proxy: null };
  const running = ctx.resources.runningRequestIds(resource.dn);
  if (running.length > 0) ctx.engine.retract(acting, running.map(String));
  const held = ctx.resources.activeAssignments(resource.dn);
  if (held.length === 0) {
    ctx.resources.remove(resource.dn);
    return { id: resource.dn, name: resource.name, entityType: 'resource' };
  }
  ctx.resources.setStatus(resource.dn, ROLE_STATUS.pendingDelete);
  const toRevoke = held.filter((a) => a.status === 'active');
  const revoked = ctx.engine.revoke(
    acting,
    toRevoke.map((a) => ({
      itemDn: resource.dn,
      recipientDn: a.recipient_dn,
      reason: reason || `${resource.name} is being deleted.`,
    })),
  );
  if (revoked.failed.length > 0)
    throw new HttpFault(400, 'WORKFLOW_EXCEPTION', revoked.failed.map((f) => f.reason ?? f.name).join(' '));
  return {
    id: resource.dn,
    name: resource.name,
    entityType: 'resource',
    reason: `Pending Delete: ${toRevoke.length} assignment(s) are being revoked.`,
  };
}

/**
 * Resource administration (README "Resources"): the admin list (listV2), create (one, or many from entitlement
 * values), details, update (one or many), delete, name validation and categories. Administrators and delegated
 * administrators of resources (resourceAdminScope), who change only resources in their containers.
 */
export async function resourceCrudRoutes(app: FastifyInstance, { ctx }: { ctx: ResourceAdmin }): Promise<void> {
  app.addHook('preHandler', requireResourceAdmin(ctx));

  app.get<{ Querystring: ListV2Query }>(
    '/resources/listV2',
    {
      schema: {
        querystring: querySchema({
          ...PAGING,
          categoryKeys: { anyOf: [KEY_LIST, { type: 'array', maxItems: 50, items: KEY_LIST }] },
          name: SEARCH_TEXT,
          desc: SEARCH_TEXT,
          sortBy: { type: 'string', enum: ['name', 'description'] },
          column: REPEATED,
          fetchResourceParams: FLAG,
          fetchEntitlements: FLAG,
          fetchDriverInfo: FLAG,
        }),
      },
    },
    async (request, reply) => {
      finishPendingDeletes(ctx);
      const { query } = request;
      const categoryKeys = listFrom(query.categoryKeys);
      if (!app.store.lookups.catalog.categoryKeysExist('resource', categoryKeys))
        throw badInput(`Invalid input: unknown resource category in "${categoryKeys.join(',')}".`);
      // A hot list (README "The hot path"): a repeated page is the kept answer until the db changes.
      return app.answers(request, reply, () => {
        const result = ctx.resources.search(
          { categoryKeys, name: query.name ?? '', description: query.desc ?? '', sortColumn: query.sortBy ?? 'name' },
          pageRequest(query),
        );
        return {
          resources: resourceNodes(app.store, result.rows),
          ...pageFields(result),
          totalSize: result.total,
          total: result.total,
        };
      });
    },
  );

  app.post<{ Querystring: { fromEntitlement?: 'true' | 'false' } }>(
    '/resources',
    { schema: { querystring: querySchema({ fromEntitlement: FLAG }) } },
    async (request, reply) => {
      const caller = callerOf(ctx, request);
      if (request.query.fromEntitlement === 'true') {
        const work = createFromEntitlement(ctx, caller, request.body);
        const values = (isObject(request.body) ? (list(request.body, 'entitlementValues', 500) ?? []) : []).map(
          (v) => text(v, 'valueDisplayName') || text(v, 'value') || text(v, 'id') || '',
        );
        const answer = eachItem(
          ctx.app.store.db,
          work.map((run, index) => ({ run, index })),
          ({ run }) => run(),
          ({ index }) => ({ id: values[index] ?? '', name: values[index] ?? '' }),
        );
        return reply.code(200).send({ ...answer, sods: [] });
      }
      const dn = app.store.db.transaction(() => createResource(ctx, caller, request.body))();
      const row = resourceOr404(ctx, dn);
      return reply.code(200).send({
        success: true,
        succeeded: [{ id: dn, name: row.name, dn, entityType: 'resource' }],
        failed: [],
        sods: [],
      });
    },
  );

  const details = async (request: FastifyRequest) => {
    finishPendingDeletes(ctx);
    const wanted = isObject(request.body) ? ids(request.body, 'resources', 300) : undefined;
    if (!wanted || wanted.length === 0) throw badInput('Invalid input: resources must name at least one resource id.');
    // A delegated administrator reads the resources he administers only (403 alike for an unknown one).
    for (const dn of wanted) authorizeRead(request, 'RESOURCES', dn);
    const rows = wanted.flatMap((dn) => {
      const row = ctx.resources.byDn(dn);
      return row ? [row] : [];
    });
    if (rows.length === 0) throw notFound(`There is no resource ${wanted[0] ?? ''}.`);
    return {
      resources: resourceDetailNodes(ctx, rows),
      arraySize: rows.length,
      nextIndex: -1,
      totalSize: rows.length,
      total: rows.length,
    };
  };
  // Query-like POSTs answer 200 (README "Conventions").
  app.post('/resources/resource', details);
  app.post(
    '/resources/resourceV2',
    {
      schema: {
        querystring: querySchema({ entityType: { type: 'string', enum: ['resource', 'RESOURCE', 'Resource'] } }),
      },
    },
    details,
  );

  app.put('/resources/resource', async (request) => {
    const row = app.store.db.transaction(() => updateResource(ctx, callerOf(ctx, request), request.body))();
    return resourceDetailNodes(ctx, [row])[0];
  });

  app.put('/resources/resources', async (request) => {
    const items = isObject(request.body) ? list(request.body, 'resources', 300) : undefined;
    if (!items || items.length === 0) throw badInput('Invalid input: resources must hold at least one ResourceNode.');
    const caller = callerOf(ctx, request);
    refuseOutsideScope(
      ctx,
      caller,
      items.map((item) => text(item, 'id') ?? ''),
      'modifyResource',
    );
    return {
      ...eachItem(
        ctx.app.store.db,
        items,
        (item) => {
          const row = updateResource(ctx, caller, item);
          return { id: row.dn, name: row.name, entityType: 'resource' };
        },
        (item) => ({ id: text(item, 'id') ?? '', name: text(item, 'name') ?? '' }),
      ),
      sods: [],
    };
  });

  app.delete('/resources/resource', async (request) => {
    finishPendingDeletes(ctx);
    const body = isObject(request.body) ? request.body : {};
    const wanted = ids(body, 'resources', 300);
    if (!wanted || wanted.length === 0) throw badInput('Invalid input: resources must name at least one resource id.');
    const reason = text(body, 'reason') ?? '';
    const caller = callerOf(ctx, request);
    refuseOutsideScope(ctx, caller, wanted, 'deleteResource');
    return {
      ...eachItem(
        ctx.app.store.db,
        wanted,
        (dn) => deleteResource(ctx, caller, dn, reason),
        (dn) => ({ id: dn, name: ctx.resources.byDn(dn)?.name ?? dn }),
      ),
      sods: [],
    };
  });

  // Whether names are in use (case-insensitive), with a free name suggested for each.
  app.post('/resources/validateResourceNames', async (request, reply) => {
    const entries = isObject(request.body) ? list(request.body, 'resourceNames', 500) : undefined;
    if (!entries || entries.length === 0)
      throw badInput('Invalid input: resourceNames must name at least one resource ({name}).');
    const resources = entries.map((entry) => {
      const name = nameOf(entry, 'name', true) ?? '';
      const isNameExist = ctx.resources.byName(name) !== undefined;
      let suggestedName = name;
      for (let n = 2; isNameExist && ctx.resources.byName(suggestedName); n++) suggestedName = `${name} ${n}`;
      return { name, isNameExist, suggestedName };
    });
    return reply.code(200).send({ arraySize: resources.length, resources });
  });

  app.post<{
    Querystring: PagingQuery & { entitlementId?: string; resourceType?: 'static' | 'dynamic'; logicalSystem?: string };
  }>(
    '/resources/driverResources',
    {
      schema: {
        querystring: querySchema({
          ...PAGING,
          entitlementId: DN,
          resourceType: { type: 'string', enum: ['static', 'dynamic'] },
          logicalSystem: SEARCH_TEXT,
          managedBy: { type: 'string', pattern: '^[0-9]{1,3}$' },
        }),
      },
    },
    async (request, reply) => {
      const driverDn = isObject(request.body) ? text(request.body, 'id') : undefined;
      if (!driverDn || !app.store.lookups.drivers.driverByDn(driverDn))
        throw badInput('Invalid input: the body must be a DriverNode naming a driver with entitlements (id).');
      const result = ctx.resources.byDriver(
        driverDn,
        { entitlementDn: request.query.entitlementId ?? '', type: request.query.resourceType ?? '' },
        pageRequest(request.query),
      );
      return reply.code(200).send({
        resources: resourceNodes(app.store, result.rows),
        ...pageFields(result),
        totalSize: result.total,
        total: result.total,
      });
    },
  );
}
