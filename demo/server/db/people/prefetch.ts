import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';
import { DIRECT_REPORTS_SHOWN, type NamedRef, type PeopleReader, type Photo, type PersonRow } from './read.js';

const lower = (dn: string): string => dn.toLowerCase();

function grouped<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = lower(keyOf(row));
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

/**
 * A reader for one page of people that reads each relation of all of them in one query (values, names of
 * the DNs they point to, direct reports, groups, team management, photos) instead of one query per person
 * and relation; anything else, or anyone outside the page, goes to `reader`.
 */
export function prefetchedReader(db: Database, reader: PeopleReader, rows: readonly PersonRow[]): PeopleReader {
  const all = <T>(sql: string, dns: readonly string[]): T[] => cachedStatement(db, sql).all(JSON.stringify(dns)) as T[];
  const dns = rows.map((r) => r.dn);
  const pointed = [...new Set(rows.flatMap((r) => [r.manager_dn, r.assistant_dn]).filter((dn): dn is string => !!dn))];

  const values = grouped(
    all<{ user_dn: string; key: string; value: string }>(
      'SELECT user_dn, key, value FROM user_values WHERE user_dn IN (SELECT value FROM json_each(?)) ORDER BY user_dn, key, position',
      dns,
    ),
    (r) => r.user_dn,
  );
  const names = new Map(
    all<{ dn: string; full_name: string }>(
      'SELECT dn, full_name FROM users WHERE dn IN (SELECT value FROM json_each(?))',
      pointed,
    ).map((r) => [lower(r.dn), r.full_name]),
  );
  const reports = grouped(
    all<NamedRef & { manager_dn: string }>(
      `SELECT manager_dn, dn, name FROM (SELECT manager_dn, dn, full_name AS name,
       row_number() OVER (PARTITION BY manager_dn ORDER BY full_name COLLATE NOCASE, dn) AS n
       FROM users WHERE manager_dn IN (SELECT value FROM json_each(?))) WHERE n <= ${DIRECT_REPORTS_SHOWN} ORDER BY manager_dn, n`,
      dns,
    ),
    (r) => r.manager_dn,
  );
  const groups = grouped(
    all<NamedRef & { description: string; user_dn: string }>(
      `SELECT m.user_dn, g.dn, g.name, g.description FROM group_members m JOIN groups g ON g.dn = m.group_dn
     WHERE m.user_dn IN (SELECT value FROM json_each(?)) ORDER BY g.name COLLATE NOCASE, g.dn`,
      dns,
    ),
    (r) => r.user_dn,
  );
  const managers = new Set(
    all<{ user_dn: string }>(
      'SELECT DISTINCT user_dn FROM team_managers WHERE user_dn IN (SELECT value FROM json_each(?))',
      dns,
    ).map((r) => lower(r.user_dn)),
  );
  const photos = new Map(
    all<Photo & { user_dn: string }>(
      'SELECT user_dn, mime, data FROM user_photos WHERE user_dn IN (SELECT value FROM json_each(?))',
      dns,
    ).map((r) => [lower(r.user_dn), r]),
  );

  const onPage = new Set(dns.map(lower));
  const mine = (dn: string): boolean => onPage.has(lower(dn));
  return {
    ...reader,
    name: (dn) => names.get(lower(dn)) ?? reader.name(dn),
    values(dn) {
      if (!mine(dn)) return reader.values(dn);
      const map = new Map<string, string[]>();
      for (const { key, value } of values.get(lower(dn)) ?? []) {
        const list = map.get(key);
        if (list) list.push(value);
        else map.set(key, [value]);
      }
      return map;
    },
    directReports: (dn, limit = DIRECT_REPORTS_SHOWN) =>
      mine(dn) && limit <= DIRECT_REPORTS_SHOWN
        ? (reports.get(lower(dn)) ?? []).slice(0, limit).map(({ dn: report, name }) => ({ dn: report, name }))
        : reader.directReports(dn, limit),
    groups: (dn) =>
      mine(dn)
        ? (groups.get(lower(dn)) ?? []).map(({ dn: group, name, description }) => ({ dn: group, name, description }))
        : reader.groups(dn),
    managesTeam: (dn) => (mine(dn) ? managers.has(lower(dn)) : reader.managesTeam(dn)),
    photo: (dn) => (mine(dn) ? photos.get(lower(dn)) : reader.photo(dn)),
  };
}
