import type { FastifyInstance } from 'fastify';
import { administratorsOf } from './rights.js';
import {
  APPROVAL_STATUS_LABELS,
  PROCESS_STATUS,
  PROCESS_STATUS_CODES,
  WORK_ENTRY_STATUS,
  WORK_ENTRY_STATUS_LABELS,
  approvalStatusOf,
  isProcessSortField,
  parseStatusList,
  processStatusLabel,
  shownProcessStatus,
} from '../../../../src/domain/workflow-monitor.js';
import { addresseeKind, addresseeName } from '../../access/addressees.js';
import type { TaskRow } from '../../db/access/tasks.js';
import { listProcesses, processById, type ProcessQuery, type ProcessRow } from '../../db/monitor/processes.js';
import { engines, enginesRunning } from '../../db/monitor/server-admin.js';
import { principalOf } from '../../http/auth.js';
import { badInput, notFound } from '../../http/fault.js';
import { isObject, list, text } from '../../roles/input.js';
import { engineFor } from '../access/index.js';
import { FLAG, INTEGER, SEARCH_TEXT, SORT_ORDER, DN, querySchema } from '../lookups/schemas.js';

const ID = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
const STATUS_LIST = { type: 'string', maxLength: 64 } as const;
const OPERATORS: Readonly<Record<string, NonNullable<ProcessQuery['creationTime']>['operator']>> = {
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
  eq: '=',
};

interface ProcessListQuery {
  q?: string;
  processStatus?: string;
  approvalStatus?: string;
  initiator?: string;
  recipient?: string;
  creationTime?: string;
  operator?: string;
  sortField?: string;
  sortOrder?: string;
  startIndex?: string;
  size?: string;
}

/** size: 1–300, default 25; startIndex: 0-based, default 0. */
export function pageWindow(size: string | undefined, startIndex: string | undefined, fallback = 25) {
  const n = size === undefined ? fallback : Number(size);
  const start = startIndex === undefined ? 0 : Number(startIndex);
  if (n < 1 || n > 300) throw badInput('Invalid input: size must be from 1 to 300.');
  if (start < 0) throw badInput('Invalid input: startIndex must be 0 or more.');
  return { size: n, startIndex: start };
}

export const engineId = (app: FastifyInstance) => engines(app.store.db)[0]?.engine_id ?? '';

/** A process as ProcessInfoRespNode. */
function processNode(row: ProcessRow, running: boolean, engine: string) {
  const processStatus = shownProcessStatus(row.process_state, running);
  const approvalStatus = approvalStatusOf(row.request_status, row.kind === 'prd' ? -1 : row.state);
  return {
    requestId: String(row.id),
    processId: String(row.id),
    correlationId: row.correlation_id,
    name: row.item_name,
    resourceType: row.kind,
    recipient: row.recipient_dn,
    recipientName: row.recipient_name,
    initiator: row.requester_dn,
    initiatorName: row.requester_name,
    ...(row.proxy_dn ? { proxy: row.proxy_dn } : {}),
    processStatus,
    processStatusDisplayName: processStatusLabel(processStatus),
    approvalStatus,
    approvalStatusDisplayName: APPROVAL_STATUS_LABELS[approvalStatus] ?? '',
    creationTime: row.requested_at,
    ...(row.completed_at === null ? {} : { completionTime: row.completed_at }),
    engineId: engine,
    version: '1',
  };
}

export const TASK_STATUS: Readonly<Record<TaskRow['status'], number>> = {
  open: WORK_ENTRY_STATUS.open,
  approved: WORK_ENTRY_STATUS.approved,
  denied: WORK_ENTRY_STATUS.denied,
  cancelled: WORK_ENTRY_STATUS.cancelled,
};
export const ASSIGNMENT_TYPE = { user: 0, group: 1, role: 2, container: 3 } as const;

/**
 * Workflow monitoring (issue 18), administrators only: GET access/monitoring/process/list, workentries and
 * comments; POST …/process/terminate and …/reassign, through the approval engine.
 */
