import type { Database } from 'better-sqlite3';
import { containsAny, runPaged, where, type Condition, type PageRequest, type PageResult } from '../search.js';
import type { RequestRow } from './requests.js';
import { keyTable } from '../../key-table.js';

/** Sort keys of the request history and their columns. */
export const HISTORY_SORT_COLUMNS: Readonly<Record<string, string>> = keyTable({
  requestDate: 'r.requested_at', name: 'r.item_name', status: 'r.request_status', requestStatus: 'r.request_status',
  requestState: 'r.state', recipientName: 'r.recipient_name', requesterName: 'r.requester_name', entityType: 'r.kind',
  action: 'r.action',
});

/** The status groups of the history filter: process states 0, 3 and 2. */
export const PROCESS_GROUPS: Readonly<Record<string, number>> = keyTable({
  running_pending_p0: 0, approved_completed_denied_p3: 3, terminated_p2: 2,
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
        people === null ? null
          : where('(r.requester_dn IN (SELECT value FROM json_each(?)) OR r.recipient_dn IN (SELECT value FROM json_each(?)))', people, people),
        status.length > 0 ? { sql: `(${status.join(' OR ')})`, params: statusParams } : null,
        filter.actions.length > 0 ? where('r.action IN (SELECT value FROM json_each(?))', JSON.stringify(filter.actions)) : null,
        filter.kinds.length > 0 ? where('r.kind IN (SELECT value FROM json_each(?))', JSON.stringify(filter.kinds)) : null,
        filter.itemDn === null ? null : where('r.item_dn = ?', filter.itemDn),
        filter.recipientDn === null ? null : where('r.recipient_dn = ?', filter.recipientDn),
        filter.from === null ? null : where('r.requested_at >= ?', filter.from),
        filter.to === null ? null : where('r.requested_at <= ?', filter.to),
        containsAny(['r.item_name', 'r.recipient_name', 'r.requester_name', 'r.reason'], page.q),
      ];
      return runPaged<RequestRow>(db, { select: 'r.*', from: 'access_requests r', where: conditions, sortBy: filter.sortColumn, tieBreak: 'r.id' }, page);
    },
  };
}
