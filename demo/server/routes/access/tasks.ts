import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { addressableDns, addresseeKind, addresseeName, shareDnsOf } from '../../access/addressees.js';
import {
  SUMMARY_ITEM_NAMES,
  editableItems,
  requestValues,
  serverFormOf,
  type DataItemInput,
} from '../../access/approval-form.js';
import type { AccessEngine } from '../../access/engine.js';
import { TASK_ACTIONS, seesTask, type TaskAction } from '../../access/task-actions.js';
import type { RequestRow } from '../../db/access/requests.js';
import type { TaskRow } from '../../db/access/tasks.js';
import { TASK_SORT_COLUMNS, taskListQueries, type TaskListFilter } from '../../db/access/task-list.js';
import { pageRequest } from '../../db/search.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { querySchema } from '../lookups/schemas.js';
import { actingFor, proxyUserOf } from './acting.js';
import { approvalNode, commentNode, dataItem, editableItem, requestItem, taskNode, timelineNode } from './nodes.js';
import { formPairs, type FormDataEntry } from './form-data.js';
import {
  INTEGER,
  TASK_LIST_QUERY,
  taskActionBody,
  taskActionV2Body,
  taskItemBody,
  type TaskListQuery,
} from './schemas.js';
import { keyTable } from '../../key-table.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/**
 * expireUnit, in any case: the contract's Hours, Days and Weeks, also Months (30 days); singular forms and
 * H, D, W, M too. Without one, days.
 */
const UNITS: Readonly<Record<string, number>> = keyTable({
  h: HOUR,
  hour: HOUR,
  hours: HOUR,
  d: DAY,
  day: DAY,
  days: DAY,
  w: 7 * DAY,
  week: 7 * DAY,
  weeks: 7 * DAY,
  m: 30 * DAY,
  month: 30 * DAY,
  months: 30 * DAY,
});
type AssignedTo = 'any' | 'user' | 'delegated' | 'group' | 'role' | 'container' | 'team';
const ASSIGNED_TO: Readonly<Record<string, AssignedTo>> = keyTable({
  '': 'any',
  '*': 'any',
  all: 'any',
  user: 'user',
  me: 'user',
  delegated: 'delegated',
  group: 'group',
  role: 'role',
  container: 'container',
  team: 'team',
});

/**
 * Whose tasks a user's list shows, by assignedTo: their own and what their groups, roles and containers are
 * offered (any); only their own (user, delegated); only one kind of shared addressee; team addressees: none.
 */
function listScope(
  db: Database,
  userDn: string,
  assignedTo: AssignedTo,
): { assignees: string[]; assignedTo: TaskListFilter['assignedTo'] } {
  const shared = shareDnsOf(db, userDn);
  switch (assignedTo) {
    case 'any':
      return { assignees: [userDn, ...shared.groups, ...shared.roles, ...shared.containers], assignedTo: null };
    case 'user':
    case 'delegated':
      return { assignees: [userDn], assignedTo };
    case 'group':
      return { assignees: shared.groups, assignedTo: 'shared' };
    case 'role':
      return { assignees: shared.roles, assignedTo: 'shared' };
    case 'container':
      return { assignees: shared.containers, assignedTo: 'shared' };
    case 'team':
      return { assignees: [], assignedTo: 'none' };
  }
}
const CLAIM: Readonly<Record<string, boolean | null>> = keyTable({
  '': null,
  '*': null,
  all: null,
  claimed: true,
  unclaimed: false,
  new: false,
});

/** What the list is of: a user's own list (with what they are offered), or a team's members' tasks. */
type ListOf = { viewer: string; db: Database } | { members: string[] };