export async function monitoringRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const engine = engineFor(app);
  const admin = administratorsOf('PROVISIONING');
  const nameOf = (dn: string) => addresseeName(db, dn);

  app.get<{ Querystring: ProcessListQuery }>(
    '/monitoring/process/list',
    {
      ...admin,
      schema: {
        querystring: querySchema({
          q: SEARCH_TEXT,
          processStatus: STATUS_LIST,
          approvalStatus: STATUS_LIST,
          initiator: DN,
          recipient: DN,
          creationTime: INTEGER,
          operator: { type: 'string', enum: Object.keys(OPERATORS) },
          sortField: { type: 'string', maxLength: 32 },
          sortOrder: SORT_ORDER,
          startIndex: INTEGER,
          size: INTEGER,
        }),
      },
    },
    async (request) => {
      const query = request.query;
      const sortField = query.sortField ?? 'creationTime';
      if (!isProcessSortField(sortField))
        throw badInput(
          'Invalid input: sortField must be creationTime, completionTime, name, recipient, initiator or processStatus.',
        );
      const shown = parseStatusList(query.processStatus, PROCESS_STATUS_CODES);
      if (shown === null) throw badInput('Invalid input: processStatus must list codes 0 to 3 (comma separated).');
      const approval = parseStatusList(query.approvalStatus, [0, 1, 2, 3, 4]);
      if (approval === null) throw badInput('Invalid input: approvalStatus must list codes 0 to 4 (comma separated).');
      const running = enginesRunning(db);
      // A stopped engine shows its running processes as Stopped (1); nothing is stored as 1.
      const stored = shown
        .map((code) =>
          code === PROCESS_STATUS.stopped
            ? running
              ? -1
              : PROCESS_STATUS.running
            : code === PROCESS_STATUS.running && !running
              ? -1
              : code,
        )
        .filter((code, i, all) => all.indexOf(code) === i);
      const page = pageWindow(query.size, query.startIndex);
      const result = listProcesses(db, {
        q: query.q ?? '',
        processStates: stored,
        approvalStatuses: approval,
        initiator: query.initiator,
        recipient: query.recipient,
        creationTime:
          query.creationTime === undefined
            ? undefined
            : { at: Number(query.creationTime), operator: OPERATORS[query.operator ?? 'ge'] ?? '>=' },
        sortField,
        descending: query.sortOrder === undefined ? sortField === 'creationTime' : /^d/i.test(query.sortOrder),
        ...page,
      });
      const engine = engineId(app);
      return {
        processInfoNodeList: result.rows.map((row) => processNode(row, running, engine)),
        totalSize: result.total,
      };
    },
  );

  const processOf = (id: string) => {
    const row = processById(db, Number(id));
    if (!row) throw notFound(`There is no process ${id}.`);
    return row;
  };

  app.get<{ Querystring: { requestId: string; startIndex?: string; size?: string } }>(
    '/monitoring/workentries',
    {
      ...admin,
      schema: { querystring: querySchema({ requestId: ID, startIndex: INTEGER, size: INTEGER }, ['requestId']) },
    },
    async (request) => {
      const process = processOf(request.query.requestId);
      const page = pageWindow(request.query.size, request.query.startIndex, 50);
      const tasks = engine.ctx.tasks.ofRequest(process.id);
      const workentries = tasks.slice(page.startIndex, page.startIndex + page.size).map((task) => ({
        id: String(task.id),
        requestId: String(process.id),
        processId: String(process.id),
        activityId: `${task.phase}-${task.step}`,
        activityName: task.activity,
        addressee: task.addressee_dn,
        owner: task.assignee_dn,
        assignmentType: ASSIGNMENT_TYPE[addresseeKind(db, task.assignee_dn)] ?? 0,
        status: TASK_STATUS[task.status],
        statusDisplayName: WORK_ENTRY_STATUS_LABELS[TASK_STATUS[task.status]] ?? task.status,
        priority: task.priority,
        creationTime: task.created_at,
        ...(task.expires_at === null ? {} : { expirationTime: task.expires_at }),
        ...(task.completed_at === null ? {} : { completionTime: task.completed_at }),
        recipient: process.recipient_dn,
        initiator: process.requester_dn,
        availableActions: task.status === 'open' ? [{ actionValue: 0 }, { actionValue: 1 }, { actionValue: 2 }] : [],
        ownerName: nameOf(task.assignee_dn),
        addresseeName: nameOf(task.addressee_dn),
      }));
      return { workentries, totalSize: tasks.length };
    },
  );

  app.get<{
    Querystring: {
      requestId: string;
      includeSystemComments?: string;
      startIndex?: string;
      commentLimit?: string;
      sortOrder?: string;
    };
  }>(
    '/monitoring/comments',
    {
      ...admin,
      schema: {
        querystring: querySchema(
          {
            requestId: ID,
            includeSystemComments: FLAG,
            startIndex: INTEGER,
            commentLimit: INTEGER,
            sortOrder: SORT_ORDER,
          },
          ['requestId'],
        ),
      },
    },
    async (request) => {
      const process = processOf(request.query.requestId);
      const page = pageWindow(request.query.commentLimit, request.query.startIndex, 100);
      const comments = engine.ctx.requests.comments(process.id).map((c) => ({
        commentId: `c${c.id}`,
        requestId: String(process.id),
        author: c.user_name,
        principal: c.user_dn ?? '',
        comment: c.text,
        commentText: c.text,
        activityName: c.activity,
        isSystemComment: c.system === 1,
        timestamp: c.at,
        createTime: c.at,
        ...(c.task_id === null ? {} : { workId: String(c.task_id) }),
      }));
      const system =
        request.query.includeSystemComments === 'true'
          ? engine.ctx.requests.events(process.id).map((e) => ({
              commentId: `e${e.id}`,
              requestId: String(process.id),
              author: e.actor_name ?? 'System',
              principal: e.actor_dn ?? '',
              comment: e.detail ? `${e.activity}: ${e.detail}` : e.activity,
              commentText: e.detail ? `${e.activity}: ${e.detail}` : e.activity,
              activityName: e.activity,
              isSystemComment: true,
              timestamp: e.at,
              createTime: e.at,
            }))
          : [];
      const all = [...comments, ...system].sort((a, b) => a.timestamp - b.timestamp);
      if (/^d/i.test(request.query.sortOrder ?? '')) all.reverse();
      return { commentNodeArray: all.slice(page.startIndex, page.startIndex + page.size) };
    },
  );

  app.post('/monitoring/process/terminate', admin, async (request, reply) => {
    const body = isObject(request.body) ? request.body : undefined;
    const raw = body?.processes;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 500 || raw.some((p) => typeof p !== 'string'))
      throw badInput('Invalid input: processes must list the ids of the processes to terminate.');
    const comment = (body && text(body, 'comment', { max: 2000 })) ?? '';
    const { user } = principalOf(request);
    return reply.code(200).send(engine.terminate({ user, proxy: null }, raw as string[], comment));
  });

  app.post('/monitoring/reassign', admin, async (request, reply) => {
    const body = isObject(request.body) ? request.body : undefined;
    const node = body && isObject(body.afTaskNode) ? body.afTaskNode : undefined;
    const tasks = node ? list(node, 'tasks', 500) : undefined;
    if (!node || !tasks || tasks.length === 0)
      throw badInput('Invalid input: afTaskNode.tasks must list the work entries to reassign.');
    const taskIds = tasks.map((t, i) => {
      const id = text(t, 'taskId');
      if (!id) throw badInput(`Invalid input: afTaskNode.tasks[${i}].taskId is required.`);
      return id;
    });
    const approver = text(node, 'approver')?.trim() ?? '';
    if (approver === '') throw badInput('Invalid input: afTaskNode.approver (the new assignee) is required.');
    if (!app.store.users.findByDn(approver)) throw badInput(`Invalid input: there is no user ${approver}.`);
    const comment = text(node, 'comment', { max: 2000 }) ?? (body ? text(body, 'comment', { max: 2000 }) : '') ?? '';
    const { user } = principalOf(request);
    const answer = engine.actOnTasks({ user, proxy: null }, { action: 'reassign', taskIds, approver, comment });
    const nodeOf = (r: (typeof answer.succeeded)[number]) => ({
      id: r.id,
      name: r.name,
      ...(r.requestId ? { requestId: r.requestId } : {}),
      ...(r.entityType ? { entityType: r.entityType } : {}),
      ...(r.reason ? { reason: r.reason } : {}),
    });
    return reply.code(200).send({
      success: answer.success,
      succeedNodes: answer.succeeded.map(nodeOf),
      failNodes: answer.failed.map(nodeOf),
    });
  });
}
