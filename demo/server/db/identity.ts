import type { Database } from 'better-sqlite3';
import { PRD_STATE, STATE, processStateOf, statusOf, type AccessKind } from '../access/states.js';
import { cachedStatement } from './search.js';

/**
 * Deleting an identity ends everything that hangs on it, the way an identity server does when the
 * directory object goes (README "People", "Deleting a user"). Every kind of thing that can hang on a user
 * is one entry of IDENTITY_KINDS; an area that adds a table with a user DN adds its kind here (the unit
 * test `user-delete-cascade.test.ts` fails for a `*_dn` column no kind covers).
 */
export interface IdentityDeletion {
  db: Database;
  /** The user's DN as stored. */
  dn: string;
  /** What the user's DN becomes in records that stay (history): never equal to a live DN. */
  tombstone: string;
  /** Who takes over approval tasks the user held: the first administrator (null: none left). */
  fallbackApprover: string | null;
  at: number;
  reason: string;
}

export interface IdentityKind {
  /** What hangs on the user, in words (tests and README name it). */
  name: string;
  /** The `table.column`s holding a user DN this kind takes care of. */
  columns: readonly string[];
  remove(deletion: IdentityDeletion): void;
}

const run = (db: Database, sql: string, ...params: unknown[]): number =>
  cachedStatement(db, sql).run(...params).changes;

interface RunningRequest {
  id: number;
  kind: AccessKind;
  state: number;
}

/** Requests still running for or by the user end Retracted (75 / PRD 3), terminated, with the reason in their timeline. */
function terminateRequests({ db, dn, at, reason }: IdentityDeletion): void {
  const running = cachedStatement(
    db,
    'SELECT id, kind, state FROM access_requests WHERE process_state = 0 AND (recipient_dn = ? OR requester_dn = ?) ORDER BY id',
  ).all(dn, dn) as RunningRequest[];
  for (const request of running) {
    const to = request.kind === 'prd' ? PRD_STATE.retracted : STATE.retracted;
    run(
      db,
      `UPDATE tasks SET status = 'cancelled', completed_at = ? WHERE request_id = ? AND status = 'open'`,
      at,
      request.id,
    );
    run(
      db,
      `UPDATE assignments SET status = 'active' WHERE status = 'revoking' AND id IN (SELECT assignment_id FROM access_requests WHERE id = ? AND action = 'revoke')`,
      request.id,
    );
    run(
      db,
      'UPDATE access_requests SET state = ?, process_state = ?, request_status = ?, updated_at = ?, completed_at = ? WHERE id = ?',
      to,
      processStateOf(request.kind, to),
      statusOf(request.kind, to),
      at,
      at,
      request.id,
    );
    run(
      db,
      `INSERT INTO request_events (request_id, at, actor_dn, proxy_dn, from_state, to_state, activity, detail) VALUES (?, ?, NULL, NULL, ?, ?, 'Terminated', ?)`,
      request.id,
      at,
      request.state,
      to,
      reason,
    );
  }
}

/** Provisioned roles and resources of the user go; their grant requests move to Cleanup (100). */
function removeAssignments({ db, dn, at, reason }: IdentityDeletion): void {
  const grants = cachedStatement(
    db,
    `SELECT r.id FROM access_requests r JOIN assignments a ON a.request_id = r.id WHERE a.recipient_dn = ? AND r.state = ${STATE.provisioned}`,
  ).all(dn) as { id: number }[];
  for (const { id } of grants) {
    run(
      db,
      `UPDATE access_requests SET state = ${STATE.cleanup}, process_state = ?, request_status = ?, updated_at = ? WHERE id = ?`,
      processStateOf('role', STATE.cleanup),
      statusOf('role', STATE.cleanup),
      at,
      id,
    );
    run(
      db,
      `INSERT INTO request_events (request_id, at, from_state, to_state, activity, detail) VALUES (?, ?, ${STATE.provisioned}, ${STATE.cleanup}, 'Cleanup', ?)`,
      id,
      at,
      reason,
    );
  }
  run(db, 'DELETE FROM assignments WHERE recipient_dn = ?', dn);
}

/**
 * Open approval tasks the user held for other people's requests pass on (to the approver they were
 * delegated from, else the first administrator), with a note in the timeline; future steps that named
 * the user go to the same administrator. A claim the user held is released.
 */
