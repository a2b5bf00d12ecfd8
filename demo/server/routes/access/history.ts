import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Acting } from '../../access/context.js';
import { addresseeName } from '../../access/addressees.js';
import type { AccessEngine } from '../../access/engine.js';
import { HISTORY_SORT_COLUMNS, PROCESS_GROUPS, historyQueries, type HistoryFilter } from '../../db/access/history.js';
import type { RequestRow } from '../../db/access/requests.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { isStatusWord } from '../../access/states.js';
import { querySchema, splitList } from '../lookups/schemas.js';
import { actingFor, proxyUserOf } from './acting.js';
import { approvalNode, commentNode, historyNode, timelineNode } from './nodes.js';
import { HISTORY_QUERY, INTEGER, requestIdBody, retractBody, userBody, type HistoryQuery } from './schemas.js';
import { permissionHistoryBody, permissionHistoryKinds, type PermissionHistoryBody } from './history-permission.js';

const ANY = (value: string | undefined): boolean => value === undefined || value.trim() === '' || value.trim() === '*';
const KINDS = ['role', 'resource', 'prd'] as const;

/**
 * The history filters (spec section 4): status takes a comma-separated mix of the process groups
 * (running_pending_p0, approved_completed_denied_p3, terminated_p2), role/resource statuses (running,
 * pending, approved, completed, denied, terminated) and PRD states (0–5); action grant|revoke; type
 * role|resource|prd; item a DN; cn the recipient's user id; startDate/endDate epoch ms (0 = open).
 */
function historyFilter(app: FastifyInstance, query: HistoryQuery, people: readonly string[] | null): HistoryFilter {
  const filter: HistoryFilter = {
    people,
    processStates: [],
    statuses: [],
    prdStates: [],
    actions: [],
    kinds: [],
    itemDn: null,
    recipientDn: null,
    from: null,
    to: null,
    sortColumn: HISTORY_SORT_COLUMNS[query.sortBy ?? 'requestDate'] ?? '',
  };
  if (!filter.sortColumn)
    throw badInput(
      `Invalid input: sortBy "${query.sortBy ?? ''}" is not one of ${Object.keys(HISTORY_SORT_COLUMNS).join(', ')}.`,
    );
  if (!ANY(query.status)) {
    for (const value of splitList(query.status)) {
      const group = PROCESS_GROUPS[value];
      if (group !== undefined) filter.processStates = [...filter.processStates, group];
      else if (isStatusWord(value.toLowerCase())) filter.statuses = [...filter.statuses, value.toLowerCase()];
      else if (/^[0-5]$/.test(value)) filter.prdStates = [...filter.prdStates, Number(value)];
      else throw badInput(`Invalid input: status "${value}" is not a history status.`);
    }
  }
  if (!ANY(query.action)) {
    const actions = splitList(query.action).map((a) => a.toLowerCase());
    if (actions.some((a) => a !== 'grant' && a !== 'revoke'))
      throw badInput(`Invalid input: action "${query.action ?? ''}" is not grant or revoke.`);
    filter.actions = actions as ('grant' | 'revoke')[];
  }
  if (!ANY(query.type)) {
    const kinds = splitList(query.type).map((t) => t.toLowerCase());
    if (kinds.some((k) => !(KINDS as readonly string[]).includes(k)))
      throw badInput(`Invalid input: type "${query.type ?? ''}" is not role, resource or prd.`);
    filter.kinds = kinds as HistoryFilter['kinds'];
  }
  if (!ANY(query.item)) filter.itemDn = query.item?.trim() ?? null;
  if (!ANY(query.cn)) {
    const user = app.store.users.findByLogin(query.cn?.trim() ?? '');
    filter.recipientDn = user?.dn ?? `no such user: ${query.cn ?? ''}`;
  }
  if (query.startDate && Number(query.startDate) > 0) filter.from = Number(query.startDate);
  if (query.endDate && Number(query.endDate) > 0) filter.to = Number(query.endDate);
  return filter;
}

