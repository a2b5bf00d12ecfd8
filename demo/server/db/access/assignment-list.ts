import type { Database } from 'better-sqlite3';
import { roleResourceGrants, type RoleResourceGrant } from '../roles/role-resource-grants.js';
import type { AssignmentRow } from './assignments.js';

/**
 * An assignment of a user as the assignments lists show it: direct, inherited through a group or a container,
 * a role gained through the role hierarchy, or a resource granted by a role (its mapped resources).
 */
export interface AssignmentListRow extends AssignmentRow {
  /** Names the assignment when `id` alone does not (container assignments, grants). */
  instance_id?: string;
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
  /** For a role held through a container: the container (and whether the assignment reaches its subtree). */
  container_dn?: string;
  container_name?: string;
  container_subtree?: boolean;
  /** For a resource granted by a role (`via_role_*` is that role): the grant with its parameter values. */
  grant?: RoleResourceGrant;
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
  // A container's role assignment as a list row (role_container_assignments c, roles r, users ru, containers k).
  const CONTAINER_COLUMNS = `c.id, 'role' AS kind, c.role_dn AS item_dn, c.container_dn AS recipient_dn,
       'user' AS recipient_type, NULL AS request_id, 'active' AS status, '[]' AS params, c.effective_date,
       c.expiry_date, c.assigned_at, r.name, r.description, NULL AS group_dn, NULL AS group_name, c.requester_dn,
       ru.full_name AS requester_name, c.assigned_at AS requested_at, c.reason, NULL AS correlation_id,
       c.container_dn, COALESCE(k.name, c.container_dn) AS container_name, c.subtree AS container_subtree`;
  const throughContainer = db.prepare<
    [string],
    Omit<AssignmentListRow, 'container_subtree'> & { container_subtree: number }
  >(
    `SELECT ${CONTAINER_COLUMNS}
     FROM users u JOIN role_container_assignments c
       ON c.container_dn = u.container_dn OR (c.subtree = 1 AND u.container_dn LIKE '%,' || c.container_dn)
     JOIN roles r ON r.dn = c.role_dn LEFT JOIN containers k ON k.dn = c.container_dn
     LEFT JOIN users ru ON ru.dn = c.requester_dn
     WHERE u.dn = ? ORDER BY r.name, c.id`,
  );
  const ofContainerSql = db.prepare<
    [string],
    Omit<AssignmentListRow, 'container_subtree'> & { container_subtree: number }
  >(
    `SELECT ${CONTAINER_COLUMNS}
     FROM role_container_assignments c JOIN roles r ON r.dn = c.role_dn LEFT JOIN users ru ON ru.dn = c.requester_dn
     LEFT JOIN containers k ON k.dn = c.container_dn
     WHERE c.container_dn = ? ORDER BY r.name, c.id`,
  );
  const grants = roleResourceGrants(db);
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
              instance_id: `${row.instance_id ?? row.id}|${child.dn}`,
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
  /** The resources the roles held grant (role-resource-grants.ts), caused by the role mapping each. */
  const grantedResources = (dn: string): AssignmentListRow[] =>
    grants.grantsOf(dn).map((grant) => ({
      id: 0,
      instance_id: `role:${grant.roleDn}|${grant.resourceDn}`,
      kind: 'resource',
      item_dn: grant.resourceDn,
      recipient_dn: dn,
      recipient_type: 'user',
      request_id: null,
      status: grant.status,
      params: JSON.stringify(grant.parameters.map((p) => ({ key: p.key, value: p.value }))),
      effective_date: grant.effectiveDate,
      expiry_date: grant.expiryDate,
      assigned_at: grant.effectiveDate,
      name: grant.resourceName,
      description: grant.resourceDescription,
      group_dn: null,
      group_name: null,
      requester_dn: null,
      requester_name: null,
      requested_at: null,
      reason: grant.mappingDescription,
      correlation_id: null,
      via_role_dn: grant.roleDn,
      via_role_name: grant.roleName,
      grant,
    }));
  return {
    /**
     * Every assignment of a user (direct ones first) or of a group, the one reader of GET access/assignments
     * and POST access/assignments/list: direct, through a group, through a container, the roles gained
     * through the role hierarchy (the child roles of the roles held, and theirs), and the resources the
     * roles held grant.
     */
    /** The roles assigned to a container itself (their cause the container), with their subtree flag. */
    ofContainer: (dn: string): AssignmentListRow[] =>
      ofContainerSql
        .all(dn)
        .map((row) => ({ ...row, instance_id: `container:${row.id}`, container_subtree: row.container_subtree === 1 })),
    of: (dn: string): AssignmentListRow[] => {
      const containers = throughContainer.all(dn).map((row) => ({
        ...row,
        instance_id: `container:${row.id}`,
        container_subtree: row.container_subtree === 1,
      }));
      const held = [...direct.all(dn), ...inherited.all(dn), ...containers];
      return [...held, ...throughHierarchy(held), ...grantedResources(dn)];
    },
  };
}