function handOverTasks({ db, dn, fallbackApprover, at }: IdentityDeletion): void {
  const held = cachedStatement(
    db,
    `SELECT id, request_id, addressee_dn FROM tasks WHERE status = 'open' AND (assignee_dn = ? OR addressee_dn = ?)`,
  ).all(dn, dn) as { id: number; request_id: number; addressee_dn: string }[];
  for (const task of held) {
    const next = task.addressee_dn.toLowerCase() !== dn.toLowerCase() ? task.addressee_dn : fallbackApprover;
    if (next === null) {
      run(db, `UPDATE tasks SET status = 'cancelled', completed_at = ? WHERE id = ?`, at, task.id);
      continue;
    }
    run(
      db,
      'UPDATE tasks SET assignee_dn = ?, addressee_dn = ?, delegated = 0, claimed_by = NULL WHERE id = ?',
      next,
      next,
      task.id,
    );
    run(
      db,
      `INSERT INTO request_events (request_id, at, from_state, to_state, activity, detail)
      SELECT id, ?, state, state, ?, 'The approver was deleted.' FROM access_requests WHERE id = ?`,
      at,
      `Reassigned: task ${task.id}`,
      task.request_id,
    );
  }
  run(db, `UPDATE tasks SET claimed_by = NULL WHERE status = 'open' AND claimed_by = ?`, dn);
  if (fallbackApprover !== null) {
    run(
      db,
      `UPDATE OR IGNORE request_approvers SET approver_dn = ? WHERE approver_dn = ?
      AND request_id IN (SELECT id FROM access_requests WHERE process_state = 0)`,
      fallbackApprover,
      dn,
    );
  }
}

/** What stays as history (finished requests, timelines, decided tasks, comments) names a tombstone, not the DN. */
function anonymiseHistory({ db, dn, tombstone }: IdentityDeletion): void {
  for (const [table, column] of [
    ['access_requests', 'recipient_dn'],
    ['access_requests', 'requester_dn'],
    ['access_requests', 'proxy_dn'],
    ['request_events', 'actor_dn'],
    ['request_events', 'proxy_dn'],
    ['request_approvers', 'approver_dn'],
    ['tasks', 'addressee_dn'],
    ['tasks', 'assignee_dn'],
    ['tasks', 'claimed_by'],
    ['tasks', 'completed_by'],
    ['request_comments', 'user_dn'],
    ['role_container_assignments', 'requester_dn'],
  ] as const) {
    run(db, `UPDATE OR IGNORE ${table} SET ${column} = ? WHERE ${column} = ?`, tombstone, dn);
  }
}

/** A kind whose rows simply go: `table.column` pairs. */
const rowsOf = (name: string, ...columns: string[]): IdentityKind => ({
  name,
  columns,
  remove: ({ db, dn }) => {
    for (const qualified of columns) {
      const [table, column] = qualified.split('.');
      run(db, `DELETE FROM ${table} WHERE ${column} = ?`, dn);
    }
  },
});

/** Every kind of thing that hangs on a user, in the order they are removed. */
export const IDENTITY_KINDS: readonly IdentityKind[] = [
  { name: 'requests in flight', columns: [], remove: terminateRequests },
  { name: 'role and resource assignments', columns: ['assignments.recipient_dn'], remove: removeAssignments },
  { name: 'approval tasks held', columns: [], remove: handOverTasks },
  {
    name: 'request history',
    columns: [
      'access_requests.recipient_dn',
      'access_requests.requester_dn',
      'access_requests.proxy_dn',
      'request_events.actor_dn',
      'request_events.proxy_dn',
      'request_approvers.approver_dn',
      'tasks.addressee_dn',
      'tasks.assignee_dn',
      'tasks.claimed_by',
      'tasks.completed_by',
      'request_comments.user_dn',
      'role_container_assignments.requester_dn',
    ],
    remove: anonymiseHistory,
  },
  rowsOf('group memberships', 'group_members.user_dn'),
  // Team membership is derived from the recipients (the team_members view): only management is stored.
  rowsOf('team management', 'team_managers.user_dn'),
  // h-teams: what a manager's teams give per member (made again from the team tables when read).
  rowsOf('team managers’ members', 'managed_members.manager_dn', 'managed_members.user_dn'),
  rowsOf('team managers’ members, when made', 'managed_members_state.manager_dn'),
  {
    name: 'team recipients',
    columns: ['team_recipients.recipient_dn'],
    remove: ({ db, dn }) => {
      run(db, "DELETE FROM team_recipients WHERE recipient_dn = ? AND recipient_type = 'user'", dn);
    },
  },
  rowsOf('delegations', 'delegations.delegator_dn', 'delegations.delegate_dn'),
  rowsOf('availability', 'availability.user_dn'),
  rowsOf('proxy assignments', 'proxies.proxy_dn', 'proxies.for_dn'),
  rowsOf('availability scopes', 'availability_scopes.user_dn'),
  rowsOf('availability status', 'availability_status.user_dn'),
  rowsOf('proxy assignment windows', 'proxy_windows.proxy_dn', 'proxy_windows.for_dn'),
  rowsOf('saved preferences', 'preferences.user_dn'),
  rowsOf('saved dashboard tiles', 'dashboard_preferences.user_dn'),
  rowsOf('navigation rights', 'nav_rights.user_dn'),
  rowsOf('notification marks', 'notification_marks.user_dn'),
  rowsOf('tokens and sessions', 'tokens.user_dn'),
  rowsOf('photo', 'user_photos.user_dn'),
  rowsOf('attribute values', 'user_values.user_dn'),
  rowsOf('password synchronisation status', 'password_sync.user_dn'),
  rowsOf('must-change-password flag', 'sspr_password_flags.user_dn'),
  rowsOf('ownership of roles and resources', 'role_owners.owner_dn', 'resource_owners.owner_dn'),
  rowsOf('administrator assignments and permissions', 'admin_assignments.assignee_dn', 'admin_permissions.assignee_dn'),
  rowsOf('approved SoD exceptions', 'sod_exceptions.user_dn'),
  rowsOf('code-map refreshes requested', 'code_map_refreshes.requester_dn'),
  rowsOf('connected-system accounts (CPRS)', 'cprs_accounts.user_dn', 'cprs_delta.user_dn'),
  rowsOf('CPRS requests made', 'cprs_requests.requester_dn'),
  rowsOf('e-mail approval reply tokens', 'email_approval_tokens.user_dn'),
  rowsOf(
    'work queue (saved carts)',
    'queue_assignees.assigned_to_dn',
    'queue_assignees.owner_dn',
    'queue_items.owner_dn',
  ),
  {
    name: 'manager and assistant links',
    columns: ['users.manager_dn', 'users.assistant_dn'],
    remove: ({ db, dn }) => {
      run(db, 'UPDATE users SET manager_dn = NULL WHERE manager_dn = ?', dn);
      run(db, 'UPDATE users SET assistant_dn = NULL WHERE assistant_dn = ?', dn);
    },
  },
  {
    name: 'help desk tickets',
    columns: ['helpdesk_tickets.requester_dn', 'helpdesk_tickets.closed_by_dn'],
    remove: ({ db, dn }) => {
      run(db, 'DELETE FROM helpdesk_tickets WHERE requester_dn = ?', dn);
      run(db, 'UPDATE helpdesk_tickets SET closed_by_dn = NULL WHERE closed_by_dn = ?', dn);
    },
  },
  { name: 'entity items naming the user (owners, managers)', columns: [], remove: removeFromEntityItems },
];

