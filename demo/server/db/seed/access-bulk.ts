import type { Database } from 'better-sqlite3';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import { processStateOf, statusOf } from '../../access/states.js';
import { TASK_LIFETIME_MS } from '../../access/routing.js';
import { withListSearchPaused } from '../access/list-search.js';

const META_KEY = 'accessBulkTasks';

/**
 * Open tasks for benchmarks (`IDM_TASKS`): role requests of generated people (or the demo accounts when
 * there are none), each waiting for Maria Manager's approval, bulk-approvable, written straight to the
 * tables (with approvers, timeline and task as the engine would). Adds only what is missing.
 */
export function seedBulkTasks(db: Database, count: number, now: number): number {
  const done = Number(
    db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(META_KEY)?.value ?? 0,
  );
  const missing = count - done;
  if (missing <= 0) return 0;
  const maria = DEMO_ACCOUNTS.find((a) => a.cn === 'mmanager');
  if (!maria) return 0;
  const approver = demoDn(maria);
  let people = db
    .prepare<[], { dn: string; full_name: string }>(
      'SELECT dn, full_name FROM users WHERE password_hash IS NULL ORDER BY id',
    )
    .all();
  if (people.length === 0)
    people = db.prepare<[], { dn: string; full_name: string }>('SELECT dn, full_name FROM users ORDER BY id').all();
  const roles = db
    .prepare<[], { dn: string; name: string }>('SELECT dn, name FROM roles WHERE status = 50 ORDER BY dn')
    .all();
  if (people.length === 0 || roles.length === 0) return 0;

  const request = db.prepare(
    `INSERT INTO access_requests (correlation_id, kind, item_dn, item_name, operation, action, recipient_dn, recipient_name, recipient_type,
       requester_dn, requester_name, reason, state, process_state, request_status, approval_type, bulk_approvable, requested_at, updated_at)
     VALUES (@correlation, 'role', @itemDn, @itemName, 10, 'grant', @dn, @name, 'user', @dn, @name, 'Bulk benchmark request.',
       15, @processState, @status, 'serial', 1, @at, @at)`,
  );
  const approverRow = db.prepare<[number, string]>(
    `INSERT INTO request_approvers (request_id, phase, step, approver_dn) VALUES (?, 'approval', 1, ?)`,
  );
  const event = db.prepare<[number, number, number | null, number, string, string | null]>(
    'INSERT INTO request_events (request_id, at, from_state, to_state, activity, actor_dn) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const task = db.prepare(
    `INSERT INTO tasks (request_id, phase, step, activity, addressee_dn, assignee_dn, bulk_approvable, item_name, recipient_name,
       requester_name, created_at, expires_at)
     VALUES (@requestId, 'approval', 1, 'Approval', @approver, @approver, 1, @itemName, @name, @name, @at, @expires)`,
  );
  db.transaction(() =>
    withListSearchPaused(db, () => {
      for (let i = done; i < count; i += 1) {
        const person = people[i % people.length]!;
        const role = roles[Math.floor(i / people.length) % roles.length]!;
        const at = now - (count - i) * 1000;
        const id = Number(
          request.run({
            correlation: `UARest#Bulk#${i + 1}`,
            itemDn: role.dn,
            itemName: role.name,
            dn: person.dn,
            name: person.full_name,
            processState: processStateOf('role', 15),
            status: statusOf('role', 15),
            at,
          }).lastInsertRowid,
        );
        approverRow.run(id, approver);
        event.run(id, at, null, 0, 'New Request', person.dn);
        event.run(id, at, 0, 12, 'Approval Start - Pending', null);
        task.run({
          requestId: id,
          approver,
          itemName: role.name,
          name: person.full_name,
          at,
          expires: at + TASK_LIFETIME_MS,
        });
        event.run(id, at, 12, 15, 'Approval Pending', null);
      }
      db.prepare<[string, string]>('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
        META_KEY,
        String(count),
      );
    }),
  )();
  return missing;
}
