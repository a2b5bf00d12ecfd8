import type { Database } from 'better-sqlite3';
import { managedTeamRights } from '../../auth/team-rights.js';
import { runPaged, where, containsAny, type Condition, type PageRequest, type PageResult } from '../search.js';

/** A team's domain (spec: team type A, P, R, S, C). */
export type TeamType = 'A' | 'P' | 'R' | 'S' | 'C';
export const TEAM_TYPES: readonly TeamType[] = ['A', 'P', 'R', 'S', 'C'];

/** What a team's members may come from. */
export type RecipientType = 'user' | 'group' | 'container' | 'relationship' | 'team';
export const RECIPIENT_TYPES: readonly RecipientType[] = ['user', 'group', 'container', 'relationship', 'team'];
/** The one relationship a team knows: the direct reports of its managers. */
export const DIRECT_REPORTS = 'directReports';

/** What a team permission is about. */
export type PermissionObjectType = 'team' | 'role' | 'resource' | 'prd' | 'role-container' | 'resource-container';
export const PERMISSION_OBJECT_TYPES: readonly PermissionObjectType[] = [
  'team',
  'role',
  'resource',
  'prd',
  'role-container',
  'resource-container',
];

/** What managers may do for the members; each right is a column of team_permissions. */
export type TeamRight = 'request' | 'viewTasks' | 'actOnTasks' | 'viewHistory' | 'delegation' | 'availability';
export const TEAM_RIGHTS: readonly TeamRight[] = [
  'request',
  'viewTasks',
  'actOnTasks',
  'viewHistory',
  'delegation',
  'availability',
];
const RIGHT_COLUMN: Readonly<Record<TeamRight, string>> = {
  request: 'may_request',
  viewTasks: 'view_tasks',
  actOnTasks: 'act_on_tasks',
  viewHistory: 'view_history',
  delegation: 'delegation',
  availability: 'availability',
};
export const rightColumn = (right: TeamRight): string => RIGHT_COLUMN[right];

/** Which permission object types a team of a type may carry (besides 'team'). */
export const OBJECT_TYPES_OF: Readonly<Record<TeamType, readonly PermissionObjectType[]>> = {
  A: ['team', 'role', 'resource', 'prd', 'role-container', 'resource-container'],
  P: ['team', 'prd'],
  R: ['team', 'role', 'role-container'],
  S: ['team', 'resource', 'resource-container'],
  C: ['team'],
};

export interface TeamRow {
  dn: string;
  name: string;
  description: string;
  team_type: TeamType;
}

export interface NamedRef {
  dn: string;
  name: string;
}

export interface RecipientRow extends NamedRef {
  type: RecipientType;
}

export interface TeamPermissionRow {
  team_dn: string;
  object_dn: string;
  object_type: PermissionObjectType;
  object_name: string;
  may_request: number;
  view_tasks: number;
  act_on_tasks: number;
  view_history: number;
  delegation: number;
  availability: number;
}

export interface TeamPermissionInput {
  objectDn: string;
  objectType: PermissionObjectType;
  rights: readonly TeamRight[];
}

export interface TeamInput {
  dn: string;
  name: string;
  description: string;
  type: TeamType;
  managers: readonly string[];
  recipients: readonly { dn: string; type: RecipientType }[];
}

/** The name of a permission's object, whatever table it lives in. */
const OBJECT_NAME = `COALESCE(
  CASE p.object_type
    WHEN 'team' THEN (SELECT name FROM teams WHERE dn = p.object_dn)
    WHEN 'role' THEN (SELECT name FROM roles WHERE dn = p.object_dn)
    WHEN 'resource' THEN (SELECT name FROM resources WHERE dn = p.object_dn)
    WHEN 'prd' THEN (SELECT name FROM prds WHERE dn = p.object_dn)
    ELSE (SELECT name FROM catalog_containers WHERE dn = p.object_dn)
  END, p.object_dn)`;

/**
 * The SQL condition "the permission-index row `item` (dn and type) is one a permission of a team in
 * `teamDnsJson` lets its managers request": the item itself, its container, or a team-wide permission
 * within the team's domain.
 */
