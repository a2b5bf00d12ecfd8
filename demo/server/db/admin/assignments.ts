import type { Database } from 'better-sqlite3';
import type {
  AdminDomainKey,
  AdminTypeKey,
  AssigneeType,
  PermissionDomain,
  PermissionObjectType,
} from '../../../../src/domain/admin-assignments.js';
import { cachedStatement, containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';

/** One administrator assignment as stored (table admin_assignments). */
export interface AdminAssignmentRow {
  id: number;
  assignee_dn: string;
  assignee_type: AssigneeType;
  assignee_name: string;
  domain: AdminDomainKey;
  admin_type: AdminTypeKey;
  comment: string;
  effective_date: number | null;
  expiration_date: number | null;
  created_at: number;
}

/** One permission of a delegated administrator (table admin_permissions). */
export interface AdminPermissionRow {
  id: number;
  assignee_dn: string;
  domain: PermissionDomain;
  object_dn: string;
  object_type: PermissionObjectType;
  object_name: string;
  created_at: number;
  /** The actions granted (a JSON list of PERMISSION_ACTIONS); null: all of the domain's. */
  actions: string | null;
}

/** Columns the assignment list sorts by (the contract's attribute names). */
export const ASSIGNMENT_SORT_COLUMNS: Readonly<Record<string, string>> = Object.assign(Object.create(null) as object, {
  assignee: 'assignee_name',
  assigneeDn: 'assignee_dn',
  assignmentType: 'assignee_type',
  domain: 'domain',
  adminType: 'admin_type',
  comment: 'comment',
  effectiveDate: "printf('%020d', COALESCE(effective_date, 0))",
  expirationDate: "printf('%020d', COALESCE(expiration_date, 0))",
});

export interface AssignmentFilter {
  domains: readonly AdminDomainKey[];
  adminTypes: readonly AdminTypeKey[];
  assigneeTypes: readonly AssigneeType[];
  /** Only these domains (a domain administrator sees their own domains' assignments); null: all. */
  visibleDomains: readonly AdminDomainKey[] | null;
}

const inList = (column: string, values: readonly string[]) =>
  values.length === 0 ? null : where(`${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(values));

/** Administrator assignments and permissions (README "Administrator assignments and permissions"). */
export function adminRecords(db: Database) {
  const one = <T>(sql: string, ...params: unknown[]): T | undefined =>
    cachedStatement(db, sql).get(...params) as T | undefined;
  const all = <T>(sql: string, ...params: unknown[]): T[] => cachedStatement(db, sql).all(...params) as T[];
  const run = (sql: string, ...params: unknown[]): number => cachedStatement(db, sql).run(...params).changes;

  return {
    list(filter: AssignmentFilter, sortColumn: string, page: PageRequest): PageResult<AdminAssignmentRow> {
      return runPaged<AdminAssignmentRow>(
        db,
        {
          select: '*',
          from: 'admin_assignments',
          where: [
            // Names; a DN (with '=') is searched among the DNs.
            containsAny([page.q.includes('=') ? 'assignee_dn' : 'assignee_name'], page.q),
            inList('domain', filter.domains),
            inList('admin_type', filter.adminTypes),
            inList('assignee_type', filter.assigneeTypes),
            filter.visibleDomains
              ? where(`domain IN (SELECT value FROM json_each(?))`, JSON.stringify(filter.visibleDomains))
              : null,
          ],
          sortBy: ASSIGNMENT_SORT_COLUMNS[sortColumn] ?? 'assignee_name',
          tieBreak: 'id',
        },
        page,
      );
    },
    find: (assigneeDn: string, domain: string): AdminAssignmentRow | undefined =>
      one<AdminAssignmentRow>(
        'SELECT * FROM admin_assignments WHERE assignee_dn = ? AND domain = ?',
        assigneeDn,
        domain,
      ),
    create(row: Omit<AdminAssignmentRow, 'id'>): void {
      run(
        `INSERT INTO admin_assignments (assignee_dn, assignee_type, assignee_name, domain, admin_type, comment,
           effective_date, expiration_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        row.assignee_dn,
        row.assignee_type,
        row.assignee_name,
        row.domain,
        row.admin_type,
        row.comment,
        row.effective_date,
        row.expiration_date,
        row.created_at,
      );
    },
    /** Removes an assignment, and with `withPermissions` the assignee's permissions in the domain. */
    remove(assigneeDn: string, domain: string, withPermissions: boolean): boolean {
      const removed = run('DELETE FROM admin_assignments WHERE assignee_dn = ? AND domain = ?', assigneeDn, domain) > 0;
      if (removed && withPermissions)
        run('DELETE FROM admin_permissions WHERE assignee_dn = ? AND domain = ?', assigneeDn, domain);
      return removed;
    },
    /** The display name of a user, group or container DN; undefined when there is none. */
    assigneeName(dn: string, type: AssigneeType): string | undefined {
      const sql = {
        USER: 'SELECT full_name AS name FROM users WHERE dn = ?',
        GROUP: 'SELECT name FROM groups WHERE dn = ?',
        CONTAINER: 'SELECT name FROM containers WHERE dn = ?',
      }[type];
      return one<{ name: string }>(sql, dn)?.name;
    },

    permissions(assigneeDn: string, domain: PermissionDomain, q: string, page: PageRequest) {
      return runPaged<AdminPermissionRow>(
        db,
        {
          select: '*',
          from: 'admin_permissions',
          where: [
            where('assignee_dn = ?', assigneeDn),
            where('domain = ?', domain),
            containsAny(['object_name', 'object_dn'], q),
          ],
          sortBy: 'object_name',
          tieBreak: 'id',
        },
        page,
      );
    },
    addPermission(row: Omit<AdminPermissionRow, 'id' | 'actions'> & { actions?: string | null }): boolean {
      return (
        run(
          `INSERT OR IGNORE INTO admin_permissions (assignee_dn, domain, object_dn, object_type, object_name, created_at, actions)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
          row.assignee_dn,
          row.domain,
          row.object_dn,
          row.object_type,
          row.object_name,
          row.created_at,
          row.actions ?? null,
        ) > 0
      );
    },
    /** Sets the actions a permission grants (null: all). */
    setPermissionActions: (id: number, actions: string | null): boolean =>
      run('UPDATE admin_permissions SET actions = ? WHERE id = ?', actions, id) > 0,
    permission: (assigneeDn: string, objectDn: string): AdminPermissionRow | undefined =>
      one<AdminPermissionRow>(
        'SELECT * FROM admin_permissions WHERE assignee_dn = ? AND object_dn = ?',
        assigneeDn,
        objectDn,
      ),
    removePermission: (id: number): boolean => run('DELETE FROM admin_permissions WHERE id = ?', id) > 0,
    /** How many assignments exist (the seed tops them up to a number). */
    count: (): number => one<{ n: number }>('SELECT COUNT(*) AS n FROM admin_assignments')?.n ?? 0,
    domainsOfAssignee: (assigneeDn: string): AdminAssignmentRow[] =>
      all<AdminAssignmentRow>('SELECT * FROM admin_assignments WHERE assignee_dn = ? ORDER BY domain', assigneeDn),
  };
}

export type AdminRecords = ReturnType<typeof adminRecords>;
