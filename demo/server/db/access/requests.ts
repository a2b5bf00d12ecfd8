import type { Database } from 'better-sqlite3';
import { processStateOf, statusOf, type AccessKind } from '../../access/states.js';

export interface RequestRow {
  id: number;
  correlation_id: string;
  kind: AccessKind;
  item_dn: string;
  item_name: string;
  operation: number;
  action: 'grant' | 'revoke';
  recipient_dn: string;
  recipient_name: string;
  recipient_type: 'user' | 'group';
  requester_dn: string;
  requester_name: string;
  proxy_dn: string | null;
  reason: string;
  sod_justification: string;
  /** JSON list of SodConflict. */
  sods: string;
  /** JSON list of {key, value}. */
  params: string;
  effective_date: number | null;
  expiry_date: number | null;
  state: number;
  process_state: number;
  request_status: string;
  approval_type: string;
  quorum: number | null;
  bulk_approvable: number;
  fail_provisioning: number;
  assignment_id: number | null;
  requested_at: number;
  updated_at: number;
  completed_at: number | null;
}

export type NewRequest = Omit<RequestRow, 'id' | 'process_state' | 'request_status' | 'updated_at' | 'completed_at'>;

export interface EventRow {
  id: number;
  request_id: number;
  at: number;
  actor_dn: string | null;
  actor_name: string | null;
  proxy_dn: string | null;
  from_state: number | null;
  to_state: number;
  activity: string;
  detail: string;
}

export interface CommentRow {
  id: number;
  request_id: number;
  task_id: number | null;
  user_dn: string | null;
  user_name: string;
  activity: string;
  text: string;
  system: number;
  at: number;
}

export interface NewEvent {
  requestId: number;
  at: number;
  actorDn: string | null;
  proxyDn: string | null;
  from: number | null;
  to: number;
  activity: string;
  detail?: string;
}

export type RequestRepository = ReturnType<typeof requestRepository>;

/** Requests, their approver snapshot, events (timeline) and comments. */
export function requestRepository(db: Database) {
  const insert = db.prepare(
    `INSERT INTO access_requests (correlation_id, kind, item_dn, item_name, operation, action, recipient_dn, recipient_name,
       recipient_type, requester_dn, requester_name, proxy_dn, reason, sod_justification, sods, params, effective_date, expiry_date,
       state, process_state, request_status, approval_type, quorum, bulk_approvable, fail_provisioning, assignment_id,
       requested_at, updated_at)
     VALUES (@correlation_id, @kind, @item_dn, @item_name, @operation, @action, @recipient_dn, @recipient_name, @recipient_type,
       @requester_dn, @requester_name, @proxy_dn, @reason, @sod_justification, @sods, @params, @effective_date, @expiry_date,
       @state, @process_state, @request_status, @approval_type, @quorum, @bulk_approvable, @fail_provisioning, @assignment_id, @requested_at, @requested_at)`,
  );
  const byId = db.prepare<[number], RequestRow>('SELECT * FROM access_requests WHERE id = ?');
  const setState = db.prepare<[number, number, string, number, number | null, number]>(
    'UPDATE access_requests SET state = ?, process_state = ?, request_status = ?, updated_at = ?, completed_at = ? WHERE id = ?',
  );
  const setParams = db.prepare<[string, number, number]>(
    'UPDATE access_requests SET params = ?, updated_at = ? WHERE id = ?',
  );
  const event = db.prepare(
    `INSERT INTO request_events (request_id, at, actor_dn, proxy_dn, from_state, to_state, activity, detail)
     VALUES (@requestId, @at, @actorDn, @proxyDn, @from, @to, @activity, @detail)`,
  );
  const events = db.prepare<[number], EventRow>(
    `SELECT e.*, u.full_name AS actor_name FROM request_events e LEFT JOIN users u ON u.dn = e.actor_dn
     WHERE e.request_id = ? ORDER BY e.id`,
  );
  const approver = db.prepare<[number, string, number, string]>(
    'INSERT OR IGNORE INTO request_approvers (request_id, phase, step, approver_dn) VALUES (?, ?, ?, ?)',
  );
  const approvers = db.prepare<[number, string], { step: number; approver_dn: string }>(
    'SELECT step, approver_dn FROM request_approvers WHERE request_id = ? AND phase = ? ORDER BY step, rowid',
  );
  const comment = db.prepare(
    `INSERT INTO request_comments (request_id, task_id, user_dn, user_name, activity, text, system, at)
     VALUES (@requestId, @taskId, @userDn, @userName, @activity, @text, @system, @at)`,
  );
  const comments = db.prepare<[number], CommentRow>(
    'SELECT * FROM request_comments WHERE request_id = ? ORDER BY at, id',
  );
  const running = db.prepare<[string, string], RequestRow>(
    `SELECT * FROM access_requests WHERE item_dn = ? AND recipient_dn = ? AND action = 'grant' AND process_state = 0 LIMIT 1`,
  );
  const runningRoleDns = db.prepare<[string], { item_dn: string }>(
    `SELECT item_dn FROM access_requests WHERE recipient_dn = ? AND kind = 'role' AND action = 'grant' AND process_state = 0`,
  );
  const inStates = db.prepare<[string], RequestRow>(
    'SELECT * FROM access_requests WHERE state IN (SELECT value FROM json_each(?)) ORDER BY id',
  );
  const grantOf = db.prepare<[number], RequestRow>(
    'SELECT * FROM access_requests WHERE id = (SELECT request_id FROM assignments WHERE id = ?)',
  );
  const counter = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM access_requests');

  return {
    insert: (row: NewRequest): number =>
      Number(
        insert.run({
          ...row,
          process_state: processStateOf(row.kind, row.state),
          request_status: statusOf(row.kind, row.state),
        }).lastInsertRowid,
      ),
    get: (id: number): RequestRow | undefined => byId.get(id),
    setState: (
      id: number,
      state: number,
      processState: number,
      status: string,
      at: number,
      completedAt: number | null,
    ): void => {
      setState.run(state, processState, status, at, completedAt, id);
    },
    /** The request's data items (JSON list of {key, value}), e.g. after an approver filled in the approval form. */
    setParams: (id: number, params: string, at: number): void => {
      setParams.run(params, at, id);
    },
    addEvent: (e: NewEvent): void => {
      event.run({ ...e, detail: e.detail ?? '' });
    },
    events: (id: number): EventRow[] => events.all(id),
    addApprover: (requestId: number, phase: 'sod' | 'approval', step: number, dn: string): void => {
      approver.run(requestId, phase, step, dn);
    },
    approvers: (requestId: number, phase: 'sod' | 'approval') => approvers.all(requestId, phase),
    addComment: (c: {
      requestId: number;
      taskId: number | null;
      userDn: string | null;
      userName: string;
      activity: string;
      text: string;
      system: boolean;
      at: number;
    }): void => {
      comment.run({ ...c, system: c.system ? 1 : 0 });
    },
    comments: (id: number): CommentRow[] => comments.all(id),
    /** A grant of this item to this recipient that is still running. */
    runningGrant: (itemDn: string, recipientDn: string): RequestRow | undefined => running.get(itemDn, recipientDn),
    runningRoleDns: (recipientDn: string): string[] => runningRoleDns.all(recipientDn).map((r) => r.item_dn),
    inStates: (states: readonly number[]): RequestRow[] => inStates.all(JSON.stringify(states)),
    /** The grant request behind an assignment. */
    grantOfAssignment: (assignmentId: number): RequestRow | undefined => grantOf.get(assignmentId),
    count: (): number => counter.get()?.n ?? 0,
  };
}
