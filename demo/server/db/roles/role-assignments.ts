import type { Database } from 'better-sqlite3';
import { keyTable } from '../../key-table.js';
import { cachedStatement, type PageRequest, type PageResult } from '../search.js';

/** Who holds a role: a user, a group or a container, directly or through a parent role (`via_*`). */
export interface RoleAssignmentRow {
  id: number;
  dn: string;
  type: 'user' | 'group' | 'container';
  name: string;
  status: 'active' | 'revoking';
  subtree: number;
  effective_date: number | null;
  expiry_date: number | null;
  assigned_at: number;
  reason: string | null;
  requester_dn: string | null;
  requester_name: string | null;
  request_id: number | null;
  via_dn: string | null;
  via_name: string | null;
}

/** Sort keys of a role's assignment list (any case) → column. */
export const ASSIGNMENT_SORT = keyTable({
  name: 'name',
  type: 'type',
  effectivedate: 'effective_date',
  expirydate: 'expiry_date',
  requestdate: 'assigned_at',
});

/** The role and (unless only direct ones are asked for) the roles containing it, up the hierarchy. */
const ROLES_OF = `WITH RECURSIVE roles_of(dn, via_dn) AS (
    SELECT @role, NULL
    UNION SELECT h.parent_dn, h.parent_dn FROM role_children h JOIN roles_of o ON h.child_dn = o.dn WHERE @direct = 0
  )`;

const UNION = `SELECT a.id, a.recipient_dn AS dn, a.recipient_type AS type, COALESCE(u.full_name, g.name, a.recipient_dn) AS name,
      a.status, 0 AS subtree, a.effective_date, a.expiry_date, a.assigned_at, q.reason, q.requester_dn, q.requester_name,
      a.request_id, o.via_dn, v.name AS via_name
    FROM roles_of o CROSS JOIN assignments a ON a.item_dn = o.dn AND a.kind = 'role'
      LEFT JOIN users u ON u.dn = a.recipient_dn LEFT JOIN groups g ON g.dn = a.recipient_dn
      LEFT JOIN access_requests q ON q.id = a.request_id LEFT JOIN roles v ON v.dn = o.via_dn
  UNION ALL SELECT c.id, c.container_dn, 'container', COALESCE(k.name, c.container_dn), 'active', c.subtree, c.effective_date,
      c.expiry_date, c.assigned_at, c.reason, c.requester_dn, ru.full_name, NULL, o.via_dn, v.name
    FROM roles_of o CROSS JOIN role_container_assignments c ON c.role_dn = o.dn
      LEFT JOIN containers k ON k.dn = c.container_dn LEFT JOIN users ru ON ru.dn = c.requester_dn
      LEFT JOIN roles v ON v.dn = o.via_dn`;

export type RoleAssignmentRepository = ReturnType<typeof roleAssignmentRepository>;

export function roleAssignmentRepository(db: Database) {
  return {
    /** One page of who holds the role; types: any of user, group, container (none: all). */
    list(
      roleDn: string,
      filter: { types: readonly string[]; onlyDirect: boolean; sortColumn: string },
      page: PageRequest,
    ): PageResult<RoleAssignmentRow> {
      const conditions: string[] = [];
      const params: Record<string, unknown> = { role: roleDn, direct: filter.onlyDirect ? 1 : 0 };
      if (filter.types.length > 0) {
        conditions.push('x.type IN (SELECT value FROM json_each(@types))');
        params.types = JSON.stringify(filter.types);
      }
      const q = page.q.trim();
      if (q !== '' && !/^\**$/.test(q)) {
        conditions.push("idm_fold(x.name) LIKE @q ESCAPE '\\'");
        params.q = `%${q
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`)
          .replace(/\*+/g, '%')}%`;
      }
      const whereSql = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      const direction = page.descending ? 'DESC' : 'ASC';
      const base = `${ROLES_OF} SELECT * FROM (${UNION}) x ${whereSql}`;
      const total = (cachedStatement(db, `SELECT COUNT(*) AS n FROM (${base})`).get(params) as { n: number }).n;
      const rows = cachedStatement(
        db,
        `${base} ORDER BY x.${filter.sortColumn} COLLATE NOCASE ${direction}, x.dn ${direction}, x.id LIMIT @limit OFFSET @offset`,
      ).all({ ...params, limit: page.size, offset: page.nextIndex - 1 }) as RoleAssignmentRow[];
      const end = page.nextIndex - 1 + rows.length;
      return { rows, total, nextIndex: rows.length > 0 && end < total ? end + 1 : -1 };
    },
    /** Direct user and group assignments of a role (what deleting it revokes). */
    direct: (roleDn: string) =>
      cachedStatement(
        db,
        "SELECT recipient_dn, recipient_type, status FROM assignments WHERE item_dn = ? AND kind = 'role' ORDER BY id",
      ).all(roleDn) as { recipient_dn: string; recipient_type: 'user' | 'group'; status: string }[],
    assignContainer(row: {
      roleDn: string;
      containerDn: string;
      subtree: boolean;
      reason: string;
      requesterDn: string;
      effectiveDate: number | null;
      expiryDate: number | null;
      at: number;
    }): void {
      cachedStatement(
        db,
        `INSERT INTO role_container_assignments (role_dn, container_dn, subtree, reason, requester_dn, effective_date, expiry_date, assigned_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (role_dn, container_dn) DO UPDATE SET subtree = excluded.subtree, reason = excluded.reason,
           requester_dn = excluded.requester_dn, effective_date = excluded.effective_date, expiry_date = excluded.expiry_date`,
      ).run(
        row.roleDn,
        row.containerDn,
        row.subtree ? 1 : 0,
        row.reason,
        row.requesterDn,
        row.effectiveDate,
        row.expiryDate,
        row.at,
      );
    },
    removeContainer: (roleDn: string, containerDn: string): boolean =>
      cachedStatement(db, 'DELETE FROM role_container_assignments WHERE role_dn = ? AND container_dn = ?').run(
        roleDn,
        containerDn,
      ).changes > 0,
    holdsContainer: (roleDn: string, containerDn: string): boolean =>
      cachedStatement(db, 'SELECT 1 AS x FROM role_container_assignments WHERE role_dn = ? AND container_dn = ?').get(
        roleDn,
        containerDn,
      ) !== undefined,
    removeAllContainers: (roleDn: string): number =>
      cachedStatement(db, 'DELETE FROM role_container_assignments WHERE role_dn = ?').run(roleDn).changes,
    container: (dn: string): { dn: string; name: string } | undefined =>
      cachedStatement(db, 'SELECT dn, name FROM containers WHERE dn = ?').get(dn) as
        { dn: string; name: string } | undefined,
  };
}
