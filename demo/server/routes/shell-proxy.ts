import type { FastifyInstance } from 'fastify';
import { helpdeskDetails } from '../db/clients.js';
import { USER_ATTRIBUTE_COLUMNS } from '../db/lookups/people.js';
import { proxyRepository } from '../db/proxy.js';
import { pageRequest } from '../db/search.js';
import { principalOf } from '../http/auth.js';
import { badInput } from '../http/fault.js';
import { personNode } from '../people/person-node.js';
import { CLIENT_ID, PAGING, SEARCH_TEXT, querySchema, type PagingQuery } from './lookups/schemas.js';

interface ProxyForQuery extends PagingQuery {
  client?: string;
  filter?: string;
  sortBy?: string;
}

const proxyForQuery = querySchema({
  ...PAGING,
  client: CLIENT_ID,
  filter: SEARCH_TEXT,
  sortBy: { type: 'string', maxLength: 64 },
});

const NO_HELPDESK = { helpdeskName: '', emailAddress: '', contactNumber: '' };

/**
 * GET access/proxy/for: the users the caller may act for (ProxyForListNode of the swagger). Needs
 * nothing beyond a signed-in caller: it only ever lists the caller's own assignments.
 */
export async function shellProxyRoutes(app: FastifyInstance): Promise<void> {
  const proxies = proxyRepository(app.store.db, () => app.sandbox.now());

  app.get<{ Querystring: ProxyForQuery }>('/proxy/for', { schema: { querystring: proxyForQuery } }, async (request) => {
    const { query } = request;
    const { user, clientId } = principalOf(request);
    const sortColumn = query.sortBy ? USER_ATTRIBUTE_COLUMNS[query.sortBy] : 'full_name';
    if (!sortColumn) throw badInput(`Invalid input: "${query.sortBy}" is not a sortable user attribute.`);
    const result = proxies.usersFor(user.dn, pageRequest(query), sortColumn);
    const config = app.store.clients.config(query.client ?? clientId) ?? app.store.clients.config('1');
    const helpdesk = config ? helpdeskDetails(config) : NO_HELPDESK;
    return {
      proxyForUsers: result.rows.map((row) => personNode(row, app.store.users, helpdesk)),
      nextUserIndex: result.nextIndex,
      // The console reads it as the number of matches (all pages).
      userArraySize: result.total,
      // Assignments through containers: none in the sandbox.
      proxyForCtrs: [],
    };
  });
}
