import type { Database } from 'better-sqlite3';

export type TaskStatus = 'open' | 'approved' | 'denied' | 'cancelled';

export interface TaskRow {
  id: number;
  request_id: number;
  phase: 'sod' | 'approval';
  step: number;
  activity: string;
  addressee_dn: string;
  assignee_dn: string;
  delegated: number;
  claimed_by: string | null;
  status: TaskStatus;
  bulk_approvable: number;
  priority: number;
  item_name: string;
  recipient_name: string;
  requester_name: string;
  created_at: number;
  expires_at: number | null;
  completed_at: number | null;
  completed_by: string | null;
}

export type NewTask = Omit<TaskRow, 'id' | 'status' | 'claimed_by' | 'completed_at' | 'completed_by'>;

export type TaskRepository = ReturnType<typeof taskRepository>;

export function taskRepository(db: Database) {
  const insert = db.prepare(
    `INSERT INTO tasks (request_id, phase, step, activity, addressee_dn, assignee_dn, delegated, bulk_approvable, priority,
       item_name, recipient_name, requester_name, created_at, expires_at)
     VALUES (@request_id, @phase, @step, @activity, @addressee_dn, @assignee_dn, @delegated, @bulk_approvable, @priority,
       @item_name, @recipient_name, @requester_name, @created_at, @expires_at)`,
  );
  const byId = db.prepare<[number], TaskRow>('SELECT * FROM tasks WHERE id = ?');
  const ofRequest = db.prepare<[number], TaskRow>('SELECT * FROM tasks WHERE request_id = ? ORDER BY id');
  const complete = db.prepare<[TaskStatus, number, string | null, number]>(
    `UPDATE tasks SET status = ?, completed_at = ?, completed_by = ? WHERE id = ? AND status = 'open'`,
  );
  const cancelOpen = db.prepare<[number, number]>(
    `UPDATE tasks SET status = 'cancelled', completed_at = ? WHERE request_id = ? AND status = 'open'`,
  );
  const claim = db.prepare<[string | null, number]>('UPDATE tasks SET claimed_by = ? WHERE id = ?');
  const reassign = db.prepare<[string, number]>(
    'UPDATE tasks SET assignee_dn = ?, claimed_by = NULL, delegated = 0 WHERE id = ?',
  );
  const openCount = db.prepare<[string], { n: number }>(
    `SELECT COUNT(*) AS n FROM tasks WHERE assignee_dn = ? AND status = 'open'`,
  );
  const openCountFor = db.prepare<[string, string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM tasks WHERE assignee_dn IN (SELECT value FROM json_each(?)) AND status = 'open'
       AND (assignee_dn = ? OR claimed_by IS NULL OR claimed_by = ?)`,
  );
  return {
    insert: (task: NewTask): number => Number(insert.run(task).lastInsertRowid),
    get: (id: number): TaskRow | undefined => byId.get(id),
    ofRequest: (requestId: number): TaskRow[] => ofRequest.all(requestId),
    /** Closes an open task; false when it was no longer open. */
    complete: (id: number, status: Exclude<TaskStatus, 'open'>, at: number, by: string | null): boolean =>
      complete.run(status, at, by, id).changes > 0,
    cancelOpen: (requestId: number, at: number): number => cancelOpen.run(at, requestId).changes,
    setClaim: (id: number, dn: string | null): void => {
      claim.run(dn, id);
    },
    reassign: (id: number, dn: string): void => {
      reassign.run(dn, id);
    },
    openCount: (dn: string): number => openCount.get(dn)?.n ?? 0,
    /**
     * Open tasks of a user (`userDn`) and of what they are offered (`dns`: their groups, roles, containers),
     * the latter while unclaimed or claimed by them.
     */
    openCountFor: (dns: readonly string[], userDn: string): number =>
      openCountFor.get(JSON.stringify(dns), userDn, userDn)?.n ?? 0,
  };
}
