import type { Database } from 'better-sqlite3';
import type { Notifications } from '../../../../src/domain/notifications.js';
import { addressableDns } from '../../access/addressees.js';
import { stateLabel } from '../../access/states.js';
import { cachedStatement } from '../search.js';

interface ResultRow {
  id: number;
  kind: 'role' | 'resource' | 'prd';
  item_name: string;
  state: number;
  action: string;
}

/** Tasks and results listed at most (each); the counts are complete. */
const MAX_LISTED = 20;

/** What counts as new: what came in the last week (a task's lifetime). */
export const NOTIFICATION_WINDOW_MS = 7 * 86_400_000;

/**
 * What is new for a user: open tasks they hold, finished requests they asked for and roles and resources
 * they received, in the last week. Reads never write: listing tasks or history marks nothing; whether the
 * user has looked is the bell's (the console keeps it when the bell is opened).
 */
export function notificationCounts(db: Database, dn: string, now: number): Notifications {
  const since = now - NOTIFICATION_WINDOW_MS;
  const count = (sql: string, ...params: unknown[]): number =>
    (cachedStatement(db, sql).get(...params) as { n: number }).n;
  // Their own tasks and what their groups, roles and containers are offered (unclaimed, or claimed by them).
  const mine = `assignee_dn IN (SELECT value FROM json_each(?)) AND status = 'open' AND (assignee_dn = ? OR claimed_by IS NULL OR claimed_by = ?)`;
  const addressable = JSON.stringify(addressableDns(db, dn));
  const newTasks = count(
    `SELECT COUNT(*) AS n FROM tasks WHERE ${mine} AND created_at > ?`,
    addressable,
    dn,
    dn,
    since,
  );
  const newAssignments = (kind: string): number =>
    count(
      'SELECT COUNT(*) AS n FROM assignments WHERE recipient_dn = ? AND kind = ? AND assigned_at > ?',
      dn,
      kind,
      since,
    );
  const resultCount = count(
    'SELECT COUNT(*) AS n FROM access_requests WHERE requester_dn = ? AND process_state <> 0 AND completed_at > ?',
    dn,
    since,
  );
  const results = cachedStatement(
    db,
    `SELECT id, kind, item_name, state, action FROM access_requests
     WHERE requester_dn = ? AND process_state <> 0 AND completed_at > ? ORDER BY completed_at DESC, id DESC LIMIT ${MAX_LISTED}`,
  ).all(dn, since) as ResultRow[];
  const tasks = cachedStatement(
    db,
    `SELECT item_name, recipient_name, activity FROM tasks WHERE ${mine} AND created_at > ?
     ORDER BY created_at DESC, id DESC LIMIT ${MAX_LISTED}`,
  ).all(addressable, dn, dn, since) as { item_name: string; recipient_name: string; activity: string }[];
  const list = [
    ...tasks.map((t) => ({
      type: 'task',
      name: `${t.item_name} for ${t.recipient_name}: ${t.activity}`,
      action: 'new',
      navigation: 'tasks',
    })),
    ...results.map((r) => ({
      // The state is the notification's action; the name says what and how, so the state shows once.
      type: r.kind,
      name: `${r.item_name} (${r.action})`,
      action: stateLabel(r.kind, r.state),
      navigation: 'history',
    })),
  ];
  return {
    totalCount: newTasks + resultCount,
    newResourcesCount: newAssignments('resource'),
    newRolesCount: newAssignments('role'),
    newTasksCount: newTasks,
    newHelpdeskTasksCount: 0,
    notificationsList: list,
  };
}
