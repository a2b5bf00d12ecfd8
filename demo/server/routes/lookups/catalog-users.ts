import type { FastifyInstance } from 'fastify';
import { DEFAULT_USER_SEARCH } from '../../db/lookups/people.js';
import { pageRequest } from '../../db/search.js';
import { badInput } from '../../http/fault.js';
import { keyTable } from '../../key-table.js';
import { FLAG, INTEGER, PAGING, SEARCH_TEXT, querySchema, type PagingQuery } from './schemas.js';

const SORT_COLUMNS: Readonly<Record<string, string>> = keyTable({
  firstName: 'given_name',
  lastName: 'surname',
  cn: 'cn',
  fullName: 'full_name',
  name: 'full_name',
});

interface CatalogUsersQuery extends PagingQuery {
  sortBy?: string;
  limit?: string;
}

/**
 * GET catalog/users: the user search of role and resource administration (UserListNode: id the DN, first and
 * last name, cn), over the same users table and columns as every user lookup; `limit` caps the whole result.
 * Signed-in callers, as for access/users/list: it shows no more than the people list does.
 */
export async function catalogUserRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CatalogUsersQuery }>(
    '/users',
    {
      config: { requires: 'signedIn' },
      schema: {
        querystring: querySchema({
          ...PAGING,
          sortBy: SEARCH_TEXT,
          limit: INTEGER,
          token: SEARCH_TEXT,
          forceRefresh: FLAG,
          noCache: FLAG,
        }),
      },
    },
    async (request) => {
      const { query } = request;
      const sortColumn = SORT_COLUMNS[query.sortBy ?? 'fullName'];
      if (!sortColumn)
        throw badInput(`Invalid input: sortBy "${query.sortBy ?? ''}" is not firstName, lastName or cn.`);
      const limit = query.limit === undefined ? undefined : Number(query.limit);
      if (limit !== undefined && limit < 1) throw badInput('Invalid input: limit must be at least 1.');
      const page = pageRequest(query);
      const room = limit === undefined ? page.size : Math.max(0, Math.min(page.size, limit - (page.nextIndex - 1)));
      const result = app.store.lookups.people.searchUsers(
        { searchColumns: DEFAULT_USER_SEARCH, advanced: [], sortColumn },
        { ...page, size: Math.max(room, 1) },
      );
      const rows = room === 0 ? [] : result.rows;
      const end = page.nextIndex - 1 + rows.length;
      const more = result.nextIndex > 0 && (limit === undefined || end < limit);
      return {
        users: rows.map((u) => ({ id: u.dn, cn: u.cn, firstName: u.given_name, lastName: u.surname })),
        nextIndex: more ? end + 1 : -1,
        arraySize: rows.length,
      };
    },
  );
}
