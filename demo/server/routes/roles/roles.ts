import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizeRead } from '../../auth/effect.js';
import { pageRequest } from '../../db/search.js';
import { badInput, notFound } from '../../http/fault.js';
import { ids, isObject, list, text } from '../../roles/input.js';
import { roleNodes } from '../lookups/catalog-nodes.js';
import {
  FLAG,
  INTEGER,
  KEY_LIST,
  PAGING,
  REPEATED,
  SEARCH_TEXT,
  listFrom,
  pageFields,
  querySchema,
  type PagingQuery,
} from '../lookups/schemas.js';
import { assertManages, callerOf, finishPendingDeletes, roleOr404, type Caller, type RoleAdmin } from './context.js';
import { eachItem } from './each-item.js';
import { deleteRole, type SodReport } from './role-delete.js';
import { roleDetailNodes } from './role-node.js';
import { createRole, updateRole } from './role-write.js';

const ROLES = { domain: 'ROLES' } as const;
const LEVELS = new Set(['10', '20', '30']);

interface ListV2Query extends PagingQuery {
  roleLevel?: string | string[];
  categoryKeys?: string | string[];
  name?: string;
  desc?: string;
  sortBy?: 'name' | 'description';
}

/** A call naming any role outside the caller's containers is refused as a whole (403), before it changes anything. */
function refuseOutsideScope(ctx: RoleAdmin, caller: Caller, dns: readonly string[], action: string): void {
  for (const dn of dns) {
    const role = ctx.roles.byDn(dn);
    if (role) assertManages(caller, role, action);
  }
}

/**
 * Role administration (README "Roles and separation of duties"): the admin list (listV2), create, details,
 * update (one or many) and delete. Lists are for every signed-in user, like catalog/roles; everything else
 * for administrators and delegated administrators of roles, who change only roles in their containers.
 */
export async function roleCrudRoutes(app: FastifyInstance, { ctx }: { ctx: RoleAdmin }): Promise<void> {
  app.get<{ Querystring: ListV2Query }>(
    '/roles/listV2',
    {
      schema: {
        querystring: querySchema({
          ...PAGING,
          roleLevel: REPEATED,
          categoryKeys: { anyOf: [KEY_LIST, { type: 'array', maxItems: 50, items: KEY_LIST }] },
          name: SEARCH_TEXT,
          desc: SEARCH_TEXT,
          sortBy: { type: 'string', enum: ['name', 'description'] },
          column: REPEATED,
        }),
      },
    },
    async (request) => {
      finishPendingDeletes(ctx);
      const { query } = request;
      const levels = listFrom(query.roleLevel);
      if (!levels.every((l) => LEVELS.has(l))) throw badInput('Invalid input: roleLevel must be 10, 20 or 30.');
      const categoryKeys = listFrom(query.categoryKeys);
      if (!app.store.lookups.catalog.categoryKeysExist('role', categoryKeys))
        throw badInput(`Invalid input: unknown role category in "${categoryKeys.join(',')}".`);
      const result = ctx.roles.search(
        {
          levels: levels.map(Number),
          categoryKeys,
          name: query.name ?? '',
          description: query.desc ?? '',
          sortColumn: query.sortBy ?? 'name',
        },
        pageRequest(query),
      );
      return {
        roles: roleNodes(app.store, result.rows),
        ...pageFields(result),
        totalSize: result.total,
        total: result.total,
      };
    },
  );

  app.post('/roles', { config: { requires: ROLES } }, async (request, reply) => {
    const dn = app.store.db.transaction(() => createRole(ctx, callerOf(ctx, request), request.body))();
    return reply.code(200).send(roleDetailNodes(ctx, [roleOr404(ctx, dn)])[0]);
  });

  const details = async (request: FastifyRequest) => {
    finishPendingDeletes(ctx);
    const wanted = isObject(request.body) ? ids(request.body, 'roles', 300) : undefined;
    if (!wanted || wanted.length === 0) throw badInput('Invalid input: roles must name at least one role id.');
    // A delegated administrator reads the roles he administers only (403 alike for an unknown one).
    for (const dn of wanted) authorizeRead(request, 'ROLES', dn);
    const rows = wanted.flatMap((dn) => {
      const row = ctx.roles.byDn(dn);
      return row ? [row] : [];
    });
    if (rows.length === 0) throw notFound(`There is no role ${wanted[0] ?? ''}.`);
    return {
      roles: roleDetailNodes(ctx, rows),
      arraySize: rows.length,
      nextIndex: -1,
      totalSize: rows.length,
      total: rows.length,
    };
  };
  // Query-like POSTs answer 200 (README "Conventions").
  app.post('/roles/role', { config: { requires: ROLES } }, details);
  app.post(
    '/roles/roleV2',
    {
      config: { requires: ROLES },
      schema: { querystring: querySchema({ entityType: { type: 'string', enum: ['role', 'ROLE', 'Role'] } }) },
    },
    details,
  );

  app.put('/roles/role', { config: { requires: ROLES } }, async (request) => {
    const row = app.store.db.transaction(() => updateRole(ctx, callerOf(ctx, request), request.body))();
    return roleDetailNodes(ctx, [row])[0];
  });

  app.put('/roles/roles', { config: { requires: ROLES } }, async (request) => {
    const items = isObject(request.body) ? list(request.body, 'roles', 300) : undefined;
    if (!items || items.length === 0) throw badInput('Invalid input: roles must hold at least one RoleNode.');
    const caller = callerOf(ctx, request);
    refuseOutsideScope(
      ctx,
      caller,
      items.map((item) => text(item, 'id') ?? ''),
      'modifyRole',
    );
    return eachItem(
      ctx.app.store.db,
      items,
      (item) => {
        const row = updateRole(ctx, caller, item);
        return { id: row.dn, name: row.name, entityType: 'role' };
      },
      (item) => ({ id: text(item, 'id') ?? '', name: text(item, 'name') ?? '' }),
    );
  });

  app.delete(
    '/roles/role',
    {
      config: { requires: ROLES },
      schema: { querystring: querySchema({ size: INTEGER, reason: SEARCH_TEXT, force: FLAG }) },
    },
    async (request) => {
      finishPendingDeletes(ctx);
      const body = isObject(request.body) ? request.body : {};
      const wanted = ids(body, 'roles', 300);
      if (!wanted || wanted.length === 0) throw badInput('Invalid input: roles must name at least one role id.');
      const reason = text(body, 'reason') ?? '';
      const caller = callerOf(ctx, request);
      refuseOutsideScope(ctx, caller, wanted, 'deleteRole');
      const sods: SodReport[] = [];
      const answer = eachItem(
        ctx.app.store.db,
        wanted,
        (dn) => {
          const result = deleteRole(ctx, caller, dn, reason);
          sods.push(...result.sods);
          return result.item;
        },
        (dn) => ({ id: dn, name: ctx.roles.byDn(dn)?.name ?? dn }),
      );
      return { ...answer, sods };
    },
  );
}
