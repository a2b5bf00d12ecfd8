import type { FastifyInstance } from 'fastify';
import { helpdeskDetails } from '../../db/clients.js';
import { DEFAULT_USER_SEARCH, USER_ATTRIBUTE_COLUMNS } from '../../db/lookups/people.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput } from '../../http/fault.js';
import { personNode } from '../../people/person-node.js';
import {
  CLIENT_ID, FLAG, KEY_LIST, PAGING, SEARCH_TEXT, parseAdvancedSearch, querySchema, splitList, type PagingQuery,
} from './schemas.js';

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
  ...PAGING, sortBy: { type: 'string', maxLength: 64 }, searchAttr: KEY_LIST, advSearch: SEARCH_TEXT, clientId: CLIENT_ID,
  filter: SEARCH_TEXT, searchCount: FLAG, columnCustomization: FLAG,
});

const userColumn = (key: string): string | undefined => USER_ATTRIBUTE_COLUMNS[key];

function knownColumns(keys: readonly string[]): string[] {
  return keys.map((key) => {
    const column = userColumn(key);
    if (!column) throw badInput(`Invalid input: "${key}" is not a searchable user attribute.`);
    return column;
  });
}

/** GET access/users/list: people search for pickers and the user catalog. */
export async function userListRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: UsersListQuery }>('/users/list', { schema: { querystring: usersListQuery } }, async (request) => {
    const { query } = request;
    const config = app.store.clients.config(query.clientId ?? principalOf(request).clientId) ?? app.store.clients.config('1');
    const searchAttr = splitList(query.searchAttr);
    const sortColumn = query.sortBy ? knownColumns([query.sortBy])[0] ?? 'full_name' : 'full_name';
    const result = app.store.lookups.people.searchUsers(
      {
        searchColumns: searchAttr.length > 0 ? knownColumns(searchAttr) : DEFAULT_USER_SEARCH,
        advanced: parseAdvancedSearch(query.advSearch, userColumn),
        sortColumn,
      },
      pageRequest(query),
    );
    const helpdesk = config ? helpdeskDetails(config) : { helpdeskName: '', emailAddress: '', contactNumber: '' };
    return {
      usersList: result.rows.map((user) => personNode(user, app.store.users, helpdesk)),
      nextIndex: result.nextIndex,
      hasMore: result.nextIndex > 0,
      totalCount: result.total,
      totalSize: result.total,
    };
  });
}
