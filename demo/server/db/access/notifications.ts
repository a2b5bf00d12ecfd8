import type { Database } from 'better-sqlite3';
import type { Notifications } from '../../../../src/domain/notifications.js';
import { addressableDns } from '../../access/addressees.js';
import { stateLabel } from '../../access/states.js';
import { cachedStatement } from '../search.js';


interface Marks {
  tasks_seen_at: number;
  results_seen_at: number;
}

interface ResultRow {
  id: number;
  kind: 'role' | 'resource' | 'prd';
  item_name: string;
  state: number;
  action: string;
}

/** Tasks and results listed at most (each); the counts are complete. */
const MAX_LISTED = 20;

function marks(db: Database, dn: string): Marks {
  return (cachedStatement(db, 'SELECT tasks_seen_at, results_seen_at FROM notification_marks WHERE user_dn = ?').get(dn) as Marks | undefined)
    ?? { tasks_seen_at: 0, results_seen_at: 0 };
}

/**
 * What is new for a user since they last opened their task list (new tasks) or their request history
 * (finished requests they asked for, roles and resources they received).
 */
export function notificationCounts(db: Database, dn: string): Notifications {
  const seen = marks(db, dn);
  const count = (sql: string, ...params: unknown[]): number => (cachedStatement(db, sql).get(...params) as { n: number }).n;
  // Their own tasks and what their groups, roles and containers are offered (unclaimed, or claimed by them).
  const mine = `assignee_dn IN (SELECT value FROM json_each(?)) AND status = 'open' AND (assignee_dn = ? OR claimed_by IS NULL OR claimed_by = ?)`;
  const addressable = JSON.stringify(addressableDns(db, dn));
  const newTasks = count(`SELECT COUNT(*) AS n FROM tasks WHERE ${mine} AND created_at > ?`, addressable, dn, dn, seen.tasks_seen_at);
  const newAssignments = (kind: string): number =>
    count('SELECT COUNT(*) AS n FROM assignments WHERE recipient_dn = ? AND kind = ? AND assigned_at > ?', dn, kind, seen.results_seen_at);
  const resultCount = count('SELECT COUNT(*) AS n FROM access_requests WHERE requester_dn = ? AND process_state <> 0 AND completed_at > ?', dn, seen.results_seen_at);
  const results = cachedStatement(
    db,
    `SELECT id, kind, item_name, state, action FROM access_requests
     WHERE requester_dn = ? AND process_state <> 0 AND completed_at > ? ORDER BY completed_at DESC, id DESC LIMIT ${MAX_LISTED}`,
  ).all(dn, seen.results_seen_at) as ResultRow[];
  const tasks = cachedStatement(
    db,
    `SELECT item_name, recipient_name, activity FROM tasks WHERE ${mine} AND created_at > ?
     ORDER BY created_at DESC, id DESC LIMIT ${MAX_LISTED}`,
  ).all(addressable, dn, dn, seen.tasks_seen_at) as { item_name: string; recipient_name: string; activity: string }[];
  const list = [
    ...tasks.map((t) => ({ type: 'task', name: `${t.item_name} for ${t.recipient_name}: ${t.activity}`, action: 'new', navigation: 'tasks' })),
    ...results.map((r) => ({
      // The state is the notification's action; the name says what and how, so the state shows once.
      type: r.kind, name: `${r.item_name} (${r.action})`, action: stateLabel(r.kind, r.state), navigation: 'history',
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

export function markSeen(db: Database, dn: string, what: 'tasks' | 'results', at: number): void {
  const column = what === 'tasks' ? 'tasks_seen_at' : 'results_seen_at';
  cachedStatement(db, `INSERT INTO notification_marks (user_dn, ${column}) VALUES (?, ?) ON CONFLICT (user_dn) DO UPDATE SET ${column} = excluded.${column}`)
    .run(dn, at);
}
