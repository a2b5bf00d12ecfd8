import type { FastifyInstance } from 'fastify';
import { pageRequest } from '../../db/search.js';
import { FLAG, PAGING, REPEATED, SEARCH_TEXT, pageFields, querySchema, type PagingQuery } from './schemas.js';

const SORT_COLUMN = { type: 'string', enum: ['name', 'description'] } as const;

interface PrdQuery extends PagingQuery {
  processType?: string;
  sortBy?: 'name' | 'description';
}

/**
 * GET catalog/prds (custom approval definitions by processType) and GET catalog/sods (every signed-in
 * user: SoD rules are not secret, and the request cart checks them before submitting).
 */
export async function approvalRoutes(app: FastifyInstance): Promise<void> {
  const { approvals } = app.store.lookups;

  app.get<{ Querystring: PrdQuery }>(
    '/prds',
    {
      schema: {
        querystring: querySchema({
          ...PAGING,
          processType: SEARCH_TEXT,
          sortBy: SORT_COLUMN,
          column: REPEATED,
          forceRefresh: FLAG,
          noCache: FLAG,
          token: SEARCH_TEXT,
        }),
      },
    },
    async (request) => {
      const { query } = request;
      const processType = query.processType?.trim() ? query.processType.trim() : null;
      const result = approvals.searchPrds(processType, query.sortBy ?? 'name', pageRequest(query));
      return {
        requestDefs: result.rows.map((p) => ({
          id: p.dn,
          name: p.name,
          description: p.description,
          processType: p.process_type,
        })),
        ...pageFields(result),
        total: result.total,
      };
    },
  );

  app.get<{ Querystring: PagingQuery & { sortBy?: 'name' | 'description' } }>(
    '/sods',
    { schema: { querystring: querySchema({ ...PAGING, sortBy: SORT_COLUMN }) } },
    async (request) => {
      const result = approvals.searchSods(request.query.sortBy ?? 'name', pageRequest(request.query));
      return {
        sods: result.rows.map((s) => ({
          id: s.dn,
          name: s.name,
          description: s.description,
          roles: [
            { id: s.role1_dn, name: s.role1_name, level: s.role1_level },
            { id: s.role2_dn, name: s.role2_name, level: s.role2_level },
          ],
        })),
        ...pageFields(result),
        total: result.total,
      };
    },
  );
}
