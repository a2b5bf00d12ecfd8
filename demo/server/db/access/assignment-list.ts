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
  return {
    /** Every assignment of a user (direct ones first) or of a group. */
    of: (dn: string): AssignmentListRow[] => [...direct.all(dn), ...inherited.all(dn)],
  };
}
