import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, where, type Condition, type PageResult } from '../search.js';
import type { ProcessSortField } from '../../../../src/domain/workflow-monitor.js';

/**
 * Workflow processes as the sandbox's approval engine keeps them: every access request is one process
 * (its id is the process and request id), its approval tasks are the work entries, its comments and
 * timeline the comments. Nothing is copied: the lists read access_requests, tasks and request_comments.
 */
export interface ProcessRow {
  id: number;
  correlation_id: string;
  kind: string;
  item_dn: string;
  item_name: string;
  recipient_dn: string;
  recipient_name: string;
  requester_dn: string;
  requester_name: string;
  proxy_dn: string | null;
  state: number;
  process_state: number;
  request_status: string;
  requested_at: number;
  completed_at: number | null;
}

export interface ProcessQuery {
  q: string;
  /** Stored process states to keep ([]: all). */
  processStates: readonly number[];
  /** Approval statuses to keep ([]: all). */
  approvalStatuses: readonly number[];
  initiator?: string;
  recipient?: string;
  /** Creation time bound and how to compare (>=, <=, =, >, <). */
  creationTime?: { at: number; operator: '>=' | '<=' | '=' | '>' | '<' };
  sortField: ProcessSortField;
  descending: boolean;
  /** 0-based offset of the first row. */
  startIndex: number;
  size: number;
}

/** Numbers sort as they are (so the requested_at index serves the default order), names case-insensitively. */
const SORT_SQL: Readonly<Record<ProcessSortField, string>> = {
  creationTime: 'r.requested_at',
  completionTime: 'COALESCE(r.completed_at, 0)',
  name: 'r.item_name COLLATE NOCASE',
  recipient: 'r.recipient_name COLLATE NOCASE',
  initiator: 'r.requester_name COLLATE NOCASE',
  processStatus: 'r.process_state',
};

const COLUMNS = `r.id, r.correlation_id, r.kind, r.item_dn, r.item_name, r.recipient_dn, r.recipient_name, r.requester_dn,
  r.requester_name, r.proxy_dn, r.state, r.process_state, r.request_status, r.requested_at, r.completed_at`;

/** The approval status (APPROVAL_STATUS) of a request row, in SQL (approvalStatusOf's rules). */
export const APPROVAL_STATUS_SQL = `CASE
  WHEN r.request_status = 'denied' THEN 1
  WHEN r.request_status = 'terminated' THEN 3
  WHEN r.state = 80 AND r.kind <> 'prd' THEN 4
  WHEN r.request_status IN ('approved', 'completed') THEN 2
  ELSE 0 END`;

const inList = (sql: string, values: readonly number[]): Condition | null =>
  values.length === 0 ? null : where(`${sql} IN (SELECT value FROM json_each(?))`, JSON.stringify(values));

/** One page of processes and how many match (counted, then read in order). */
export function listProcesses(db: Database, query: ProcessQuery): PageResult<ProcessRow> {
  const conditions = [
    containsAny(['r.item_name', 'r.recipient_name', 'r.requester_name', 'r.correlation_id'], query.q),
    inList('r.process_state', query.processStates),
    inList(`(${APPROVAL_STATUS_SQL})`, query.approvalStatuses),
    query.initiator ? where('r.requester_dn = ?', query.initiator) : null,
    query.recipient ? where('r.recipient_dn = ?', query.recipient) : null,
    query.creationTime ? where(`r.requested_at ${query.creationTime.operator} ?`, query.creationTime.at) : null,
  ].filter((c): c is Condition => c !== null);
  const whereSql = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
  const params = conditions.flatMap((c) => c.params);
  const total = (
    cachedStatement(db, `SELECT COUNT(*) AS n FROM access_requests r ${whereSql}`).get(...params) as { n: number }
  ).n;
  const direction = query.descending ? 'DESC' : 'ASC';
  const rows = cachedStatement(
    db,
    `SELECT ${COLUMNS} FROM access_requests r ${whereSql}
     ORDER BY ${SORT_SQL[query.sortField]} ${direction}, r.id ${direction} LIMIT ? OFFSET ?`,
  ).all(...params, query.size, query.startIndex) as ProcessRow[];
  const end = query.startIndex + rows.length;
  return { rows, total, nextIndex: rows.length > 0 && end < total ? end : -1 };
}

export function processById(db: Database, id: number): ProcessRow | undefined {
  return db.prepare<[number], ProcessRow>('SELECT * FROM access_requests WHERE id = ?').get(id);
}
