import type { Database } from 'better-sqlite3';
import type { AssignmentRow } from './assignments.js';

/** An assignment of a user as the assignments lists show it: direct, or inherited through a group. */
export interface AssignmentListRow extends AssignmentRow {
  name: string;
  description: string;
  /** The group it comes through; null for a direct assignment. */
  group_dn: string | null;
  group_name: string | null;
  requester_dn: string | null;
  requester_name: string | null;
  requested_at: number | null;
  reason: string | null;
  correlation_id: string | null;
  /** For a role held through the hierarchy: the role that contains it (the parent it comes through). */
  via_role_dn?: string;
  via_role_name?: string;
}

interface DescendantRow {
  dn: string;
  name: string;
  description: string;
  via_dn: string;
  via_name: string;
}

const COLUMNS = `a.*, COALESCE(ro.name, rs.name, a.item_dn) AS name, COALESCE(ro.description, rs.description, '') AS description,
  q.requester_dn, q.requester_name, q.requested_at, q.reason, q.correlation_id`;
const JOINS = `LEFT JOIN roles ro ON ro.dn = a.item_dn LEFT JOIN resources rs ON rs.dn = a.item_dn
  LEFT JOIN access_requests q ON q.id = a.request_id`;

export function assignmentListQueries(db: Database) {
  const direct = db.prepare<[string], AssignmentListRow>(
    `SELECT ${COLUMNS}, NULL AS group_dn, NULL AS group_name FROM assignments a ${JOINS} WHERE a.recipient_dn = ?`,
  );
  const inherited = db.prepare<[string], AssignmentListRow>(
    `SELECT ${COLUMNS}, g.dn AS group_dn, g.name AS group_name FROM assignments a ${JOINS}
     JOIN group_members m ON m.group_dn = a.recipient_dn JOIN groups g ON g.dn = a.recipient_dn
     WHERE a.recipient_type = 'group' AND m.user_dn = ?`,
  );
  const descendants = db.prepare<[string], DescendantRow>(
    `WITH RECURSIVE down(dn, via_dn) AS (
       SELECT child_dn, parent_dn FROM role_children WHERE parent_dn = ?
       UNION SELECT c.child_dn, c.parent_dn FROM role_children c JOIN down d ON c.parent_dn = d.dn
     ) SELECT d.dn, r.name, r.description, d.via_dn, v.name AS via_name
     FROM down d JOIN roles r ON r.dn = d.dn JOIN roles v ON v.dn = d.via_dn ORDER BY r.name, d.dn`,
  );
  /** The child roles (and theirs) of the roles held, each once, unless held otherwise already. */
  const throughHierarchy = (rows: readonly AssignmentListRow[]): AssignmentListRow[] => {
    const seen = new Set(rows.map((row) => row.item_dn.toLowerCase()));
    return rows
      .filter((row) => row.kind === 'role' && row.status === 'active')
      .flatMap((row) =>
        descendants.all(row.item_dn).flatMap((child) => {
          if (seen.has(child.dn.toLowerCase())) return [];
          seen.add(child.dn.toLowerCase());
          return [
            {
              ...row,
              item_dn: child.dn,
              name: child.name,
              description: child.description,
              via_role_dn: child.via_dn,
              via_role_name: child.via_name,
            },
          ];
        }),
      );
  };
  return {
    /**
     * Every assignment of a user (direct ones first) or of a group; with `hierarchy`, then the roles they gain
     * through it (the child roles of the roles held, and theirs).
     */
    of: (dn: string, options: { hierarchy?: boolean } = {}): AssignmentListRow[] => {
      const held = [...direct.all(dn), ...inherited.all(dn)];
      return options.hierarchy ? [...held, ...throughHierarchy(held)] : held;
    },
  };
}