/**
 * Request history: GET access/requests/historylist (filters, search, sort, paging), GET
 * access/requests/history (latest first), POST …/history/item (details with the timeline), DELETE
 * …/history (retract), POST …/team/user/history (team managers), POST …/historyForUser (administrators
 * and the user's managers). Administrators see every request, others the ones they asked for or received.
 */
export const historyRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const history = historyQueries(app.store.db);
  const { ctx } = engine;
  const proxyName = (r: RequestRow): string =>
    r.proxy_dn ? (ctx.users.findByDn(r.proxy_dn)?.full_name ?? r.proxy_dn) : '';
  const visibleTo = (acting: Acting): string[] | null =>
    acting.user.is_admin === 1 && acting.proxy === null ? null : [acting.user.dn];
  const listAnswer = (query: HistoryQuery, people: readonly string[] | null) =>
    listAnswerOf(historyFilter(app, query, people), query);
  const listAnswerOf = (filter: HistoryFilter, query: HistoryQuery) => {
    const result = history.list(filter, pageRequest(query));
    return {
      requests: result.rows.map((r) => historyNode(r, proxyName(r))),
      total: result.total,
      totalSize: result.total,
      arraySize: result.rows.length,
      nextIndex: result.nextIndex,
    };
  };
  const mayView = (acting: Acting, r: RequestRow): boolean => {
    const me = acting.user.dn.toLowerCase();
    return (
      (acting.user.is_admin === 1 && acting.proxy === null) ||
      r.requester_dn.toLowerCase() === me ||
      r.recipient_dn.toLowerCase() === me ||
      (acting.proxy === null &&
        (ctx.people.managesTeamMember(acting.user.dn, r.recipient_dn, 'viewHistory') ||
          ctx.people.managesTeamMember(acting.user.dn, r.requester_dn, 'viewHistory')))
    );
  };

  app.get<{ Querystring: HistoryQuery }>(
    '/requests/historylist',
    { schema: { querystring: querySchema(HISTORY_QUERY) } },
    async (request, reply) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      return app.answers(request, reply, () => listAnswer(request.query, visibleTo(acting)));
    },
  );

  // The POST form names the user whose history is read (a proxied user, one's report or team member, anyone for
  // administrators); without one, the caller's own as GET answers it (administrators: every request).
  app.post<{ Body: { dn?: string }; Querystring: HistoryQuery }>(
    '/requests/historylist',
    { config: { requires: 'signedIn' }, schema: { body: userBody, querystring: querySchema(HISTORY_QUERY) } },
    async (request) => {
      const { user } = principalOf(request);
      const dn = request.body.dn?.trim() ?? '';
      if (dn === '' || dn.toLowerCase() === user.dn.toLowerCase())
        return listAnswer(request.query, visibleTo(actingFor(app, request, request.query.proxyUser)));
      if (!app.store.users.findByDn(dn)) throw notFound(`No user ${dn}.`);
      const allowed =
        user.is_admin === 1 ||
        app.store.users.mayProxyFor(user.dn, dn) ||
        ctx.people.isManagerOf(user.dn, dn) ||
        ctx.people.managesTeamMember(user.dn, dn, 'viewHistory');
      if (!allowed) throw forbidden(`You may not see the history of ${dn}.`);
      return listAnswer(request.query, [dn]);
    },
  );

  app.post<{ Body: PermissionHistoryBody; Querystring: HistoryQuery }>(
    '/requests/historylist/permission',
    {
      config: { requires: 'signedIn' },
      schema: { body: permissionHistoryBody, querystring: querySchema(HISTORY_QUERY) },
    },
    async (request) => {
      const { user } = principalOf(request);
      const kinds = permissionHistoryKinds(app, user, request.query);
      const filter = historyFilter(app, { ...request.query, type: kinds.join(',') }, null);
      const { body } = request;
      return listAnswerOf(
        {
          ...filter,
          requesters: body.requesters ?? [],
          recipients: [...(body.recipientUsers ?? []), ...(body.recipientGroups ?? [])],
          recipientContainers: body.recipientContainers ?? [],
        },
        request.query,
      );
    },
  );

  app.get<{ Querystring: { nextIndex?: string; size?: string; proxyUser?: string } }>(
    '/requests/history',
    {
      schema: {
        querystring: querySchema({ nextIndex: INTEGER, size: INTEGER, proxyUser: { type: 'string', maxLength: 1024 } }),
      },
    },
    async (request) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      return listAnswer(
        { nextIndex: request.query.nextIndex, size: request.query.size ?? '5', sortOrder: 'desc' },
        visibleTo(acting),
      );
    },
  );

  app.post<{
    Body: { id: string; proxyUser?: string };
    Querystring: { commentLimit?: string; includeSystemComments?: string; proxyUser?: string };
  }>(
    '/requests/history/item',
    {
      schema: {
        body: requestIdBody,
        querystring: querySchema({
          commentLimit: INTEGER,
          includeSystemComments: { type: 'string', enum: ['true', 'false'] },
          proxyUser: { type: 'string', maxLength: 1024 },
        }),
      },
    },
    async (request) => {
      const acting = actingFor(app, request, proxyUserOf(request));
      const id = request.body.id;
      const row = /^\d{1,15}$/.test(id) ? ctx.requests.get(Number(id)) : undefined;
      if (!row || !mayView(acting, row)) throw notFound(`No request ${id} you may see.`);
      const names = (dn: string | null): string => (dn ? addresseeName(ctx.db, dn) : '');
      const limit = Number(request.query.commentLimit ?? 200);
      return {
        ...historyNode(row, proxyName(row)),
        comments: ctx.requests.comments(row.id).slice(-Math.max(1, limit)).map(commentNode),
        timeline: ctx.requests.events(row.id).map((e) => timelineNode(e, row.kind)),
        approvals: ctx.tasks.ofRequest(row.id).map((t) => approvalNode(t, names)),
        approvalType: row.approval_type,
        quorum: row.quorum,
        sodJustification: row.sod_justification,
      };
    },
  );

  app.delete<{ Body: { requests: { id: string }[]; proxyUser?: string } }>(
    '/requests/history',
    { schema: { body: retractBody } },
    async (request) => {
      const acting = actingFor(app, request, proxyUserOf(request));
      return engine.retract(
        acting,
        request.body.requests.map((r) => r.id),
      );
    },
  );

  app.post<{ Body: { dn?: string }; Querystring: HistoryQuery }>(
    '/requests/team/user/history',
    { schema: { body: userBody, querystring: querySchema(HISTORY_QUERY) } },
    async (request) => {
      const { user } = actingFor(app, request, request.query.proxyUser);
      const dn = request.body.dn?.trim();
      const admin = user.is_admin === 1;
      if (dn) {
        if (!admin && !ctx.people.managesTeamMember(user.dn, dn, 'viewHistory'))
          throw forbidden(`${dn} is not in a team you manage.`);
        return listAnswer(request.query, [dn]);
      }
      const members = ctx.people.managedMemberDns(user.dn, 'viewHistory');
      if (members.length === 0) throw forbidden('Only team managers see team history.');
      return listAnswer(request.query, members);
    },
  );

  app.post<{ Body: { dn?: string }; Querystring: HistoryQuery }>(
    '/requests/historyForUser',
    { schema: { body: userBody, querystring: querySchema(HISTORY_QUERY) } },
    async (request) => {
      const { user } = principalOf(request);
      const dn = request.body.dn?.trim();
      if (!dn || !app.store.users.findByDn(dn)) throw notFound(`No user ${dn ?? ''}.`);
      const allowed =
        user.is_admin === 1 ||
        ctx.people.isManagerOf(user.dn, dn) ||
        ctx.people.managesTeamMember(user.dn, dn, 'viewHistory') ||
        dn.toLowerCase() === user.dn.toLowerCase();
      if (!allowed) throw forbidden(`You may not see the history of ${dn}.`);
      return listAnswer(request.query, [dn]);
    },
  );
};
