import type { Database } from 'better-sqlite3';
import { USERS_CONTAINER } from '../../demo-accounts.js';
import { cachedStatement } from '../search.js';
import type { UserRow } from '../users.js';

/** A `users` row with the columns migration 3 adds. */
export interface PersonRow extends UserRow {
  initials: string;
  location: string;
  workforce_id: string;
  cost_center: number | null;
  hire_date: number | null;
  assistant_dn: string | null;
}

export interface NamedRef {
  dn: string;
  name: string;
}

export interface Photo {
  mime: string;
  data: Buffer;
}

/** How many direct reports a PersonNode lists; the org chart pages through all of them. */
export const DIRECT_REPORTS_SHOWN = 100;

export type PeopleReader = ReturnType<typeof peopleReader>;

/** Reads of one person and their relations (prepared once per db). */
export function peopleReader(db: Database) {
  const get = <T>(sql: string, ...params: unknown[]): T | undefined =>
    cachedStatement(db, sql).get(...params) as T | undefined;
  const all = <T>(sql: string, ...params: unknown[]): T[] => cachedStatement(db, sql).all(...params) as T[];
  return {
    byDn: (dn: string): PersonRow | undefined => get<PersonRow>('SELECT * FROM users WHERE dn = ?', dn),
    byCn: (cn: string): PersonRow | undefined => get<PersonRow>('SELECT * FROM users WHERE cn = ?', cn),
    name: (dn: string): string | undefined =>
      get<{ full_name: string }>('SELECT full_name FROM users WHERE dn = ?', dn)?.full_name,
    /** Multi-valued text attributes, by key, in order. */
    values(dn: string): Map<string, string[]> {
      const rows = all<{ key: string; value: string }>(
        'SELECT key, value FROM user_values WHERE user_dn = ? ORDER BY key, position',
        dn,
      );
      const map = new Map<string, string[]>();
      for (const { key, value } of rows) map.set(key, [...(map.get(key) ?? []), value]);
      return map;
    },
    directReports: (dn: string, limit = DIRECT_REPORTS_SHOWN): NamedRef[] =>
      all<NamedRef>(
        'SELECT dn, full_name AS name FROM users WHERE manager_dn = ? ORDER BY full_name COLLATE NOCASE, dn LIMIT ?',
        dn,
        limit,
      ),
    reportCount: (dn: string): number =>
      get<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE manager_dn = ?', dn)?.n ?? 0,
    groups: (dn: string): (NamedRef & { description: string })[] =>
      all(
        'SELECT g.dn, g.name, g.description FROM group_members m JOIN groups g ON g.dn = m.group_dn WHERE m.user_dn = ? ORDER BY g.name COLLATE NOCASE, g.dn',
        dn,
      ),
    managesTeam: (dn: string): boolean =>
      get('SELECT 1 AS one FROM team_managers WHERE user_dn = ? LIMIT 1', dn) !== undefined,
    photo: (dn: string): Photo | undefined => get<Photo>('SELECT mime, data FROM user_photos WHERE user_dn = ?', dn),
    /** Containers new users may go in: the users container and every container below it. */
    userContainers: (): NamedRef[] =>
      all<NamedRef>(
        `WITH RECURSIVE tree(dn, depth) AS (SELECT dn, 0 FROM containers WHERE dn = ?
          UNION ALL SELECT c.dn, tree.depth + 1 FROM containers c JOIN tree ON c.parent_dn = tree.dn)
        SELECT c.dn, c.name FROM containers c JOIN tree ON tree.dn = c.dn ORDER BY tree.depth, c.name COLLATE NOCASE`,
        USERS_CONTAINER,
      ),
  };
}
