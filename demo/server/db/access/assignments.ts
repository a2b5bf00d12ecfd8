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

/**
 * The roles a user holds (README "Roles and separation of duties"): assigned to the user, to a group of theirs,
 * to their container (or a container above it, with its subtree), and every role those contain (role_children).
 * `@user` is the user's DN.
 */
export const HELD_ROLES_SQL = `WITH RECURSIVE held(dn) AS (
     SELECT item_dn FROM assignments WHERE kind = 'role' AND recipient_dn = @user
     UNION SELECT a.item_dn FROM assignments a JOIN group_members m ON m.group_dn = a.recipient_dn
       WHERE a.kind = 'role' AND a.recipient_type = 'group' AND m.user_dn = @user
     UNION SELECT a.role_dn FROM role_container_assignments a JOIN users u ON u.dn = @user
       WHERE a.container_dn = u.container_dn OR (a.subtree = 1 AND u.container_dn LIKE '%,' || a.container_dn)
     UNION SELECT c.child_dn FROM role_children c JOIN held h ON c.parent_dn = h.dn
   ) SELECT dn AS item_dn FROM held`;

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
  const roleDns = db.prepare<[{ user: string }], { item_dn: string }>(HELD_ROLES_SQL);
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
    /** Roles the user holds: directly, through a group or container, and the roles those contain. */
    roleDnsOf: (userDn: string): string[] => roleDns.all({ user: userDn }).map((r) => r.item_dn),
    withExpiry: (): AssignmentRow[] => withExpiry.all(),
  };
}