/** DN-valued entity attributes (README "Entities") lose the user's DN. */
function removeFromEntityItems({ db, dn }: IdentityDeletion): void {
  const rows = cachedStatement(db, "SELECT dn, attrs FROM entity_items WHERE attrs LIKE '%' || ? || '%'").all(
    JSON.stringify(dn).slice(1, -1),
  ) as { dn: string; attrs: string }[];
  const same = (value: string): boolean => value.toLowerCase() === dn.toLowerCase();
  for (const row of rows) {
    const attrs = JSON.parse(row.attrs) as Record<string, string[]>;
    const kept = Object.fromEntries(
      Object.entries(attrs).map(([key, values]) => [key, values.filter((v) => !same(v))]),
    );
    run(db, 'UPDATE entity_items SET attrs = ? WHERE dn = ?', JSON.stringify(kept), row.dn);
  }
}

/**
 * `*_dn` columns that never hold a user's DN, or that configuration areas own: approval definitions and SoD
 * policies name their approvers (only demo accounts, which cannot be deleted, in the seed); removing one
 * would turn an approval into none.
 */
export const NOT_USER_COLUMNS: readonly string[] = [
  'users.dn',
  'users.container_dn',
  'approval_approvers.approver_dn',
  'sod_policies.approver_dn',
  'sod_approvers.approver_dn',
  'admin_permissions.object_dn',
];

/** Deletes a user and everything that hangs on it, in one transaction. Answers false when there was no such user. */
export function deleteIdentity(db: Database, dn: string, options: { at: number; reason: string }): boolean {
  return db.transaction((): boolean => {
    const row = cachedStatement(db, 'SELECT dn FROM users WHERE dn = ?').get(dn) as { dn: string } | undefined;
    if (!row) return false;
    const admin = cachedStatement(
      db,
      `SELECT u.dn FROM users u JOIN admin_assignments a ON a.assignee_dn = u.dn
       WHERE a.domain = 'SECURITY' AND a.admin_type = 'ADMIN' AND u.dn <> ? ORDER BY u.id LIMIT 1`,
    ).get(row.dn) as { dn: string } | undefined;
    const deletion: IdentityDeletion = {
      db,
      dn: row.dn,
      tombstone: `${row.dn} (deleted ${new Date(options.at).toISOString()})`,
      fallbackApprover: admin?.dn ?? null,
      at: options.at,
      reason: options.reason,
    };
    for (const kind of IDENTITY_KINDS) kind.remove(deletion);
    return run(db, 'DELETE FROM users WHERE dn = ?', row.dn) > 0;
  })();
}