/** The filters of a task list query (README "Access requests": assignedTo, status, recipient, expireUnit/expireWithin, sortBy). */
function taskFilter(query: TaskListQuery, of: ListOf, now: number): TaskListFilter {
  const asked = ASSIGNED_TO[(query.assignedTo ?? '').trim().toLowerCase()];
  if (asked === undefined)
    throw badInput(
      `Invalid input: assignedTo "${query.assignedTo ?? ''}" is not one of user, delegated, group, role, container, team, *.`,
    );
  const scope =
    'viewer' in of
      ? listScope(of.db, of.viewer, asked)
      : {
          assignees: of.members,
          assignedTo: asked === 'user' || asked === 'delegated' ? asked : asked === 'any' ? null : ('none' as const),
        };
  const { assignees, assignedTo } = scope;
  const claimed = CLAIM[(query.status ?? query.assignStatus ?? '').trim().toLowerCase()];
  if (claimed === undefined)
    throw badInput(
      `Invalid input: status "${query.status ?? query.assignStatus ?? ''}" is not one of claimed, unclaimed, *.`,
    );
  const sortColumn = TASK_SORT_COLUMNS[query.sortBy ?? 'createTime'];
  if (!sortColumn)
    throw badInput(
      `Invalid input: sortBy "${query.sortBy ?? ''}" is not one of ${Object.keys(TASK_SORT_COLUMNS).join(', ')}.`,
    );
  let expiresBefore: number | null = null;
  if (query.expireWithin !== undefined && query.expireWithin !== '') {
    const unit = UNITS[(query.expireUnit ?? 'days').trim().toLowerCase()];
    if (unit === undefined)
      throw badInput(
        `Invalid input: expireUnit "${query.expireUnit ?? ''}" is not one of Hours, Days, Weeks, Months (or H, D, W, M).`,
      );
    expiresBefore = now + Number(query.expireWithin) * unit;
  }
  const recipient = query.recipient?.trim() ? query.recipient.trim() : null;
  return {
    assignees,
    viewer: 'viewer' in of ? of.viewer : null,
    assignedTo: assignees.length === 0 ? 'none' : assignedTo,
    claimed,
    recipient,
    expiresBefore,
    sortColumn,
  };
}

function listAnswer(app: FastifyInstance, filter: TaskListFilter, query: TaskListQuery) {
  const page = pageRequest({
    q: query.q,
    size: query.size,
    nextIndex: query.fromIndex ?? query.nextIndex,
    sortOrder: query.sortOrder,
  });
  const result = taskListQueries(app.store.db).list(filter, page);
  const names = new Map<string, string>();
  const nameOf = (dn: string | null): string => {
    if (!dn) return '';
    const key = dn.toLowerCase();
    if (!names.has(key)) names.set(key, addresseeName(app.store.db, dn));
    return names.get(key) ?? dn;
  };
  return {
    tasks: result.rows.map((t) => ({
      ...taskNode(t),
      ...addresseeFields(app.store.db, t.assignee_dn),
      addresseeName: nameOf(t.addressee_dn),
      assignedToName: nameOf(t.assignee_dn),
      claimedByName: nameOf(t.claimed_by),
    })),
    total: result.total,
    totalSize: result.total,
    arraySize: result.rows.length,
    hasMore: result.nextIndex > 0,
    nextIndex: result.nextIndex,
    userTypeInTask: false,
  };
}

/**
 * The request's own data items (its request form's, and what approvers filled in) read-only, then the
 * items this task's approver fills in, editable, with the values so far.
 */
function requestDataItems(ctx: AccessEngine['ctx'], task: TaskRow, requestRow: RequestRow | undefined) {
  const values = requestRow ? requestValues(requestRow) : new Map<string, string[]>();
  const editable = editableItems(ctx, task);
  const editableNames = new Set(editable.map((item) => item.name));
  return [
    ...[...values]
      .filter(([name]) => !editableNames.has(name) && !SUMMARY_ITEM_NAMES.has(name))
      .map(([name, list]) => requestItem(name, list)),
    ...editable.map((item) => editableItem(item, values.get(item.name) ?? [])),
  ];
}

/** A task offered to a group, role or container says so (AfTaskNode's addresseetype, addresseeEntityType). */
function addresseeFields(db: Database, assigneeDn: string): { addresseetype: string; addresseeEntityType: string } {
  const kind = addresseeKind(db, assigneeDn);
  return { addresseetype: kind, addresseeEntityType: kind };
}

/** POST access/tasks/v2's taskAction (any case) → the engine's action (4.10+). */
const TASK_ACTIONS_V2: Readonly<Record<string, { action: TaskAction; done: string }>> = keyTable({
  approvalaction: { action: 'approve', done: 'approved' },
  denyaction: { action: 'deny', done: 'denied' },
  claimaction: { action: 'claim', done: 'claimed' },
});

/**
 * Whose tasks GET access/tasks/list/others shows a caller who is not an administrator: the members of the
 * teams they manage with the right to see tasks (one of them when `assignedTo` names one); nobody else's.
 */
function othersVisibleTo(ctx: AccessEngine['ctx'], viewer: string, assignedTo: string): string[] {
  if (assignedTo) {
    if (!ctx.people.managesTeamMember(viewer, assignedTo, 'viewTasks'))
      throw forbidden(`You may not see the tasks of ${assignedTo}.`);
    return [assignedTo];
  }
  const members = ctx.people.managedMemberDns(viewer, 'viewTasks');
  if (members.length === 0) throw forbidden("Only administrators and team managers see other users' tasks.");
  return members;
}

/**
 * Tasks: GET access/tasks/list (the caller's, or the proxied user's), GET access/tasks/list/others
 * (administrators: anyone's; team managers: their members'), GET access/tasks/list/others/team
 * (team managers), GET access/tasks/badge, POST access/tasks/item (details), POST access/tasks (actions),
 * POST access/tasks/v2 (4.10+: one task's approve, deny or claim with its form values; 404 on 4.8.6).
 */
