import type { FastifyInstance } from 'fastify';
import type { MemberRow } from '../../db/lookups/people.js';
import { pageRequest, type PageResult } from '../../db/search.js';
import { notFound } from '../../http/fault.js';
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

/** GET access/groups (search) and POST access/groups/members (a group's members). */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const { people } = app.store.lookups;

  app.get<{ Querystring: PagingQuery & { searchCount?: 'true' | 'false' } }>(
    '/groups',
    { schema: { querystring: querySchema({ ...PAGING, searchCount: FLAG }) } },
    async (request) => {
      const result = people.searchGroups(pageRequest(request.query));
      return {
        groups: result.rows.map((g) => ({
          dn: g.dn,
          name: g.name,
          description: g.description,
          container: g.dn.replace(/^[^,]*,/, ''),
        })),
        ...pageFields(result),
        ...(request.query.searchCount === 'true' ? { totalCount: result.total } : {}),
      };
    },
  );

  // A query-like POST: 200, as navigationrights.
  app.post<{ Querystring: PagingQuery; Body: { dn: string } }>(
    '/groups/members',
    { schema: { querystring: querySchema(PAGING), body: groupNodeBody } },
    async (request) => {
      if (!people.groupExists(request.body.dn)) throw notFound(`No group ${request.body.dn}.`);
      const page = pageRequest(request.query);
      return recipientsAnswer(people.groupMembers(request.body.dn, page), page.nextIndex);
    },
  );
}
