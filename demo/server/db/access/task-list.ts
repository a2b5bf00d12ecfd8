import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, where, type Condition, type PageRequest, type PageResult } from '../search.js';
import type { TaskRow } from './tasks.js';
import { keyTable } from '../../key-table.js';
import { FEW_MATCHES, LONG_LIST, listMatch, rememberForList } from './list-search.js';

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
  createTime: 't.created_at',
  expirationTime: 't.expires_at',
  recipientName: 't.recipient_name',
  recipient: 't.recipient_name',
  initiatorName: 't.requester_name',
  requester: 't.requester_name',
  processName: 't.item_name',
  name: 't.item_name',
  activityName: 't.activity',
  priority: 't.priority',
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

/** Numeric sort columns sort without a collation, so the indexes can serve them. */
const NUMERIC = new Set(['t.created_at', 't.expires_at', 't.priority']);

/** The index over open tasks that walks each sort column in order, across assignees (migration 7). */
const OPEN_TASKS_BY: Readonly<Record<string, string>> = keyTable({
  't.created_at': 'tasks_open_created',
  't.expires_at': 'tasks_open_expiry',
  't.priority': 'tasks_open_priority',
  't.recipient_name': 'tasks_open_recipient',
  't.requester_name': 'tasks_open_requester',
  't.item_name': 'tasks_open_item',
  't.activity': 'tasks_open_activity',
});

/** The filters of a task list (without its search), as conditions on `tasks t`. */
function filterConditions(filter: TaskListFilter): Condition[] {
  return [
    where(`t.status = 'open'`),
    filter.assignees.length === 1
      ? where('t.assignee_dn = ?', filter.assignees[0])
      : where('t.assignee_dn IN (SELECT value FROM json_each(?))', JSON.stringify(filter.assignees)),
    filter.viewer === null
      ? null
      : where('(t.assignee_dn = ? OR t.claimed_by IS NULL OR t.claimed_by = ?)', filter.viewer, filter.viewer),
    filter.assignedTo === 'user'
      ? where('t.delegated = 0')
      : filter.assignedTo === 'delegated'
        ? where('t.delegated = 1')
        : null,
    filter.assignedTo === 'none' ? where('0') : null,
    filter.claimed === true
      ? where('t.claimed_by IS NOT NULL')
      : filter.claimed === false
        ? where('t.claimed_by IS NULL')
        : null,
    filter.recipient === null
      ? null
      : filter.recipient.includes('=')
        ? where('t.request_id IN (SELECT id FROM access_requests WHERE recipient_dn = ?)', filter.recipient)
        : containsAny(['t.recipient_name'], filter.recipient),
    filter.expiresBefore === null
      ? null
      : where('t.expires_at IS NOT NULL AND t.expires_at <= ?', filter.expiresBefore),
  ].filter((c): c is Condition => c !== null);
}

const sqlOf = (conditions: readonly Condition[]) => ({
  where: `WHERE ${conditions.map((c) => c.sql).join(' AND ')}`,
  params: conditions.flatMap((c) => c.params),
});

/**
 * The ids of one page and the total. The search goes through the full-text index: few matches are read and
 * sorted; otherwise the matches are a filter. The count reads the assignee index (covering); a long list's
 * page walks the open-task index of its sort column (no sort of every row), a short one is sorted. Counts
 * and pages are remembered until the tasks change.
 */
function pageIds(db: Database, filter: TaskListFilter, page: PageRequest): { ids: number[]; total: number } {
  const match = listMatch(db, 'tasks', page.q);
  const few = match !== null && match.count <= FEW_MATCHES;
  const filters = filterConditions(filter);
  const searched = match === null ? filters : [...filters, few ? match.drive('t.id') : match.filter('t.id')];
  const { where: whereSql, params } = sqlOf(searched);
  const key = `${whereSql}\u0000${JSON.stringify(params)}`;
  const total = rememberForList(
    db,
    'tasks',
    `count\u0000${key}`,
    () => (cachedStatement(db, `SELECT COUNT(*) AS n FROM tasks t ${whereSql}`).get(...params) as { n: number }).n,
  );
  const direction = page.descending ? 'DESC' : 'ASC';
  const column = filter.sortColumn;
  const order = NUMERIC.has(column) ? `${column} ${direction}` : `${column} COLLATE NOCASE ${direction}`;
  const walk =
    !few && total > LONG_LIST && OPEN_TASKS_BY[column] !== undefined ? `INDEXED BY ${OPEN_TASKS_BY[column]}` : '';
  const ids = rememberForList(
    db,
    'tasks',
    `page\u0000${key}\u0000${walk}${order}\u0000${page.nextIndex}\u0000${page.size}`,
    () =>
      (
        cachedStatement(
          db,
          `SELECT t.id FROM tasks t ${walk} ${whereSql} ORDER BY ${order}, t.id ${direction} LIMIT ? OFFSET ?`,
        ).all(...params, page.size, page.nextIndex - 1) as { id: number }[]
      ).map((r) => r.id),
  );
  return { ids, total };
}

export function taskListQueries(db: Database) {
  const byIds = (ids: readonly number[]): TaskListRow[] =>
    cachedStatement(
      db,
      `SELECT ${SELECT} FROM tasks t JOIN access_requests r ON r.id = t.request_id
      WHERE t.id IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(ids)) as TaskListRow[];
  return {
    /** One page of open tasks: ids and total from the tasks table and its indexes, then the page's request fields joined in. */
    list(filter: TaskListFilter, page: PageRequest): PageResult<TaskListRow> {
      const { ids, total } = pageIds(db, filter, page);
      const rows = new Map(byIds(ids).map((row) => [row.id, row]));
      const ordered = ids.map((id) => rows.get(id)).filter((row): row is TaskListRow => row !== undefined);
      const end = page.nextIndex - 1 + ordered.length;
      return { rows: ordered, total, nextIndex: ordered.length > 0 && end < total ? end + 1 : -1 };
    },
    /** One task with its request fields, whatever its status. */
    get: (id: number): TaskListRow | undefined => byIds([id])[0],
    /** Everyone an open task is assigned to (users, groups, roles, containers). */
    openAssignees: (): string[] =>
      (
        cachedStatement(db, `SELECT DISTINCT assignee_dn AS dn FROM tasks WHERE status = 'open'`).all() as {
          dn: string;
        }[]
      ).map((row) => row.dn),
  };
}