export function requestableCondition(itemDn: string, itemType: string, teamDnsJson: string): Condition {
  return where(
    `EXISTS (SELECT 1 FROM team_permissions p JOIN teams t ON t.dn = p.team_dn
      WHERE p.may_request = 1 AND p.team_dn IN (SELECT value FROM json_each(?)) AND (
        p.object_dn = ${itemDn}
        OR (p.object_type IN ('role-container', 'resource-container') AND ${itemDn} LIKE '%,' || p.object_dn)
        OR (p.object_type = 'team' AND (t.team_type = 'A'
          OR (t.team_type = 'P' AND ${itemType} = 'PRD')
          OR (t.team_type = 'R' AND ${itemType} = 'ROLE')
          OR (t.team_type = 'S' AND ${itemType} = 'RESOURCE')))))`,
    teamDnsJson,
  );
}

export type TeamRepository = ReturnType<typeof teamRepository>;

/** Teams, their managers, recipients, members (derived when read) and permissions (README "Teams"). */
export function teamRepository(db: Database) {
  const byDn = db.prepare<[string], TeamRow>('SELECT dn, name, description, team_type FROM teams WHERE dn = ?');
  const byName = db.prepare<[string], { dn: string }>('SELECT dn FROM teams WHERE name = ? COLLATE NOCASE');
  const managersOf = db.prepare<[string], NamedRef>(
    `SELECT u.dn, u.full_name AS name FROM team_managers m JOIN users u ON u.dn = m.user_dn
     WHERE m.team_dn = ? ORDER BY u.full_name COLLATE NOCASE, u.dn`,
  );
  const recipientsOf = db.prepare<[string], RecipientRow>(
    `SELECT r.recipient_dn AS dn, r.recipient_type AS type, COALESCE(
       CASE r.recipient_type
         WHEN 'user' THEN (SELECT full_name FROM users WHERE dn = r.recipient_dn)
         WHEN 'group' THEN (SELECT name FROM groups WHERE dn = r.recipient_dn)
         WHEN 'team' THEN (SELECT name FROM teams WHERE dn = r.recipient_dn)
         ELSE NULL END, r.recipient_dn) AS name
     FROM team_recipients r WHERE r.team_dn = ? ORDER BY r.recipient_type, name COLLATE NOCASE`,
  );
  const memberCount = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM team_members WHERE team_dn = ?');
  const permissionsOf = db.prepare<[string], TeamPermissionRow>(
    `SELECT p.*, ${OBJECT_NAME} AS object_name FROM team_permissions p WHERE p.team_dn = ?
     ORDER BY p.object_type <> 'team', object_name COLLATE NOCASE, p.object_dn`,
  );
  const permissionOf = db.prepare<[string, string], TeamPermissionRow>(
    `SELECT p.*, ${OBJECT_NAME} AS object_name FROM team_permissions p WHERE p.team_dn = ? AND p.object_dn = ?`,
  );
  const manages = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM team_managers WHERE user_dn = ? AND team_dn = ?',
  );
  const isMember = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM team_members WHERE user_dn = ? AND team_dn = ? LIMIT 1',
  );
  const managesAny = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM team_managers WHERE user_dn = ? LIMIT 1',
  );

  const insertTeam = db.prepare<[string, string, string, string]>(
    'INSERT INTO teams (dn, name, description, team_type) VALUES (?, ?, ?, ?)',
  );
  const updateTeam = db.prepare<[string, string, string, string]>(
    'UPDATE teams SET name = ?, description = ?, team_type = ? WHERE dn = ?',
  );
  const deleteTeam = db.prepare<[string]>('DELETE FROM teams WHERE dn = ?');
  const clearManagers = db.prepare<[string]>('DELETE FROM team_managers WHERE team_dn = ?');
  const addManager = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO team_managers (team_dn, user_dn) VALUES (?, ?)',
  );
  const clearRecipients = db.prepare<[string]>('DELETE FROM team_recipients WHERE team_dn = ?');
  const addRecipient = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO team_recipients (team_dn, recipient_dn, recipient_type) VALUES (?, ?, ?)',
  );
  const nestedIn = db.prepare<[string], { dn: string }>(
    "SELECT team_dn AS dn FROM team_recipients WHERE recipient_dn = ? AND recipient_type = 'team'",
  );
  const nestedTeams = db.prepare<[string], { dn: string }>(
    "SELECT recipient_dn AS dn FROM team_recipients WHERE team_dn = ? AND recipient_type = 'team'",
  );
  const upsertPermission = db.prepare(
    `INSERT INTO team_permissions
       (team_dn, object_dn, object_type, may_request, view_tasks, act_on_tasks, view_history, delegation, availability)
     VALUES (@team, @dn, @type, @request, @viewTasks, @actOnTasks, @viewHistory, @delegation, @availability)
     ON CONFLICT (team_dn, object_dn) DO UPDATE SET object_type = excluded.object_type,
       may_request = excluded.may_request, view_tasks = excluded.view_tasks, act_on_tasks = excluded.act_on_tasks,
       view_history = excluded.view_history, delegation = excluded.delegation, availability = excluded.availability`,
  );
  const deletePermission = db.prepare<[string, string]>(
    'DELETE FROM team_permissions WHERE team_dn = ? AND object_dn = ?',
  );

  const ancestorsOf = db.prepare<[string], { dn: string }>(
    'SELECT DISTINCT team_dn AS dn FROM team_nesting WHERE inner_dn = ?',
  );
  const clearNesting = db.prepare<[string]>('DELETE FROM team_nesting WHERE team_dn = ?');
  const fillNesting = db.prepare<[{ dn: string }]>(
    `INSERT OR IGNORE INTO team_nesting (team_dn, inner_dn)
     WITH RECURSIVE nesting (inner_dn) AS (
       SELECT dn FROM teams WHERE dn = @dn
       UNION SELECT r.recipient_dn FROM nesting n
         JOIN team_recipients r ON r.team_dn = n.inner_dn AND r.recipient_type = 'team'
     )
     SELECT @dn, inner_dn FROM nesting`,
  );
  /**
   * Members are derived when read (the team_members view over the recipients, schema.ts): only which teams a
   * team nests is kept, for the team and every team that nests it.
   */
  const resolveMembers = (teamDn: string): void => {
    const teamsToRefresh = new Set([teamDn, ...ancestorsOf.all(teamDn).map((r) => r.dn)]);
    for (const dn of teamsToRefresh) {
      clearNesting.run(dn);
      fillNesting.run({ dn });
    }
  };

  /** Would nesting `childDn` in `teamDn` make a loop? */
  const wouldLoop = (teamDn: string, childDn: string): boolean => {
    const stack = [childDn];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const dn = stack.pop()!;
      if (dn.toLowerCase() === teamDn.toLowerCase()) return true;
      if (seen.has(dn.toLowerCase())) continue;
      seen.add(dn.toLowerCase());
      for (const n of nestedTeams.all(dn)) stack.push(n.dn);
    }
    return false;
  };

  const writeMembersAndManagers = (input: TeamInput): void => {
    clearManagers.run(input.dn);
    for (const m of input.managers) addManager.run(input.dn, m);
    clearRecipients.run(input.dn);
    for (const r of input.recipients) addRecipient.run(input.dn, r.dn, r.type);
    resolveMembers(input.dn);
  };

  return {
    byDn: (dn: string): TeamRow | undefined => byDn.get(dn),
    dnOfName: (name: string): string | undefined => byName.get(name)?.dn,
    managers: (dn: string): NamedRef[] => managersOf.all(dn),
    recipients: (dn: string): RecipientRow[] => recipientsOf.all(dn),
    memberCount: (dn: string): number => memberCount.get(dn)?.n ?? 0,
    manages: (userDn: string, teamDn: string): boolean => manages.get(userDn, teamDn) !== undefined,
    isManager: (userDn: string): boolean => managesAny.get(userDn) !== undefined,
    isMember: (userDn: string, teamDn: string): boolean => isMember.get(userDn, teamDn) !== undefined,
    wouldLoop,

    /** Teams by type and name (administrators: all; others: the ones they manage). */
    search(
      filter: { managerDn: string | null; type: TeamType | null; permissionType?: string | null },
      page: PageRequest,
    ): PageResult<TeamRow> {
      return runPaged<TeamRow>(
        db,
        {
          select: 'dn, name, description, team_type',
          from: 'teams t',
          where: [
            filter.managerDn === null
              ? null
              : where(
                  'EXISTS (SELECT 1 FROM team_managers tm WHERE tm.team_dn = t.dn AND tm.user_dn = ?)',
                  filter.managerDn,
                ),
            filter.type === null ? null : where('t.team_type = ?', filter.type),
            containsAny(['name', 'description'], page.q),
          ],
          sortBy: 'name',
          tieBreak: 'dn',
        },
        page,
      );
    },

    create(input: TeamInput): void {
      db.transaction(() => {
        insertTeam.run(input.dn, input.name, input.description, input.type);
        writeMembersAndManagers(input);
      })();
    },
    update(input: TeamInput): void {
      db.transaction(() => {
        updateTeam.run(input.name, input.description, input.type, input.dn);
        writeMembersAndManagers(input);
      })();
    },
    remove(dn: string): void {
      db.transaction(() => {
        const parents = nestedIn.all(dn);
        db.prepare("DELETE FROM team_recipients WHERE recipient_dn = ? AND recipient_type = 'team'").run(dn);
        db.prepare("DELETE FROM team_permissions WHERE object_dn = ? AND object_type = 'team' AND team_dn <> ?").run(
          dn,
          dn,
        );
        deleteTeam.run(dn);
        for (const p of parents) resolveMembers(p.dn);
      })();
    },
    resolveMembers: (dn: string) => resolveMembers(dn),

    permissions: (teamDn: string): TeamPermissionRow[] => permissionsOf.all(teamDn),
    permission: (teamDn: string, objectDn: string): TeamPermissionRow | undefined => permissionOf.get(teamDn, objectDn),
    savePermission(teamDn: string, input: TeamPermissionInput): void {
      const has = (r: TeamRight) => (input.rights.includes(r) ? 1 : 0);
      upsertPermission.run({
        team: teamDn,
        dn: input.objectDn,
        type: input.objectType,
        request: has('request'),
        viewTasks: has('viewTasks') || has('actOnTasks'),
        actOnTasks: has('actOnTasks'),
        viewHistory: has('viewHistory'),
        delegation: has('delegation'),
        availability: has('availability'),
      });
    },
    removePermission: (teamDn: string, objectDn: string): boolean => deletePermission.run(teamDn, objectDn).changes > 0,

    /** Does `userDn` manage a team whose permissions give `right`? */
    hasRight(userDn: string, right: TeamRight): boolean {
      if (right === 'delegation' || right === 'availability') return managedTeamRights(db, userDn)[right];
      return (
        db
          .prepare(
            `SELECT 1 FROM team_managers tm JOIN team_permissions p ON p.team_dn = tm.team_dn
             WHERE tm.user_dn = ? AND p.${rightColumn(right)} = 1 LIMIT 1`,
          )
          .get(userDn) !== undefined
      );
    },
    /** The teams `managerDn` manages with the request right that `memberDn` is in. */
    requestTeamsFor(managerDn: string, memberDn: string): string[] {
      return db
        .prepare<[string, string], { dn: string }>(
          `SELECT DISTINCT m.team_dn AS dn FROM team_members m
           WHERE m.team_dn IN (SELECT tm.team_dn FROM team_managers tm WHERE tm.user_dn = ?
             AND EXISTS (SELECT 1 FROM team_permissions p WHERE p.team_dn = tm.team_dn AND p.may_request = 1))
           AND m.user_dn = ?`,
        )
        .all(managerDn, memberDn)
        .map((r) => r.dn);
    },
    /** Is the permission-index item `itemDn` requestable through one of `teamDns`? */
    mayRequestItem(teamDns: readonly string[], itemDn: string): boolean {
      const condition = requestableCondition('i.dn', 'i.type', JSON.stringify(teamDns));
      return (
        db
          .prepare(`SELECT 1 FROM permission_index i WHERE i.dn = ? AND ${condition.sql} LIMIT 1`)
          .get(itemDn, ...condition.params) !== undefined
      );
    },
  };
}
