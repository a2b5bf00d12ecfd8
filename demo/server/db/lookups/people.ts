import type { Database } from 'better-sqlite3';
import {
  cachedStatement,
  containsAny,
  runPaged,
  where,
  type Condition,
  type PageRequest,
  type PageResult,
} from '../search.js';
import type { UserRow } from '../users.js';
import { keyTable } from '../../key-table.js';

/** Searchable and sortable user attributes (the console's attribute keys) and their columns. */
export const USER_ATTRIBUTE_COLUMNS: Readonly<Record<string, string>> = keyTable({
  FirstName: 'given_name',
  LastName: 'surname',
  Email: 'email',
  TelephoneNumber: 'telephone',
  Title: 'title',
  Department: 'department',
  CN: 'cn',
  fullName: 'full_name',
  name: 'full_name',
});
/** What a plain user search looks at. */
export const DEFAULT_USER_SEARCH = ['full_name', 'cn', 'email'] as const;

export interface UserSearch {
  /** Columns the query matches (any of them). */
  searchColumns: readonly string[];
  /** Advanced search: every [column, text] must match ('*' = anything). */
  advanced: readonly (readonly [string, string])[];
  sortColumn: string;
}

export interface MemberRow {
  dn: string;
  full_name: string;
}

const qualified = (alias: string, columns: readonly string[]): string[] => columns.map((c) => `${alias}.${c}`);

export function peopleLookups(db: Database) {
  const members = (table: 'group_members' | 'team_members', key: string, page: PageRequest): PageResult<MemberRow> =>
    runPaged<MemberRow>(
      db,
      {
        select: 'u.dn, u.full_name',
        from: `${table} m JOIN users u ON u.dn = m.user_dn`,
        where: [
          where(`m.${table === 'group_members' ? 'group_dn' : 'team_dn'} = ?`, key),
          containsAny(qualified('u', DEFAULT_USER_SEARCH), page.q),
        ],
        sortBy: 'u.full_name',
        tieBreak: 'u.dn',
      },
      page,
    );

  return {
    searchUsers(search: UserSearch, page: PageRequest): PageResult<UserRow> {
      const advanced: (Condition | null)[] = search.advanced.map(([column, text]) => containsAny([column], text));
      return runPaged<UserRow>(
        db,
        {
          select: '*',
          from: 'users',
          where: [containsAny(search.searchColumns, page.q), ...advanced],
          sortBy: search.sortColumn,
          tieBreak: 'dn',
        },
        page,
      );
    },
    groupExists: (dn: string): boolean =>
      cachedStatement(db, 'SELECT 1 FROM groups WHERE dn = ?').get(dn) !== undefined,
    teamExists: (dn: string): boolean => cachedStatement(db, 'SELECT 1 FROM teams WHERE dn = ?').get(dn) !== undefined,
    groupMembers: (groupDn: string, page: PageRequest) => members('group_members', groupDn, page),
    teamMembers: (teamDn: string, page: PageRequest) => members('team_members', teamDn, page),
    /** Every member of a team, by name (not paged: the widget filters locally). */
    teamRecipients: (teamDn: string): MemberRow[] =>
      cachedStatement(
        db,
        `SELECT u.dn, u.full_name FROM team_members m JOIN users u ON u.dn = m.user_dn
        WHERE m.team_dn = ? ORDER BY u.full_name COLLATE NOCASE, u.dn`,
      ).all(teamDn) as MemberRow[],
    searchGroups: (page: PageRequest) =>
      runPaged<{ dn: string; name: string; description: string }>(
        db,
        {
          select: 'dn, name, description',
          from: 'groups',
          where: [containsAny(['name', 'description'], page.q)],
          sortBy: 'name',
          tieBreak: 'dn',
        },
        page,
      ),
    /** Teams managed by `managerDn`; every team when it is null (administrators). */
    searchTeams: (managerDn: string | null, page: PageRequest) =>
      runPaged<{ dn: string; name: string; description: string }>(
        db,
        {
          select: 'dn, name, description',
          from: 'teams t',
          where: [
            managerDn === null
              ? null
              : where('EXISTS (SELECT 1 FROM team_managers tm WHERE tm.team_dn = t.dn AND tm.user_dn = ?)', managerDn),
            containsAny(['name', 'description'], page.q),
          ],
          sortBy: 'name',
          tieBreak: 'dn',
        },
        page,
      ),
  };
}
