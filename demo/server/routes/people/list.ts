import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_USER_SEARCH } from '../../db/lookups/people.js';
import { prefetchedReader } from '../../db/people/prefetch.js';
import type { SearchTarget } from '../../db/people/search.js';
import { searchPeopleOffLoop } from '../../db/people/search-pool.js';
import { cachedStatement, pageRequest } from '../../db/search.js';
import { DEFAULT_MAX_USER_SEARCH, MAX_USER_SEARCH_KEY } from '../../db/seed/people.js';
import { badInput } from '../../http/fault.js';
import { maxUserSearchOf } from '../../../../src/domain/user-search.js';
import { NAME_SORT_KEYS, columnOf, userAttribute, type UserAttributeDef } from '../../people/attributes.js';
import { listAttributeSchema, personListNode } from '../../people/person-list-node.js';
import {
  CLIENT_ID,
  FLAG,
  KEY_LIST,
  PAGING,
  SEARCH_TEXT,
  parseAdvancedSearch,
  querySchema,
  splitList,
  type PagingQuery,
} from '../lookups/schemas.js';
import { viewerOf, type PeopleContext } from './context.js';

interface UsersListQuery extends PagingQuery {
  sortBy?: string;
  searchAttr?: string;
  advSearch?: string;
  clientId?: string;
  filter?: string;
  searchCount?: string;
  columnCustomization?: string;
}

const usersListQuery = querySchema({
  ...PAGING,
  sortBy: { type: 'string', maxLength: 64 },
  searchAttr: KEY_LIST,
  advSearch: SEARCH_TEXT,
  clientId: CLIENT_ID,
  filter: KEY_LIST,
  searchCount: FLAG,
  columnCustomization: FLAG,
});

const usersForHistoryQuery = querySchema({
  ...usersListQuery.properties,
  isHistory: FLAG,
});

const countsQuery = querySchema({ users: FLAG, roles: FLAG, resources: FLAG, clientId: CLIENT_ID });

/** The search target of a key: the name column, a searchable attribute, or undefined. */
function searchTarget(key: string): SearchTarget | undefined {
  const nameColumn = NAME_SORT_KEYS[key.toLowerCase()];
  if (nameColumn) return { column: nameColumn };
  const a = userAttribute(key);
  if (!a?.searchable) return undefined;
  const column = columnOf(a);
  return column ? { column } : { valuesKey: a.key };
}

function searchable(key: string): SearchTarget {
  const target = searchTarget(key);
  if (!target) throw badInput(`Invalid input: "${key}" is not a searchable user attribute.`);
  return target;
}

function sortColumn(key: string | undefined): string {
  if (!key) return 'full_name';
  const a = userAttribute(key);
  const column = NAME_SORT_KEYS[key.toLowerCase()] ?? (a?.sortable ? columnOf(a) : undefined);
  if (!column) throw badInput(`Invalid input: "${key}" is not a sortable user attribute.`);
  return column;
}

function filterAttributes(filter: string | undefined): UserAttributeDef[] {
  return splitList(filter).map((key) => {
    const a = userAttribute(key);
    if (!a) throw badInput(`Invalid input: "${key}" is not a user attribute.`);
    return a;
  });
}

/**
 * GET access/users/list (search, advanced search, sort, paging, max user search), the same search for the help
 * desk (GET access/users/usersForHistory) and GET access/counts.
 */
/** The client's max user search: its customization setting (client settings), else the sandbox-wide one. */
function maxUserSearch(app: FastifyInstance, clientId = '1'): number {
  const setting = app.store.clients.config(clientId)?.customization.find((s) => s.key === 'maxUserSearch');
  return setting
    ? maxUserSearchOf(setting.value)
    : app.store.settings.get<number>(MAX_USER_SEARCH_KEY, DEFAULT_MAX_USER_SEARCH);
}

export function listRoutes(app: FastifyInstance, people: PeopleContext): void {
  const usersList = async (request: FastifyRequest<{ Querystring: UsersListQuery }>) => {
    const { query } = request;
    const searchAttr = splitList(query.searchAttr);
    const advanced = parseAdvancedSearch(query.advSearch, (key) => (searchTarget(key) ? key : undefined));
    const only = query.columnCustomization === 'true' && query.filter ? filterAttributes(query.filter) : undefined;
    const limit = maxUserSearch(app, query.clientId);
    const result = await searchPeopleOffLoop(
      app.store.db,
      app.peopleSearchPool,
      {
        targets: searchAttr.length > 0 ? searchAttr.map(searchable) : DEFAULT_USER_SEARCH.map((column) => ({ column })),
        advanced: advanced.map(([key, text]) => [searchable(key), text] as const),
        sortColumn: sortColumn(query.sortBy),
        limit,
      },
      pageRequest(query),
    );
    const pageReader = prefetchedReader(app.store.db, people.reader, result.rows);
    const options = {
      viewer: viewerOf(request),
      context: app.sandbox.context,
      ...(only ? { only } : {}),
    };
    return {
      usersList: result.rows.map((row) => personListNode(row, pageReader, options)),
      attributeSchema: listAttributeSchema(options),
      nextIndex: result.nextIndex,
      hasMore: result.nextIndex > 0,
      arraySize: result.rows.length,
      totalCount: result.total,
      totalSize: result.total,
      maxUserSearch: limit,
    };
  };
  app.get<{ Querystring: UsersListQuery }>(
    '/users/list',
    { schema: { querystring: usersListQuery } },
    async (request, reply) => app.answers(request, reply, () => usersList(request)),
  );
  // The help desk's user search for a user's request history: the sandbox's help desk are its administrators
  // (team managers find their members' history through GET access/teams/members).
  app.get<{ Querystring: UsersListQuery & { isHistory?: string } }>(
    '/users/usersForHistory',
    { config: { requires: 'admin' }, schema: { querystring: usersForHistoryQuery } },
    async (request, reply) => app.answers(request, reply, () => usersList(request)),
  );

  app.get<{ Querystring: { users?: string; roles?: string; resources?: string } }>(
    '/counts',
    { schema: { querystring: countsQuery } },
    async ({ query }) => {
      const count = (table: 'users' | 'roles' | 'resources'): number =>
        (cachedStatement(app.store.db, `SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      const asked = (['users', 'roles', 'resources'] as const).filter((k) => query[k] === 'true');
      return Object.fromEntries((asked.length > 0 ? asked : (['users'] as const)).map((k) => [k, count(k)]));
    },
  );
}
