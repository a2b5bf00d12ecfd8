import type { Database } from 'better-sqlite3';
import { cachedStatement, where, type Condition, type PageRequest, type PageResult } from '../search.js';
import type { RequestRow } from './requests.js';
import { keyTable } from '../../key-table.js';
import { FEW_MATCHES, listMatch, rememberForList } from './list-search.js';

/** Sort keys of the request history and their columns. */
export const HISTORY_SORT_COLUMNS: Readonly<Record<string, string>> = keyTable({
  requestDate: 'r.requested_at',
  name: 'r.item_name',
  status: 'r.request_status',
  requestStatus: 'r.request_status',
  requestState: 'r.state',
  recipientName: 'r.recipient_name',
  requesterName: 'r.requester_name',
  entityType: 'r.kind',
  action: 'r.action',
});

/** The status groups of the history filter: process states 0, 3 and 2. */
export const PROCESS_GROUPS: Readonly<Record<string, number>> = keyTable({
  running_pending_p0: 0,
  approved_completed_denied_p3: 3,
  terminated_p2: 2,
});

export interface HistoryFilter {
  /** Requests these users asked for or received; null = every request (administrators). */
  people: readonly string[] | null;
  processStates: readonly number[];
  /** Role/resource status words. */
  statuses: readonly string[];
  /** PRD request states 0–5. */
  prdStates: readonly number[];
  actions: readonly ('grant' | 'revoke')[];
  kinds: readonly ('role' | 'resource' | 'prd')[];
  itemDn: string | null;
  recipientDn: string | null;
  from: number | null;
  to: number | null;
  sortColumn: string;
  /** Only requests asked by these users (POST access/requests/historylist/permission). */
  requesters?: readonly string[];
  /** Only requests for these users or groups, or for the users in these containers (and below). */
  recipients?: readonly string[];
  recipientContainers?: readonly string[];
}

const listOf = (values: readonly string[] | undefined): string | null =>
  values === undefined || values.length === 0 ? null : JSON.stringify(values);

/** Numeric sort columns sort without a collation, so their indexes serve them. */
const NUMERIC = new Set(['r.requested_at', 'r.state']);

/** The rows of these ids, in this order. */
function rowsOf(db: Database, ids: readonly number[]): RequestRow[] {
  const rows = cachedStatement(db, 'SELECT * FROM access_requests WHERE id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(ids),
  ) as RequestRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is RequestRow => row !== undefined);
}

/**
 * One page of requests: the search through the full-text index (few matches read and sorted, else a
 * filter); one person's requests read through the requester and recipient indexes and sorted (`+` keeps the
 * sort index out); everyone's (administrators) by walking the sort column's index. Counts and page ids are
 * remembered until a request changes.
 */
function pageOf(
  db: Database,
  conditions: readonly (Condition | null)[],
  everyone: boolean,
  sortColumn: string,
  page: PageRequest,
): PageResult<RequestRow> {
  const match = listMatch(db, 'requests', page.q);
  const few = match !== null && match.count <= FEW_MATCHES;
  const all = [...conditions, match === null ? null : few ? match.drive('r.id') : match.filter('r.id')].filter(
    (c): c is Condition => c !== null,
  );
  const whereSql = all.length > 0 ? `WHERE ${all.map((c) => c.sql).join(' AND ')}` : '';
  const params = all.flatMap((c) => c.params);
  const key = `${whereSql}\u0000${JSON.stringify(params)}`;
  const onlySearch = match !== null && conditions.every((c) => c === null);
  const total = onlySearch
    ? match.count
    : rememberForList(
        db,
        'requests',
        `count\u0000${key}`,
        () =>
          (
            cachedStatement(db, `SELECT COUNT(*) AS n FROM access_requests r ${whereSql}`).get(...params) as {
              n: number;
            }
          ).n,
      );
  const direction = page.descending ? 'DESC' : 'ASC';
  const sorted = everyone && !few ? sortColumn : `+${sortColumn}`;
  const order = NUMERIC.has(sortColumn) ? `${sorted} ${direction}` : `${sorted} COLLATE NOCASE ${direction}`;
  const ids = rememberForList(
    db,
    'requests',
    `page\u0000${key}\u0000${order}\u0000${page.nextIndex}\u0000${page.size}`,
    () =>
      (
        cachedStatement(
          db,
          `SELECT r.id FROM access_requests r ${whereSql} ORDER BY ${order}, r.id ${direction} LIMIT ? OFFSET ?`,
        ).all(...params, page.size, page.nextIndex - 1) as { id: number }[]
      ).map((r) => r.id),
  );
  const rows = rowsOf(db, ids);
  const end = page.nextIndex - 1 + rows.length;
  return { rows, total, nextIndex: rows.length > 0 && end < total ? end + 1 : -1 };
}

export function historyQueries(db: Database) {
  return {
    list(filter: HistoryFilter, page: PageRequest): PageResult<RequestRow> {
      const status: string[] = [];
      const statusParams: unknown[] = [];
      if (filter.processStates.length > 0) {
        status.push('r.process_state IN (SELECT value FROM json_each(?))');
        statusParams.push(JSON.stringify(filter.processStates));
      }
      if (filter.statuses.length > 0) {
        status.push(`(r.kind <> 'prd' AND r.request_status IN (SELECT value FROM json_each(?)))`);
        statusParams.push(JSON.stringify(filter.statuses));
      }
      if (filter.prdStates.length > 0) {
        status.push(`(r.kind = 'prd' AND r.state IN (SELECT value FROM json_each(?)))`);
        statusParams.push(JSON.stringify(filter.prdStates));
      }
      const people = filter.people === null ? null : JSON.stringify(filter.people);
      const conditions: (Condition | null)[] = [
        people === null
          ? null
          : where(
              '(r.requester_dn IN (SELECT value FROM json_each(?)) OR r.recipient_dn IN (SELECT value FROM json_each(?)))',
              people,
              people,
            ),
        status.length > 0 ? { sql: `(${status.join(' OR ')})`, params: statusParams } : null,
        filter.actions.length > 0
          ? where('r.action IN (SELECT value FROM json_each(?))', JSON.stringify(filter.actions))
          : null,
        filter.kinds.length > 0
          ? where('r.kind IN (SELECT value FROM json_each(?))', JSON.stringify(filter.kinds))
          : null,
        filter.itemDn === null ? null : where('r.item_dn = ?', filter.itemDn),
        filter.recipientDn === null ? null : where('r.recipient_dn = ?', filter.recipientDn),
        filter.from === null ? null : where('r.requested_at >= ?', filter.from),
        filter.to === null ? null : where('r.requested_at <= ?', filter.to),
        listOf(filter.requesters) === null
          ? null
          : where('r.requester_dn IN (SELECT value FROM json_each(?))', listOf(filter.requesters)),
        listOf(filter.recipients) === null && listOf(filter.recipientContainers) === null
          ? null
          : where(
              `(r.recipient_dn IN (SELECT value FROM json_each(?))
                OR EXISTS (SELECT 1 FROM json_each(?) c WHERE r.recipient_dn LIKE '%,' || c.value))`,
              listOf(filter.recipients) ?? '[]',
              listOf(filter.recipientContainers) ?? '[]',
            ),
      ];
      return pageOf(db, conditions, filter.people === null, filter.sortColumn, page);
    },
  };
}
