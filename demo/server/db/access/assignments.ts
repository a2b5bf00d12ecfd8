import type { Database } from 'better-sqlite3';

export interface AssignmentRow {
  id: number;
  kind: 'role' | 'resource';
  item_dn: string;
  recipient_dn: string;
  recipient_type: 'user' | 'group';
  request_id: number | null;
  status: 'active' | 'revoking';
  params: string;
  effective_date: number | null;
  expiry_date: number | null;
  assigned_at: number;
}

export type AssignmentRepository = ReturnType<typeof assignmentRepository>;

export function assignmentRepository(db: Database) {
  const upsert = db.prepare(
    `INSERT INTO assignments (kind, item_dn, recipient_dn, recipient_type, request_id, status, params, effective_date, expiry_date, assigned_at)
     VALUES (@kind, @item_dn, @recipient_dn, @recipient_type, @request_id, 'active', @params, @effective_date, @expiry_date, @assigned_at)
     ON CONFLICT (item_dn, recipient_dn) DO UPDATE SET request_id = excluded.request_id, status = 'active', params = excluded.params,
       effective_date = excluded.effective_date, expiry_date = excluded.expiry_date, assigned_at = excluded.assigned_at`,
  );
  const byId = db.prepare<[number], AssignmentRow>('SELECT * FROM assignments WHERE id = ?');
  const find = db.prepare<[string, string], AssignmentRow>(
    'SELECT * FROM assignments WHERE item_dn = ? AND recipient_dn = ?',
  );
  const remove = db.prepare<[number]>('DELETE FROM assignments WHERE id = ?');
  const setStatus = db.prepare<[string, number]>('UPDATE assignments SET status = ? WHERE id = ?');
  /** Roles the user holds: directly or through a group. */
  const roleDns = db.prepare<[string, string], { item_dn: string }>(
    `SELECT item_dn FROM assignments WHERE kind = 'role' AND recipient_dn = ?
     UNION SELECT a.item_dn FROM assignments a JOIN group_members m ON m.group_dn = a.recipient_dn
       WHERE a.kind = 'role' AND a.recipient_type = 'group' AND m.user_dn = ?`,
  );
  const withExpiry = db.prepare<[], AssignmentRow>('SELECT * FROM assignments WHERE expiry_date IS NOT NULL');
  return {
    upsert: (row: Omit<AssignmentRow, 'id' | 'status'>): void => {
      upsert.run(row);
    },
    get: (id: number): AssignmentRow | undefined => byId.get(id),
    find: (itemDn: string, recipientDn: string): AssignmentRow | undefined => find.get(itemDn, recipientDn),
    remove: (id: number): void => {
      remove.run(id);
    },
    setStatus: (id: number, status: 'active' | 'revoking'): void => {
      setStatus.run(status, id);
    },
    roleDnsOf: (userDn: string): string[] => roleDns.all(userDn, userDn).map((r) => r.item_dn),
    withExpiry: (): AssignmentRow[] => withExpiry.all(),
  };
}
