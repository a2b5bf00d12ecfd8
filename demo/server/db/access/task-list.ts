import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, where, type Condition, type PageRequest, type PageResult } from '../search.js';
import type { TaskRow } from './tasks.js';
import { keyTable } from '../../key-table.js';

/** A task with the request fields its list entry and details show. */
export interface TaskListRow extends TaskRow {
  kind: 'role' | 'resource' | 'prd';
  item_dn: string;
  recipient_dn: string;
  recipient_type: 'user' | 'group';
  requester_dn: string;
  operation: number;
  action: 'grant' | 'revoke';
  correlation_id: string;
  state: number;
  reason: string;
  requested_at: number;
  proxy_dn: string | null;
}

/** Sort keys of GET access/tasks/list and their columns. */
export const TASK_SORT_COLUMNS: Readonly<Record<string, string>> = keyTable({
  createTime: 't.created_at', expirationTime: 't.expires_at', recipientName: 't.recipient_name', recipient: 't.recipient_name',
  initiatorName: 't.requester_name', requester: 't.requester_name', processName: 't.item_name', name: 't.item_name',
  activityName: 't.activity', priority: 't.priority',
});

export interface TaskListFilter {
  /** Whose open tasks: one user, or several (a team), or what they are offered (their groups, roles, containers). */
  assignees: readonly string[];
  /**
   * The user a list is for: tasks offered to a group, role or container (an assignee other than this user)
   * show only while unclaimed or claimed by them. Null: no such rule (team lists).
   */
  viewer: string | null;
  /** 'user' addressed directly, 'delegated' through a delegation, 'shared' offered to a group/role/container, 'none' (team addressees: none here), null any. */
  assignedTo: 'user' | 'delegated' | 'shared' | 'none' | null;
  claimed: boolean | null;
  /** A recipient DN, or text in the recipient's name. */
  recipient: string | null;
  /** Only tasks expiring at or before this time. */
  expiresBefore: number | null;
  sortColumn: string;
}

const SELECT = `t.*, r.kind, r.item_dn, r.recipient_dn, r.recipient_type, r.requester_dn, r.operation, r.action, r.correlation_id,
  r.state, r.reason, r.requested_at, r.proxy_dn`;

/** Numeric sort columns sort without a collation, so the assignee index can serve them. */
const NUMERIC = new Set(['t.created_at', 't.expires_at', 't.priority']);

export function taskListQueries(db: Database) {
  const byIds = (ids: readonly number[]): TaskListRow[] =>
    cachedStatement(db, `SELECT ${SELECT} FROM tasks t JOIN access_requests r ON r.id = t.request_id
      WHERE t.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as TaskListRow[];
  return {
    /**
     * One page of open tasks: counted and ordered on the tasks table alone (its assignee index), then the
     * page's request fields joined in.
     */
    list(filter: TaskListFilter, page: PageRequest): PageResult<TaskListRow> {
      const conditions = [
        where(`t.status = 'open'`),
        filter.assignees.length === 1
          ? where('t.assignee_dn = ?', filter.assignees[0])
          : where('t.assignee_dn IN (SELECT value FROM json_each(?))', JSON.stringify(filter.assignees)),
        filter.viewer === null ? null : where('(t.assignee_dn = ? OR t.claimed_by IS NULL OR t.claimed_by = ?)', filter.viewer, filter.viewer),
        filter.assignedTo === 'user' ? where('t.delegated = 0') : filter.assignedTo === 'delegated' ? where('t.delegated = 1') : null,
        filter.assignedTo === 'none' ? where('0') : null,
        filter.claimed === true ? where('t.claimed_by IS NOT NULL') : filter.claimed === false ? where('t.claimed_by IS NULL') : null,
        filter.recipient === null ? null
          : filter.recipient.includes('=') ? where('t.request_id IN (SELECT id FROM access_requests WHERE recipient_dn = ?)', filter.recipient)
            : containsAny(['t.recipient_name'], filter.recipient),
        filter.expiresBefore === null ? null : where('t.expires_at IS NOT NULL AND t.expires_at <= ?', filter.expiresBefore),
        containsAny(['t.item_name', 't.recipient_name', 't.requester_name', 't.activity'], page.q),
      ].filter((c): c is Condition => c !== null);
      const whereSql = `WHERE ${conditions.map((c) => c.sql).join(' AND ')}`;
      const params = conditions.flatMap((c) => c.params);
      const direction = page.descending ? 'DESC' : 'ASC';
      const order = NUMERIC.has(filter.sortColumn) ? `${filter.sortColumn} ${direction}` : `${filter.sortColumn} COLLATE NOCASE ${direction}`;
      const total = (cachedStatement(db, `SELECT COUNT(*) AS n FROM tasks t ${whereSql}`).get(...params) as { n: number }).n;
      const ids = (cachedStatement(db, `SELECT t.id FROM tasks t ${whereSql} ORDER BY ${order}, t.id ${direction} LIMIT ? OFFSET ?`)
        .all(...params, page.size, page.nextIndex - 1) as { id: number }[]).map((r) => r.id);
      const rows = new Map(byIds(ids).map((row) => [row.id, row]));
      const ordered = ids.map((id) => rows.get(id)).filter((row): row is TaskListRow => row !== undefined);
      const end = page.nextIndex - 1 + ordered.length;
      return { rows: ordered, total, nextIndex: ordered.length > 0 && end < total ? end + 1 : -1 };
    },
    /** One task with its request fields, whatever its status. */
    get: (id: number): TaskListRow | undefined => byIds([id])[0],
  };
}
