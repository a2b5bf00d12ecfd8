import type { Database } from 'better-sqlite3';
import type { RoleRow } from '../lookups/catalog.js';
import type { ApprovalInput, OwnerType } from '../../roles/input.js';
import { cachedStatement, containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';

export type { OwnerType } from '../../roles/input.js';

export interface NewRole {
  dn: string;
  id: string;
  level: number;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  containerDn: string;
  createdAt: number;
}

export interface ApprovalRows {
  definition: {
    required: number;
    standard: number;
    quorum: string | null;
    request_def_dn: string | null;
    request_def_name: string | null;
    same_as_grant: number;
  } | null;
  approvers: { approver_dn: string; sequence: number; name: string | null; type: string }[];
}

const ROLE_COLUMNS =
  'r.dn, r.id, r.level, r.names, r.descriptions, r.name, r.description, r.status, r.approval_required, r.container_dn';

export type RoleRepository = ReturnType<typeof roleRepository>;

/** Roles as role administration reads and writes them (README "Roles and separation of duties"). */
export function roleRepository(db: Database) {
  const one = <T>(sql: string, ...params: unknown[]): T | undefined =>
    cachedStatement(db, sql).get(...params) as T | undefined;
  const all = <T>(sql: string, ...params: unknown[]): T[] => cachedStatement(db, sql).all(...params) as T[];
  const run = (sql: string, ...params: unknown[]): number => cachedStatement(db, sql).run(...params).changes;

  return {
    byDn: (dn: string): RoleRow | undefined => one<RoleRow>(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.dn = ?`, dn),
    /** A role container of the level (the level's own or a sub-container), or undefined. */
    container: (dn: string, level: number): { dn: string } | undefined =>
      one<{ dn: string }>("SELECT dn FROM catalog_containers WHERE dn = ? AND type = 'role' AND level = ?", dn, level),
    ownerExists: (dn: string, type: OwnerType): boolean => {
      const table = { user: 'users', group: 'groups', team: 'teams', container: 'containers' }[type];
      return one(`SELECT 1 AS x FROM ${table} WHERE dn = ?`, dn) !== undefined;
    },
    userExists: (dn: string): boolean =>
      one('SELECT 1 AS x FROM users WHERE dn = ? UNION ALL SELECT 1 FROM groups WHERE dn = ?', dn, dn) !== undefined,
    prd: (dn: string, processType: string): { dn: string; name: string } | undefined =>
      one('SELECT dn, name FROM prds WHERE dn = ? AND process_type = ?', dn, processType),

    insert(role: NewRole): void {
      run(
        `INSERT INTO roles (dn, id, level, names, descriptions, status, approval_required, created_at, container_dn)
         VALUES (?, ?, ?, ?, ?, 50, 0, ?, ?)`,
        role.dn,
        role.id,
        role.level,
        JSON.stringify(role.names),
        JSON.stringify(role.descriptions),
        role.createdAt,
        role.containerDn,
      );
    },
    setTexts(dn: string, names: Record<string, string>, descriptions: Record<string, string>): void {
      run(
        'UPDATE roles SET names = ?, descriptions = ? WHERE dn = ?',
        JSON.stringify(names),
        JSON.stringify(descriptions),
        dn,
      );
    },
    setStatus: (dn: string, status: number): void => void run('UPDATE roles SET status = ? WHERE dn = ?', status, dn),
    setCategories(dn: string, keys: readonly string[]): void {
      run('DELETE FROM role_categories WHERE role_dn = ?', dn);
      for (const key of keys)
        run('INSERT OR IGNORE INTO role_categories (role_dn, category_key) VALUES (?, ?)', dn, key);
    },
    setOwners(dn: string, owners: readonly { dn: string; type: OwnerType }[]): void {
      run('DELETE FROM role_owners WHERE role_dn = ?', dn);
      for (const o of owners)
        run('INSERT OR IGNORE INTO role_owners (role_dn, owner_dn, owner_type) VALUES (?, ?, ?)', dn, o.dn, o.type);
    },
    /** Writes the grant or revoke approval ('same-as-grant' for revoke); the engine reads these rows. */
    setApproval(dn: string, purpose: 'grant' | 'revoke', approval: ApprovalInput | 'same-as-grant'): void {
      run('DELETE FROM approval_definitions WHERE item_dn = ? AND purpose = ?', dn, purpose);
      run('DELETE FROM approval_approvers WHERE item_dn = ? AND purpose = ?', dn, purpose);
      if (approval === 'same-as-grant') {
        run(
          `INSERT INTO approval_definitions (item_dn, purpose, required, standard, same_as_grant) VALUES (?, 'revoke', 1, 1, 1)`,
          dn,
        );
        return;
      }
      run(
        `INSERT INTO approval_definitions (item_dn, purpose, required, standard, step_type, quorum, request_def_dn, same_as_grant)
         VALUES (?, ?, ?, ?, 'Serial', ?, ?, 0)`,
        dn,
        purpose,
        approval.required ? 1 : 0,
        approval.standard ? 1 : 0,
        approval.quorum === null ? null : `${approval.quorum}%`,
        approval.requestDef,
      );
      for (const a of approval.approvers)
        run(
          'INSERT INTO approval_approvers (item_dn, purpose, sequence, approver_dn) VALUES (?, ?, ?, ?)',
          dn,
          purpose,
          a.sequence,
          a.dn,
        );
      if (purpose === 'grant')
        run('UPDATE roles SET approval_required = ? WHERE dn = ?', approval.required ? 1 : 0, dn);
    },
    approval(dn: string, purpose: 'grant' | 'revoke'): ApprovalRows {
      const definition =
        one<ApprovalRows['definition'] & object>(
          `SELECT d.required, d.standard, d.quorum, d.request_def_dn, p.name AS request_def_name, d.same_as_grant
           FROM approval_definitions d LEFT JOIN prds p ON p.dn = d.request_def_dn WHERE d.item_dn = ? AND d.purpose = ?`,
          dn,
          purpose,
        ) ?? null;
      const approvers = all<ApprovalRows['approvers'][number]>(
        `SELECT a.approver_dn, a.sequence, COALESCE(u.full_name, g.name) AS name, CASE WHEN g.dn IS NULL THEN 'user' ELSE 'group' END AS type
         FROM approval_approvers a LEFT JOIN users u ON u.dn = a.approver_dn LEFT JOIN groups g ON g.dn = a.approver_dn
         WHERE a.item_dn = ? AND a.purpose = ? ORDER BY a.sequence`,
        dn,
        purpose,
      );
      return { definition, approvers };
    },

    /** The admin list: levels (any of), categories (any of), name and description filters, q, sort, paging. */
    search(
      filter: {
        levels: readonly number[];
        categoryKeys: readonly string[];
        name: string;
        description: string;
        sortColumn: 'name' | 'description';
      },
      page: PageRequest,
    ): PageResult<RoleRow> {
      return runPaged<RoleRow>(
        db,
        {
          select: ROLE_COLUMNS,
          from: 'roles r',
          where: [
            // One level (the usual filter) walks the (level, sort key) index in order; several are sorted.
            filter.levels.length === 0
              ? null
              : filter.levels.length === 1
                ? where('r.level = ?', filter.levels[0])
                : where('r.level IN (SELECT value FROM json_each(?))', JSON.stringify(filter.levels)),
            filter.categoryKeys.length === 0
              ? null
              : where(
                  'EXISTS (SELECT 1 FROM role_categories c WHERE c.role_dn = r.dn AND c.category_key IN (SELECT value FROM json_each(?)))',
                  JSON.stringify(filter.categoryKeys),
                ),
            containsAny(['r.name'], filter.name),
            containsAny(['r.description'], filter.description),
            containsAny(['r.name', 'r.description'], page.q),
          ],
          sortBy: `r.${filter.sortColumn}`,
          tieBreak: 'r.dn',
        },
        page,
      );
    },

    /** Child (`sub`) or parent roles of a role, one page. */
    related(dn: string, direction: 'children' | 'parents', page: PageRequest): PageResult<RoleRow> {
      const [mine, other] = direction === 'children' ? ['parent_dn', 'child_dn'] : ['child_dn', 'parent_dn'];
      return runPaged<RoleRow>(
        db,
        {
          select: ROLE_COLUMNS,
          from: `role_children h JOIN roles r ON r.dn = h.${other}`,
          where: [where(`h.${mine} = ?`, dn), containsAny(['r.name', 'r.description'], page.q)],
          sortBy: 'r.name',
          tieBreak: 'r.dn',
        },
        page,
      );
    },
    addChild: (parentDn: string, childDn: string, description: string): boolean =>
      run(
        'INSERT OR IGNORE INTO role_children (parent_dn, child_dn, description) VALUES (?, ?, ?)',
        parentDn,
        childDn,
        description,
      ) > 0,
    removeChild: (parentDn: string, childDn: string): boolean =>
      run('DELETE FROM role_children WHERE parent_dn = ? AND child_dn = ?', parentDn, childDn) > 0,

    mappedResources(roleDn: string, page: PageRequest) {
      return runPaged<{ dn: string; mapping_description: string; params: string }>(
        db,
        {
          select: 'm.resource_dn AS dn, m.description AS mapping_description, m.params',
          from: 'role_resources m JOIN resources r ON r.dn = m.resource_dn',
          where: [where('m.role_dn = ?', roleDn), containsAny(['r.name', 'r.description'], page.q)],
          sortBy: 'r.name',
          tieBreak: 'r.dn',
        },
        page,
      );
    },
    mapResource: (roleDn: string, resourceDn: string, description: string, params: string): void =>
      void run(
        `INSERT INTO role_resources (role_dn, resource_dn, description, params) VALUES (?, ?, ?, ?)
         ON CONFLICT (role_dn, resource_dn) DO UPDATE SET description = excluded.description, params = excluded.params`,
        roleDn,
        resourceDn,
        description,
        params,
      ),
    unmapResource: (roleDn: string, resourceDn: string): boolean =>
      run('DELETE FROM role_resources WHERE role_dn = ? AND resource_dn = ?', roleDn, resourceDn) > 0,
    resource: (dn: string): { dn: string; name: string } | undefined =>
      one('SELECT dn, name FROM resources WHERE dn = ?', dn),
    resourceParameters: (dn: string) =>
      all<{ key: string; display_label: string; data_type: string }>(
        'SELECT key, display_label, data_type FROM resource_parameters WHERE resource_dn = ?',
        dn,
      ),

    /** SoD rules naming a role. */
    sodsNaming: (dn: string) =>
      all<{ dn: string; name: string; description: string; role1_name: string; role2_name: string }>(
        `SELECT s.dn, s.name, s.description, r1.name AS role1_name, r2.name AS role2_name
         FROM sods s JOIN roles r1 ON r1.dn = s.role1_dn JOIN roles r2 ON r2.dn = s.role2_dn
         WHERE s.role1_dn = ? OR s.role2_dn = ? ORDER BY s.name`,
        dn,
        dn,
      ),
    /** Deletes the role and what hangs only on it (hierarchy, mappings, SoD rules, container assignments, approvals). */
    remove(dn: string): void {
      run('DELETE FROM approval_definitions WHERE item_dn = ?', dn);
      run('DELETE FROM approval_approvers WHERE item_dn = ?', dn);
      run('DELETE FROM access_item_settings WHERE item_dn = ?', dn);
      run('DELETE FROM roles WHERE dn = ?', dn);
    },
    /** Grant requests for the role still under way. */
    runningRequestIds: (dn: string): number[] =>
      all<{ id: number }>(
        "SELECT id FROM access_requests WHERE item_dn = ? AND process_state = 0 AND action = 'grant' ORDER BY id",
        dn,
      ).map((r) => r.id),
    /** Roles waiting for their assignments to go (Pending Delete) that hold none any more. */
    pendingDeletesDone: (): string[] =>
      all<{ dn: string }>(
        `SELECT r.dn FROM roles r WHERE r.status = 15
           AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.item_dn = r.dn)
           AND NOT EXISTS (SELECT 1 FROM role_container_assignments c WHERE c.role_dn = r.dn)
           AND NOT EXISTS (SELECT 1 FROM access_requests q WHERE q.item_dn = r.dn AND q.process_state = 0)`,
      ).map((r) => r.dn),
  };
}
