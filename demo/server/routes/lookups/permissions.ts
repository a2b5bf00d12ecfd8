import type { FastifyInstance } from 'fastify';
import { isBulkRequestable } from '../../db/access/definitions.js';
import type { PermissionRow, PermissionType } from '../../db/lookups/permissions.js';
import type { Store } from '../../db/store.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden } from '../../http/fault.js';
import { DN, FLAG, PAGING, REPEATED, querySchema, repeated, pageFields, type PagingQuery } from './schemas.js';

const TYPES: readonly PermissionType[] = ['ROLE', 'RESOURCE', 'PRD'];

interface PermissionQuery extends Omit<PagingQuery, 'sortOrder'> {
  sortByName?: 'true' | 'false';
  type?: string | string[];
  column?: string | string[];
  proxyUser?: string;
}

/** The `type` parameter (repeated ROLE, RESOURCE, PRD, any case); all three when missing. */
export function permissionTypes(value: string | readonly string[] | undefined): PermissionType[] {
  const asked = repeated(value).map((t) => t.toUpperCase());
  const unknown = asked.find((t) => !(TYPES as readonly string[]).includes(t));
  if (unknown !== undefined) throw badInput(`Invalid input: type "${unknown}" is not one of ROLE, RESOURCE, PRD.`);
  return asked.length > 0 ? (asked as PermissionType[]) : [...TYPES];
}

/** PermissionNodes of index rows: categories (one query for the page) and the item's bulk-requestable setting. */
export function permissionNodes(catalog: Store['lookups']['catalog'], rows: readonly PermissionRow[]) {
  const categories = new Map([
    ...catalog.categoriesOf(
      'role',
      rows.filter((r) => r.type === 'ROLE').map((r) => r.dn),
    ),
    ...catalog.categoriesOf(
      'resource',
      rows.filter((r) => r.type === 'RESOURCE').map((r) => r.dn),
    ),
  ]);
  return rows.map((p) => ({
    id: p.dn,
    dn: p.dn,
    name: p.name,
    desc: p.description,
    entityType: p.type,
    categories: (categories.get(p.dn.toLowerCase()) ?? []).map((c) => c.name),
    bulkRequestable: isBulkRequestable(p.type, p),
    multiAssignable: p.type === 'RESOURCE',
  }));
}

/** GET access/permissions: the permission index (roles, resources, PRDs) for type-down search. */
export async function permissionRoutes(app: FastifyInstance): Promise<void> {
  const { permissions, catalog } = app.store.lookups;
  app.get<{ Querystring: PermissionQuery }>(
    '/permissions',
    {
      schema: {
        querystring: querySchema({
          q: PAGING.q,
          size: PAGING.size,
          nextIndex: PAGING.nextIndex,
          sortByName: FLAG,
          type: REPEATED,
          column: REPEATED,
          proxyUser: { anyOf: [DN, { type: 'string', maxLength: 0 }] },
        }),
      },
    },
    async (request) => {
      const { query } = request;
      const { user } = principalOf(request);
      if (
        query.proxyUser &&
        query.proxyUser.toLowerCase() !== user.dn.toLowerCase() &&
        !app.store.users.mayProxyFor(user.dn, query.proxyUser)
      ) {
        throw forbidden(`You may not act for ${query.proxyUser}.`);
      }
      const result = permissions.search(permissionTypes(query.type), query.sortByName === 'true', pageRequest(query));
      return { permissions: permissionNodes(catalog, result.rows), ...pageFields(result), total: result.total };
    },
  );
}
