import type { FastifyInstance } from 'fastify';
import type { MemberRow } from '../../db/lookups/people.js';
import { pageRequest, type PageResult } from '../../db/search.js';
import { notFound } from '../../http/fault.js';
import { groupRepository } from '../../db/groups/groups.js';
import { groupNode } from './group-admin.js';
import { DN, FLAG, PAGING, pageFields, querySchema, type PagingQuery } from './schemas.js';

/** RecipientNodes with the pager fields of the member answers. */
export function recipientsAnswer(result: PageResult<MemberRow>, start: number) {
  return {
    recipients: result.rows.map((m) => ({ name: m.full_name, dn: m.dn, type: 'user', isGroupAssignment: false })),
    ...pageFields(result),
    currentIndex: start,
    endIndex: start + result.rows.length - 1,
    total: result.total,
  };
}

/** The group body of groups/members: the contract's GroupNode; only `dn` is used. */
const groupNodeBody = {
  type: 'object',
  required: ['dn'],
  additionalProperties: false,
  properties: {
    dn: DN,
    name: { type: 'string', maxLength: 256 },
    description: { type: 'string', maxLength: 1024 },
    members: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 1024 } },
    container: { type: 'string', maxLength: 1024 },
    membersAction: { type: 'string', maxLength: 32 },
  },
} as const;

/**
 * GET access/groups (search on name and description, sorted by name or description) and POST access/groups/members
 * (a group's members). The writes are in group-admin.ts.
 */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const { people } = app.store.lookups;

  const groups = groupRepository(app.store.db);
  app.get<{ Querystring: PagingQuery & { searchCount?: 'true' | 'false'; sortBy?: 'name' | 'description' } }>(
    '/groups',
    {
      schema: {
        querystring: querySchema({
          ...PAGING,
          searchCount: FLAG,
          sortBy: { type: 'string', enum: ['name', 'description'] },
        }),
      },
    },
    // Kept until the db changes (README "The hot path"): a function of the db, the query and the caller only.
    async (request, reply) =>
      app.answers(request, reply, () => {
        const result = groups.search(pageRequest(request.query), request.query.sortBy ?? 'name');
        return {
          groups: result.rows.map(groupNode),
          ...pageFields(result),
          ...(request.query.searchCount === 'true' ? { totalCount: result.total } : {}),
        };
      }),
  );

  // A query-like POST: 200, as navigationrights.
  app.post<{ Querystring: PagingQuery; Body: { dn: string } }>(
    '/groups/members',
    { schema: { querystring: querySchema(PAGING), body: groupNodeBody } },
    async (request) => {
      if (!people.groupExists(request.body.dn)) throw notFound(`No group ${request.body.dn}.`);
      const page = pageRequest(request.query);
      return recipientsAnswer(groups.members(request.body.dn, page), page.nextIndex);
    },
  );
}
