import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

export interface SodRow {
  dn: string;
  id: string;
  names: string;
  descriptions: string;
  name: string;
  description: string;
  role1_dn: string;
  role2_dn: string;
  role1_name: string;
  role2_name: string;
  role1_level: number;
  role2_level: number;
  allow_override: number | null;
  approval_type: 'default' | 'custom' | null;
}

/** How a user holds a role: directly, through a group or container, or through a parent role. */
export interface HoldingRow {
  role_dn: string;
  source_type: 'user' | 'group' | 'container';
  source_dn: string;
  source_name: string;
  via_dn: string | null;
  via_name: string | null;
}

/** Users holding a role (directly, by group, by container and its subtree, or through a parent role). */
const HOLDERS_SQL = `WITH RECURSIVE up(dn) AS (
    SELECT @role UNION SELECT h.parent_dn FROM role_children h JOIN up ON h.child_dn = up.dn
  ), scope(dn, deep) AS (
    SELECT c.container_dn, c.subtree FROM role_container_assignments c JOIN up ON c.role_dn = up.dn
    UNION SELECT k.dn, 1 FROM containers k JOIN scope s ON k.parent_dn = s.dn WHERE s.deep = 1
  )
  SELECT a.recipient_dn AS user_dn FROM up JOIN assignments a ON a.item_dn = up.dn AND a.kind = 'role' AND a.recipient_type = 'user'
  UNION SELECT m.user_dn FROM up JOIN assignments a ON a.item_dn = up.dn AND a.kind = 'role' AND a.recipient_type = 'group'
    JOIN group_members m ON m.group_dn = a.recipient_dn
  UNION SELECT u.dn FROM scope s JOIN users u ON u.container_dn = s.dn`;

const SOD_SELECT = `SELECT s.dn, s.id, s.names, s.descriptions, s.name, s.description, s.role1_dn, s.role2_dn,
    r1.name AS role1_name, r2.name AS role2_name, r1.level AS role1_level, r2.level AS role2_level,
    p.allow_override, t.approval_type
  FROM sods s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn
    LEFT JOIN sod_policies p ON p.sod_dn = s.dn LEFT JOIN sod_approval_types t ON t.sod_dn = s.dn`;

export type SodRepository = ReturnType<typeof sodRepository>;