export const taskRoutes: FastifyPluginAsync<{ engine: AccessEngine }> = async (app, { engine }) => {
  const list = taskListQueries(app.store.db);

  app.get<{ Querystring: TaskListQuery }>(
    '/tasks/list',
    { schema: { querystring: querySchema(TASK_LIST_QUERY) } },
    async (request, reply) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      const answer = () =>
        listAnswer(
          app,
          taskFilter(request.query, { viewer: acting.user.dn, db: app.store.db }, app.sandbox.now()),
          request.query,
        );
      // "Expires within" is counted from now: such a list is made anew each time.
      return request.query.expireWithin ? answer() : app.answers(request, reply, answer);
    },
  );

  app.get<{ Querystring: TaskListQuery }>(
    '/tasks/list/others/team',
    { schema: { querystring: querySchema(TASK_LIST_QUERY) } },
    async (request) => {
      const { user } = actingFor(app, request, request.query.proxyUser);
      const { people } = engine.ctx;
      const { teamDN, memberDn } = request.query;
      const admin = user.is_admin === 1;
      let members: string[];
      if (memberDn) {
        if (!admin && !people.managesTeamMember(user.dn, memberDn, 'viewTasks'))
          throw forbidden(`${memberDn} is not in a team you manage.`);
        members = [memberDn];
      } else if (teamDN) {
        // Refused before looked up: anyone but an administrator learns nothing of which teams exist.
        if (!admin && !people.managesTeam(user.dn, teamDN, 'viewTasks'))
          throw forbidden('Only the managers of a team see its tasks.');
        if (!people.team(teamDN)) throw notFound(`No team ${teamDN}.`);
        members = people.teamMemberDns(teamDN);
      } else {
        members = people.managedMemberDns(user.dn, 'viewTasks');
        if (members.length === 0) throw forbidden('Only team managers see team tasks.');
      }
      return listAnswer(app, taskFilter(request.query, { members }, app.sandbox.now()), request.query);
    },
  );

  app.get<{ Querystring: TaskListQuery }>(
    '/tasks/list/others',
    { config: { requires: 'signedIn' }, schema: { querystring: querySchema(TASK_LIST_QUERY) } },
    async (request) => {
      const { user } = principalOf(request);
      const { assignedTo, ...query } = request.query;
      const whose = assignedTo?.trim() ?? '';
      const members =
        user.is_admin === 1 ? (whose ? [whose] : list.openAssignees()) : othersVisibleTo(engine.ctx, user.dn, whose);
      return listAnswer(app, taskFilter(query, { members }, app.sandbox.now()), query);
    },
  );

  app.get<{ Querystring: { limit?: string; proxyUser?: string } }>(
    '/tasks/badge',
    { schema: { querystring: querySchema({ limit: INTEGER, proxyUser: { type: 'string', maxLength: 1024 } }) } },
    async (request) => {
      const acting = actingFor(app, request, request.query.proxyUser);
      const limit = Number(request.query.limit ?? 100);
      const open = engine.ctx.tasks.openCountFor(addressableDns(app.store.db, acting.user.dn), acting.user.dn);
      return { badge: Math.min(open, limit > 0 ? limit : 100), params: [] };
    },
  );

  app.post<{
    Body: { taskId: string; proxyUser?: string };
    Querystring: { commentLimit?: string; includeSystemComments?: string; proxyUser?: string };
  }>(
    '/tasks/item',
    {
      schema: {
        body: taskItemBody,
        querystring: querySchema({
          commentLimit: INTEGER,
          includeSystemComments: { type: 'string', enum: ['true', 'false'] },
          proxyUser: { type: 'string', maxLength: 1024 },
        }),
      },
    },
    async (request) => {
      const acting = actingFor(app, request, proxyUserOf(request));
      const id = request.body.taskId;
      const task = /^\d{1,15}$/.test(id) ? list.get(Number(id)) : undefined;
      // The same 403 for a task that does not exist and for someone else's (no oracle), except to administrators.
      if (task ? !seesTask(engine.ctx, acting, task) : acting.user.is_admin !== 1)
        throw forbidden(`Task ${id} is not yours.`);
      if (!task) throw notFound(`No task ${id}.`);
      const { ctx } = engine;
      const requestRow = ctx.requests.get(task.request_id);
      const limit = Number(request.query.commentLimit ?? 100);
      const names = (dn: string | null): string => (dn ? addresseeName(ctx.db, dn) : '');
      const comments = ctx.requests.comments(task.request_id).slice(-Math.max(1, limit)).map(commentNode);
      const serverForm = serverFormOf(ctx, task);
      return {
        ...taskNode(task),
        ...addresseeFields(ctx.db, task.assignee_dn),
        comments,
        approvalForm: serverForm,
        approvalFormId: serverForm,
        dataItems: [
          dataItem('item', task.item_name),
          dataItem('itemType', task.kind),
          dataItem('action', task.action),
          dataItem('recipient', task.recipient_name),
          dataItem('requester', task.requester_name),
          dataItem('reason', task.reason),
          dataItem('requestDate', task.requested_at, 'date'),
          dataItem('effectiveDate', requestRow?.effective_date ?? null, 'date'),
          dataItem('expiryDate', requestRow?.expiry_date ?? null, 'date'),
          dataItem('sodJustification', requestRow?.sod_justification || null),
          ...requestDataItems(ctx, task, requestRow),
        ],
        request: requestRow
          ? {
              id: String(requestRow.id),
              name: requestRow.item_name,
              entityType: requestRow.kind,
              action: requestRow.action,
              requestState: requestRow.state,
              requestStatus: requestRow.request_status,
              approvalType: requestRow.approval_type,
              quorum: requestRow.quorum,
              reason: requestRow.reason,
              requestDate: requestRow.requested_at,
              effectiveDate: requestRow.effective_date ?? 0,
              expirationDate: requestRow.expiry_date ?? 0,
              sods: JSON.parse(requestRow.sods) as unknown[],
            }
          : null,
        recipientDetails: { dn: task.recipient_dn, name: task.recipient_name, type: task.recipient_type },
        requesterDetails: { dn: task.requester_dn, name: task.requester_name },
        claimedByName: names(task.claimed_by),
        addresseeName: names(task.addressee_dn),
        assignedToName: names(task.assignee_dn),
        approvalHistory: ctx.tasks.ofRequest(task.request_id).map((t) => approvalNode(t, names)),
        timeline: ctx.requests.events(task.request_id).map((e) => timelineNode(e, task.kind)),
      };
    },
  );

  app.post<{
    Body: {
      tasks: { taskId: string; dataItems?: DataItemInput[] }[];
      action: string;
      comment?: string;
      approver?: string;
      proxyUser?: string;
    };
  }>('/tasks', { schema: { body: taskActionBody } }, async (request, reply) => {
    const acting = actingFor(app, request, proxyUserOf(request));
    const action = request.body.action.trim().toLowerCase();
    if (!(TASK_ACTIONS as readonly string[]).includes(action))
      throw badInput(`Invalid input: action "${request.body.action}" is not one of ${TASK_ACTIONS.join(', ')}.`);
    const dataItems = new Map(
      request.body.tasks.filter((t) => t.dataItems !== undefined).map((t) => [t.taskId, t.dataItems ?? []]),
    );
    const input = {
      action: action as TaskAction,
      taskIds: request.body.tasks.map((t) => t.taskId),
      comment: request.body.comment ?? '',
      ...(request.body.approver ? { approver: request.body.approver } : {}),
      dataItems,
    };
    return reply.code(200).send(engine.actOnTasks(acting, input));
  });

  if (app.serverProfile.taskActionV2) {
    // Any signed-in caller: the engine lets only who holds (or may claim) the task act on it.
    app.post<{
      Body: { taskId: string; taskAction: string; comments?: string; comment?: string; data?: FormDataEntry[] };
    }>(
      '/tasks/v2',
      { schema: { body: taskActionV2Body }, config: { requires: 'signedIn' } },
      async (request, reply) => {
        const { body } = request;
        const chosen = TASK_ACTIONS_V2[body.taskAction.trim().toLowerCase()];
        if (!chosen)
          throw badInput(
            `Invalid input: taskAction "${body.taskAction}" is not one of ApprovalAction, DenyAction, ClaimAction.`,
          );
        const acting = actingFor(app, request, proxyUserOf(request));
        const values = new Map<string, string[]>();
        for (const { key, value } of formPairs(body.data)) values.set(key, [...(values.get(key) ?? []), value]);
        const dataItems: DataItemInput[] = [...values].map(([name, list]) => ({ name, values: list }));
        const answer = engine.actOnTasks(acting, {
          action: chosen.action,
          taskIds: [body.taskId],
          comment: body.comments ?? body.comment ?? '',
          dataItems: new Map(chosen.action === 'claim' || dataItems.length === 0 ? [] : [[body.taskId, dataItems]]),
        });
        const failed = answer.failed[0];
        // The contract's FormResponseNode.
        return reply.code(200).send({
          success: answer.success,
          message: failed
            ? (failed.reason ?? `Task ${body.taskId} was not ${chosen.done}.`)
            : `Task ${body.taskId} ${chosen.done}.`,
        });
      },
    );
  }
};
