import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPROVAL_STATUS_LABELS,
  WORK_ENTRY_STATUS,
  approvalStatusOf,
  processStatusLabel,
  shownProcessStatus,
} from '../../../../src/domain/workflow-monitor.js';
import { addresseeKind, addresseeName } from '../../access/addressees.js';
import { canAdminister } from '../../auth/administer.js';
import type { TaskRow } from '../../db/access/tasks.js';
import { processById, type ProcessRow } from '../../db/monitor/processes.js';
import { enginesRunning } from '../../db/monitor/server-admin.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { commentNode } from '../access/nodes.js';
import { engineFor } from '../access/index.js';
import { INTEGER, querySchema } from '../lookups/schemas.js';
import { ASSIGNMENT_TYPE, TASK_STATUS, engineId, pageWindow } from './processes.js';

const ID = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
const CORRELATION_ID = { type: 'string', minLength: 1, maxLength: 256 } as const;
const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** The actions an open work entry offers (WorkEntryActionNode: code, value). */
const OPEN_ACTIONS = [
  { code: '0', value: 'approve' },
  { code: '1', value: 'deny' },
  { code: '2', value: 'reassign' },
];

/**
 * Reads of the workflow engine for callers of the REST API (not the monitoring screen): GET
 * access/requests/processes (by processId or correlationId), GET access/tasks/workEntries (a process's work
 * entries) and GET access/data/migration/workflow (every process, work entry and comment as JSON, for a
 * migration). Workflow administrators see any process; anyone else the processes they requested, are the
 * recipient of, or hold a work entry of (403 otherwise); the export is for workflow administrators only.
 */
export async function processReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const engine = engineFor(app);
  const user = (dn: string) => ({ DN: dn, value: addresseeName(db, dn) });
  const isWorkflowAdmin = (request: FastifyRequest) =>
    canAdminister(db, principalOf(request).user, 'PROVISIONING', null, app.sandbox.now());
  const sees = (request: FastifyRequest, process: ProcessRow) => {
    if (isWorkflowAdmin(request)) return true;
    const me = principalOf(request).user.dn;
    return (
      same(process.requester_dn, me) ||
      same(process.recipient_dn, me) ||
      same(process.proxy_dn, me) ||
      engine.ctx.tasks.ofRequest(process.id).some((task) => same(task.assignee_dn, me) || same(task.claimed_by, me))
    );
  };

  const processNode = (row: ProcessRow, running: boolean) => {
    const status = shownProcessStatus(row.process_state, running);
    const approval = approvalStatusOf(row.request_status, row.kind === 'prd' ? -1 : row.state);
    return {
      processId: String(row.id),
      requestId: String(row.id),
      correlationId: row.correlation_id,
      name: row.item_name,
      Initiator: user(row.requester_dn),
      Recipient: { DN: row.recipient_dn, value: row.recipient_name },
      Definition: { DN: row.item_dn, value: row.item_name },
      processStatus: processStatusLabel(status),
      approvalStatus: APPROVAL_STATUS_LABELS[approval] ?? String(approval),
      creationTime: row.requested_at,
      ...(row.completed_at === null ? {} : { completionTime: row.completed_at }),
      ...(row.proxy_dn ? { proxy: row.proxy_dn } : {}),
      comments: engine.ctx.requests.comments(row.id).map(commentNode),
      version: '1',
      engineId: engineId(app),
    };
  };

  const workEntryNode = (process: ProcessRow, task: TaskRow) => ({
    id: String(task.id),
    processId: String(process.id),
    requestId: String(process.id),
    activityId: `${task.phase}-${task.step}`,
    activityName: task.activity,
    Addressee: user(task.addressee_dn),
    owner: task.assignee_dn,
    assignmentType: ASSIGNMENT_TYPE[addresseeKind(db, task.assignee_dn)] ?? 0,
    availableActions: task.status === 'open' ? OPEN_ACTIONS : [],
    status: TASK_STATUS[task.status] ?? WORK_ENTRY_STATUS.open,
    priority: task.priority,
    creationTime: task.created_at,
    ...(task.expires_at === null ? {} : { expirationTime: task.expires_at }),
    ...(task.completed_at === null ? {} : { completionTime: task.completed_at }),
    processVersion: '1',
    Recipient: { DN: process.recipient_dn, value: process.recipient_name },
    Initiator: user(process.requester_dn),
    ...(task.delegated === 1 ? { proxyFor: task.addressee_dn } : {}),
  });

  const visibleProcess = (request: FastifyRequest, id: string) => {
    const process = processById(db, Number(id));
    if (!process) throw notFound(`There is no process ${id}.`);
    if (!sees(request, process)) throw forbidden(`Process ${id} is not one of yours.`);
    return process;
  };

  app.get<{ Querystring: { processId?: string; correlationId?: string; size?: string } }>(
    '/requests/processes',
    {
      config: { requires: 'signedIn' },
      schema: { querystring: querySchema({ processId: ID, correlationId: CORRELATION_ID, size: INTEGER }) },
    },
    async (request) => {
      const { processId, correlationId, size } = request.query;
      if (!processId && !correlationId) throw badInput('Invalid input: give a processId or a correlationId.');
      const page = pageWindow(size, undefined, 25);
      const running = enginesRunning(db);
      if (processId) {
        const process = visibleProcess(request, processId);
        if (correlationId && process.correlation_id !== correlationId) return { processes: [] };
        return { processes: [processNode(process, running)] };
      }
      const rows = db
        .prepare<[string], ProcessRow>('SELECT * FROM access_requests WHERE correlation_id = ? ORDER BY id')
        .all(correlationId ?? '')
        .filter((row) => sees(request, row));
      return { processes: rows.slice(0, page.size).map((row) => processNode(row, running)) };
    },
  );

  app.get<{ Querystring: { processId: string; size?: string } }>(
    '/tasks/workEntries',
    {
      config: { requires: 'signedIn' },
      schema: { querystring: querySchema({ processId: ID, size: INTEGER }, ['processId']) },
    },
    async (request) => {
      const process = visibleProcess(request, request.query.processId);
      const page = pageWindow(request.query.size, undefined, 50);
      const tasks = engine.ctx.tasks.ofRequest(process.id).slice(0, page.size);
      return { workEntries: tasks.map((task) => workEntryNode(process, task)) };
    },
  );

  app.get('/data/migration/workflow', { config: { requires: { domain: 'PROVISIONING' } } }, async (request) => {
    if (!isWorkflowAdmin(request)) throw forbidden('Only workflow administrators may export the workflow data.');
    const running = enginesRunning(db);
    const rows = db.prepare<[], ProcessRow>('SELECT * FROM access_requests ORDER BY id').all();
    return {
      exportedAt: app.sandbox.now(),
      engineId: engineId(app),
      processes: rows.map((row) => processNode(row, running)),
      workEntries: rows.flatMap((row) => engine.ctx.tasks.ofRequest(row.id).map((task) => workEntryNode(row, task))),
    };
  });
}