/** SoD rules as their administration reads and writes them, and who breaks them. */
export function sodRepository(db: Database) {
  const all = <T>(sql: string, ...params: unknown[]): T[] => cachedStatement(db, sql).all(...params) as T[];
  const run = (sql: string, ...params: unknown[]): number => cachedStatement(db, sql).run(...params).changes;
  return {
    byDn: (dn: string): SodRow | undefined =>
      cachedStatement(db, `${SOD_SELECT} WHERE s.dn = ?`).get(dn) as SodRow | undefined,
    all: (): SodRow[] => all<SodRow>(`${SOD_SELECT} ORDER BY s.name COLLATE NOCASE, s.dn`),
    betweenRoles: (a: string, b: string): { dn: string } | undefined =>
      cachedStatement(
        db,
        'SELECT dn FROM sods WHERE (role1_dn = ? AND role2_dn = ?) OR (role1_dn = ? AND role2_dn = ?)',
      ).get(a, b, b, a) as { dn: string } | undefined,
    approvers: (dn: string) =>
      all<{ approver_dn: string; sequence: number; name: string | null }>(
        `SELECT a.approver_dn, a.sequence, u.full_name AS name FROM sod_approvers a LEFT JOIN users u ON u.dn = a.approver_dn
         WHERE a.sod_dn = ? ORDER BY a.sequence`,
        dn,
      ),
    insert(row: { dn: string; id: string; names: string; descriptions: string; role1: string; role2: string }): void {
      run(
        'INSERT INTO sods (dn, id, names, descriptions, role1_dn, role2_dn) VALUES (?, ?, ?, ?, ?, ?)',
        row.dn,
        row.id,
        row.names,
        row.descriptions,
        row.role1,
        row.role2,
      );
    },
    update(dn: string, row: { names: string; descriptions: string; role1: string; role2: string }): void {
      run(
        'UPDATE sods SET names = ?, descriptions = ?, role1_dn = ?, role2_dn = ? WHERE dn = ?',
        row.names,
        row.descriptions,
        row.role1,
        row.role2,
        dn,
      );
    },
    setApproval(dn: string, type: 'default' | 'custom', approvers: readonly { dn: string; sequence: number }[]): void {
      run(
        `INSERT INTO sod_approval_types (sod_dn, approval_type) VALUES (?, ?)
         ON CONFLICT (sod_dn) DO UPDATE SET approval_type = excluded.approval_type`,
        dn,
        type,
      );
      run('DELETE FROM sod_approvers WHERE sod_dn = ?', dn);
      for (const a of type === 'custom' ? approvers : [])
        run('INSERT INTO sod_approvers (sod_dn, sequence, approver_dn) VALUES (?, ?, ?)', dn, a.sequence, a.dn);
    },
    remove: (dn: string): boolean => {
      run('DELETE FROM sod_policies WHERE sod_dn = ?', dn);
      return run('DELETE FROM sods WHERE dn = ?', dn) > 0;
    },
    holders: (roleDn: string): string[] =>
      all<{ user_dn: string }>(HOLDERS_SQL, { role: roleDn }).map((r) => r.user_dn),
    exception: (sodDn: string, userDn: string) =>
      cachedStatement(
        db,
        'SELECT justification, approved_at, request_id FROM sod_exceptions WHERE sod_dn = ? AND user_dn = ?',
      ).get(sodDn, userDn) as { justification: string; approved_at: number; request_id: number | null } | undefined,
    /** The latest role request of the user that asked for an exception to the rule, if any. */
    exceptionRequest: (sodDn: string, userDn: string) =>
      cachedStatement(
        db,
        `SELECT id, state, sod_justification, updated_at FROM access_requests
         WHERE recipient_dn = ? AND kind = 'role' AND sods LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT 1`,
      ).get(
        userDn,
        `%${JSON.stringify(sodDn)
          .slice(1, -1)
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      ) as { id: number; state: number; sod_justification: string; updated_at: number } | undefined,
    /** How the user holds the role: each assignment that gives it, with the parent role it comes through. */
    holdings: (userDn: string, roleDn: string): HoldingRow[] =>
      all<HoldingRow>(
        `WITH RECURSIVE up(dn) AS (SELECT @role UNION SELECT h.parent_dn FROM role_children h JOIN up ON h.child_dn = up.dn)
         SELECT a.item_dn AS role_dn, 'user' AS source_type, a.recipient_dn AS source_dn, u.full_name AS source_name,
           CASE WHEN a.item_dn = @role THEN NULL ELSE a.item_dn END AS via_dn, CASE WHEN a.item_dn = @role THEN NULL ELSE r.name END AS via_name
         FROM up JOIN assignments a ON a.item_dn = up.dn AND a.kind = 'role' AND a.recipient_type = 'user' AND a.recipient_dn = @user
           JOIN users u ON u.dn = a.recipient_dn JOIN roles r ON r.dn = a.item_dn
         UNION ALL SELECT a.item_dn, 'group', g.dn, g.name, CASE WHEN a.item_dn = @role THEN NULL ELSE a.item_dn END,
           CASE WHEN a.item_dn = @role THEN NULL ELSE r.name END
         FROM up JOIN assignments a ON a.item_dn = up.dn AND a.kind = 'role' AND a.recipient_type = 'group'
           JOIN group_members m ON m.group_dn = a.recipient_dn AND m.user_dn = @user JOIN groups g ON g.dn = a.recipient_dn
           JOIN roles r ON r.dn = a.item_dn
         UNION ALL SELECT c.role_dn, 'container', c.container_dn, COALESCE(k.name, c.container_dn),
           CASE WHEN c.role_dn = @role THEN NULL ELSE c.role_dn END, CASE WHEN c.role_dn = @role THEN NULL ELSE r.name END
         FROM up JOIN role_container_assignments c ON c.role_dn = up.dn JOIN users u ON u.dn = @user
           LEFT JOIN containers k ON k.dn = c.container_dn JOIN roles r ON r.dn = c.role_dn
         WHERE u.container_dn = c.container_dn OR (c.subtree = 1 AND u.container_dn LIKE '%,' || c.container_dn)`,
        { role: roleDn, user: userDn },
      ),
  };
}
