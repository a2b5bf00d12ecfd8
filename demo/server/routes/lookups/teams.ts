import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { TEAM_TYPES, type TeamType } from '../../db/teams/teams.js';
import { teamCaller, teamNode } from '../teams/team-node.js';
import { recipientsAnswer } from './groups.js';
import { CLIENT_ID, DN, FLAG, PAGING, SEARCH_TEXT, pageFields, querySchema, type PagingQuery } from './schemas.js';

const TEAM_TYPE = { type: 'string', maxLength: 16 } as const;
const TEAM_TYPE_FILTER = { type: 'string', enum: ['', ...TEAM_TYPES] } as const;

/** The body of teams/recipients/list: the contract's TargetSetNode; only `dn` is used. */
const teamNodeBody = {
  type: 'object',
  required: ['dn'],
  properties: { dn: DN, name: { type: 'string', maxLength: 256 }, description: { type: 'string', maxLength: 1024 } },
} as const;

/**
 * Teams: GET access/teams/managelist (the caller's teams; all for administrators), GET
 * access/teams/team/userlist and access/teams/members (a team's users, paged), POST
 * access/teams/recipients/list (all recipients of a team). Members are read by administrators, the team's
 * managers and its members only (403 to anyone else, whether or not the team exists).
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const { people } = app.store.lookups;
  const membersOf = (request: FastifyRequest, dn: string): string => teamCaller(app.store, request).membersReadable(dn);

  app.get<{ Querystring: PagingQuery & { type?: string; pType?: string; proxyUser?: string } }>(
    '/teams/managelist',
    {
      schema: {
        querystring: querySchema({
          ...PAGING,
          type: TEAM_TYPE_FILTER,
          pType: TEAM_TYPE,
          proxyUser: SEARCH_TEXT,
          forceRefresh: FLAG,
        }),
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const admin = user.is_admin === 1;
      const type = (request.query.type || null) as TeamType | null;
      const result = app.store.teams.search({ managerDn: admin ? null : user.dn, type }, pageRequest(request.query));
      return {
        teams: result.rows.map((t) => teamNode(app.store, t, { readOnly: !admin, full: false })),
        ...pageFields(result),
        totalCount: result.total,
      };
    },
  );

  app.get<{ Querystring: PagingQuery & { teamDn: string; client?: string } }>(
    '/teams/team/userlist',
    { schema: { querystring: querySchema({ ...PAGING, teamDn: DN, client: CLIENT_ID }, ['teamDn']) } },
    async (request) => {
      const page = pageRequest(request.query);
      return recipientsAnswer(people.teamMembers(membersOf(request, request.query.teamDn), page), page.nextIndex);
    },
  );

  // The swagger's form: memberDn names the team; no search or sort.
  app.get<{ Querystring: { memberDn: string; nextIndex?: string; size?: string } }>(
    '/teams/members',
    {
      schema: {
        querystring: querySchema({ memberDn: DN, nextIndex: PAGING.nextIndex, size: PAGING.size }, ['memberDn']),
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      return recipientsAnswer(people.teamMembers(membersOf(request, request.query.memberDn), page), page.nextIndex);
    },
  );

  app.post<{ Body: { dn: string } }>('/teams/recipients/list', { schema: { body: teamNodeBody } }, async (request) => {
    const rows = people.teamRecipients(membersOf(request, request.body.dn));
    return {
      recipients: rows.map((m) => ({ name: m.full_name, dn: m.dn, type: 'user', isGroupAssignment: false })),
      arraySize: rows.length,
      nextIndex: -1,
      currentIndex: 1,
      endIndex: rows.length,
      total: rows.length,
    };
  });
}
