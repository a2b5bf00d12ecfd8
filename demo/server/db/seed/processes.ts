import type { Database } from 'better-sqlite3';
import { DEMO_ACCOUNTS, demoDn } from '../../demo-accounts.js';
import { processStateOf, statusOf } from '../../access/states.js';
import { TASK_LIFETIME_MS } from '../../access/routing.js';
import { withListSearchPaused } from '../access/list-search.js';
import { addQueueItems } from '../monitor/queue.js';

/** States of generated processes, in turn: waiting for approval (running), provisioned, retracted, denied. */
const STATES = [15, 50, 75, 95] as const;

const dnOf = (cn: string): string | undefined => {
  const account = DEMO_ACCOUNTS.find((a) => a.cn === cn);
  return account ? demoDn(account) : undefined;
};

/**
 * `--processes N` (IDM_PROCESSES): access requests (the approval engine's processes) up to N in all, written
 * straight to the tables as the engine would leave them: a quarter running with an open approval task
 * (approvers taken in turn from the demo managers), the rest completed, terminated or denied.
 */
export function topUpProcesses(db: Database, count: number, now: number): number {
  const existing = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM access_requests').get()?.n ?? 0;
  const missing = count - existing;
  if (missing <= 0) return 0;
  const approvers = ['mmanager', 'tmanager', 'uaadmin'].map(dnOf).filter((dn): dn is string => dn !== undefined);
  const people = db
    .prepare<[], { dn: string; full_name: string }>('SELECT dn, full_name FROM users ORDER BY id LIMIT 5000')
    .all();
  const roles = db.prepare<[], { dn: string; name: string }>('SELECT dn, name FROM roles ORDER BY dn LIMIT 500').all();
  if (people.length === 0 || roles.length === 0 || approvers.length === 0) return 0;
  const request = db.prepare(
    `INSERT INTO access_requests (correlation_id, kind, item_dn, item_name, operation, action, recipient_dn, recipient_name, recipient_type,
       requester_dn, requester_name, reason, state, process_state, request_status, approval_type, requested_at, updated_at, completed_at)
     VALUES (@correlation, 'role', @itemDn, @itemName, 10, 'grant', @dn, @name, 'user', @requesterDn, @requesterName, 'Generated process.',
       @state, @processState, @status, 'serial', @at, @at, @completedAt)`,
  );
  const event = db.prepare<[number, number, number | null, number, string]>(
    'INSERT INTO request_events (request_id, at, from_state, to_state, activity) VALUES (?, ?, ?, ?, ?)',
  );
  const task = db.prepare(
    `INSERT INTO tasks (request_id, phase, step, activity, addressee_dn, assignee_dn, status, item_name, recipient_name,
       requester_name, created_at, expires_at, completed_at)
     VALUES (@requestId, 'approval', 1, 'Approval', @approver, @approver, @status, @itemName, @name, @requesterName, @at, @expires, @completedAt)`,
  );
  db.transaction(() =>
    withListSearchPaused(db, () => {
      for (let i = 0; i < missing; i += 1) {
        const person = people[(existing + i) % people.length]!;
        const requester = people[(existing + i * 7 + 3) % people.length]!;
        const role = roles[(existing + i * 13) % roles.length]!;
        const state = STATES[i % STATES.length]!;
        const at = now - (missing - i) * 60_000;
        const ended = state === 15 ? null : at + 30_000;
        const id = Number(
          request.run({
            correlation: `UARest#Generated#${existing + i + 1}`,
            itemDn: role.dn,
            itemName: role.name,
            dn: person.dn,
            name: person.full_name,
            requesterDn: requester.dn,
            requesterName: requester.full_name,
            state,
            processState: processStateOf('role', state),
            status: statusOf('role', state),
            at,
            completedAt: ended,
          }).lastInsertRowid,
        );
        event.run(id, at, null, 0, 'New Request');
        event.run(id, at, 0, 15, 'Approval Pending');
        task.run({
          requestId: id,
          approver: approvers[i % approvers.length],
          status: state === 15 ? 'open' : state === 95 ? 'denied' : state === 75 ? 'cancelled' : 'approved',
          itemName: role.name,
          name: person.full_name,
          requesterName: requester.full_name,
          at,
          expires: at + TASK_LIFETIME_MS,
          completedAt: ended,
        });
        if (ended !== null)
          event.run(id, ended, 15, state, state === 50 ? 'Provisioned' : state === 75 ? 'Terminated' : 'Denied');
      }
    }),
  )();
  return missing;
}

const QUEUE_META = 'monitorQueueSeeded';

/** A few saved carts (the work queue) of the demo accounts, once. */
export function seedWorkQueue(db: Database, now: number): void {
  if (db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(QUEUE_META)) return;
  const roles = db.prepare<[], { dn: string; name: string }>('SELECT dn, name FROM roles ORDER BY dn LIMIT 4').all();
  const euser = dnOf('euser');
  const mmanager = dnOf('mmanager');
  if (!euser || !mmanager || roles.length < 3) return;
  const name = (dn: string) =>
    db.prepare<[string], { full_name: string }>('SELECT full_name FROM users WHERE dn = ?').get(dn)?.full_name ?? dn;
  const assignee = (dn: string, comment = '') => ({
    assigned_to_dn: dn,
    assignee_full_name: name(dn),
    type: 'USER',
    subtype: '',
    comment,
    sod_justification: '',
  });
  db.transaction(() => {
    addQueueItems(
      db,
      mmanager,
      'grant',
      roles.slice(0, 3).map((role, i) => ({
        itemDn: role.dn,
        itemType: 'ROLE',
        itemFullname: role.name,
        assignees: i === 0 ? [assignee(euser, 'Needed for the new project.'), assignee(mmanager)] : [assignee(euser)],
      })),
      now,
    );
    addQueueItems(
      db,
      euser,
      'grant',
      [{ itemDn: roles[0]!.dn, itemType: 'ROLE', itemFullname: roles[0]!.name, assignees: [assignee(euser)] }],
      now,
    );
    db.prepare<[string, string]>('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(QUEUE_META, '1');
  })();
}
