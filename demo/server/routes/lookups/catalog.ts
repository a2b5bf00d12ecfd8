import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { CatalogKind } from '../../db/lookups/catalog.js';
import { pageRequest } from '../../db/search.js';
import { badInput } from '../../http/fault.js';
import { roleNodes, resourceNodes } from './catalog-nodes.js';
import { FLAG, KEY_LIST, PAGING, REPEATED, pageFields, querySchema, splitList, type PagingQuery } from './schemas.js';

const SORT_COLUMN = { type: 'string', enum: ['name', 'description'] } as const;
const ROLE_LEVEL = { type: 'string', enum: ['', '10', '20', '30'] } as const;

interface CatalogQuery extends PagingQuery {
  categoryKeys?: string;
  sortBy?: 'name' | 'description';
  column?: string | string[];
}

const catalogQuery = { ...PAGING, categoryKeys: KEY_LIST, sortBy: SORT_COLUMN, column: REPEATED } as const;

/**
 * Catalog lookups: GET catalog/roles and catalog/roles/list (roleLevel, categoryKeys, q, sort), catalog/roles/levels,
 * catalog/resources and catalog/resources/list, catalog/roleCategories and catalog/resourceCategories.
 */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.store.lookups;
  const categoryKeys = (kind: CatalogKind, value: string | undefined): string[] => {
    const keys = splitList(value);
    if (!catalog.categoryKeysExist(kind, keys))
      throw badInput(`Invalid input: unknown ${kind} category in "${value ?? ''}".`);
    return keys;
  };

  const roles = async (request: { query: CatalogQuery & { roleLevel?: string } }) => {
    const { query } = request;
    const result = catalog.searchRoles(
      {
        level: query.roleLevel ? Number(query.roleLevel) : null,
        categoryKeys: categoryKeys('role', query.categoryKeys),
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
  };
  const roleSchema = { schema: { querystring: querySchema({ ...catalogQuery, roleLevel: ROLE_LEVEL }) } };
  app.get<{ Querystring: CatalogQuery & { roleLevel?: string } }>('/roles', roleSchema, roles);
  app.get<{ Querystring: CatalogQuery & { roleLevel?: string } }>('/roles/list', roleSchema, roles);

  app.get('/roles/levels', async () => ({
    roleLevels: catalog.roleLevels().map((l) => ({
      level: l.level,
      name: l.name,
      description: l.description,
      cn: `Level${l.level}`,
      container: l.container_dn,
      localizedNames: [{ locale: 'en', name: l.name }],
    })),
  }));

  const resources = async (request: { query: CatalogQuery }) => {
    const { query } = request;
    const result = catalog.searchResources(
      { categoryKeys: categoryKeys('resource', query.categoryKeys), sortColumn: query.sortBy ?? 'name' },
      pageRequest(query),
    );
    return {
      resources: resourceNodes(app.store, result.rows),
      ...pageFields(result),
      totalSize: result.total,
      total: result.total,
    };
  };
  const resourceSchema = { schema: { querystring: querySchema({ ...catalogQuery, fetchEntitlements: FLAG }) } };
  app.get<{ Querystring: CatalogQuery }>('/resources', resourceSchema, resources);
  app.get<{ Querystring: CatalogQuery }>('/resources/list', resourceSchema, resources);

  categoryListRoutes(app, '');
}

const categorySchema = {
  schema: {
    querystring: querySchema({
      ...PAGING,
      sortBy: { type: 'string', enum: ['name'] },
      forceRefresh: FLAG,
      noCache: FLAG,
      token: { type: 'string', maxLength: 256 },
    }),
  },
};

/** `<prefix>/roleCategories` and `<prefix>/resourceCategories`: the categories, searched, sorted and paged. */
function categoryListRoutes(app: FastifyInstance, prefix: string, options: RouteShorthandOptions = {}): void {
  const { catalog } = app.store.lookups;
  for (const kind of ['role', 'resource'] as const) {
    app.get<{ Querystring: PagingQuery }>(
      `${prefix}/${kind}Categories`,
      { ...categorySchema, ...options },
      async (request) => {
        const result = catalog.searchCategories(kind, pageRequest(request.query));
        return {
          categories: result.rows.map((c) => ({ id: c.key, name: c.name })),
          ...pageFields(result),
          total: result.total,
        };
      },
    );
  }
}

/**
 * The same category lists under access/requests (the request page's category filter): every signed-in user
 * requests, so every signed-in user reads them.
 */
export async function requestCategoryRoutes(app: FastifyInstance): Promise<void> {
  categoryListRoutes(app, '/requests', { config: { requires: 'signedIn' } });
}
