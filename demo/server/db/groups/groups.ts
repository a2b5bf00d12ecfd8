import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';
import type { MemberRow } from '../lookups/people.js';

/** A group as the administration lists and reads it. */
export interface GroupRow {
  dn: string;
  cn: string;
  name: string;
  description: string;
  member_count: number;
  /** The query of a dynamic group (its members follow it); null for a static group. */
  member_query: string | null;
}

/** The container of a DN: everything after its first RDN. */
export const containerOf = (dn: string): string => dn.replace(/^(?:[^,\\]|\\.)*,/, '');

const COLUMNS = 'g.dn, g.cn, g.name, g.description, d.member_query';

export type GroupRepository = ReturnType<typeof groupRepository>;

/** Groups, their members and dynamic queries (README "Groups"). */
export function groupRepository(db: Database) {
  /** Each row with its number of members (one indexed count per row of a page). */
  const withCounts = (rows: readonly Omit<GroupRow, 'member_count'>[]): GroupRow[] => {
    const count = cachedStatement(db, 'SELECT COUNT(*) AS n FROM group_members WHERE group_dn = ?');
    return rows.map((row) => ({ ...row, member_count: (count.get(row.dn) as { n: number }).n }));
  };
  return {
    /** One page of groups, searched on name and description, sorted by name or description. */
    search(page: PageRequest, sortBy: 'name' | 'description'): PageResult<GroupRow> {
      const result = runPaged<Omit<GroupRow, 'member_count'>>(
        db,
        {
          select: COLUMNS,
          from: 'groups g LEFT JOIN dynamic_groups d ON d.group_dn = g.dn',
          where: [containsAny(['g.name', 'g.description'], page.q)],
          sortBy: `g.${sortBy}`,
          tieBreak: 'g.dn',
        },
        page,
      );
      return { ...result, rows: withCounts(result.rows) };
    },
    get(dn: string): GroupRow | undefined {
      const row = cachedStatement(
        db,
        `SELECT ${COLUMNS} FROM groups g LEFT JOIN dynamic_groups d ON d.group_dn = g.dn WHERE g.dn = ?`,
      ).get(dn) as Omit<GroupRow, 'member_count'> | undefined;
      return row ? withCounts([row])[0] : undefined;
    },
    /**
     * One page of a group's members by name, searched on name, user id and email. A group holding more than a
     * tenth of everyone is read by walking the people's name index and keeping its members (a page costs about
     * its rows, not the group); a smaller one by sorting its members.
     */
    members(groupDn: string, page: PageRequest): PageResult<MemberRow> {
      const count = (
        cachedStatement(db, 'SELECT COUNT(*) AS n FROM group_members WHERE group_dn = ?').get(groupDn) as {
          n: number;
        }
      ).n;
      const people = (cachedStatement(db, 'SELECT MAX(id) AS n FROM users').get() as { n: number | null }).n ?? 0;
      const search = containsAny(['u.full_name', 'u.cn', 'u.email'], page.q);
      if (count * 10 <= people)
        return runPaged<MemberRow>(
          db,
          {
            select: 'u.dn, u.full_name',
            from: 'group_members m JOIN users u ON u.dn = m.user_dn',
            where: [where('m.group_dn = ?', groupDn), search],
            sortBy: 'u.full_name',
            tieBreak: 'u.dn',
          },
          page,
        );
      const member = 'EXISTS (SELECT 1 FROM group_members m WHERE m.group_dn = ? AND m.user_dn = u.dn)';
      const whereSql = `WHERE ${member}${search ? ` AND ${search.sql}` : ''}`;
      const params = [groupDn, ...(search?.params ?? [])];
      const total = search
        ? (cachedStatement(db, `SELECT COUNT(*) AS n FROM users u ${whereSql}`).get(...params) as { n: number }).n
        : count;
      const direction = page.descending ? 'DESC' : 'ASC';
      const rows = cachedStatement(
        db,
        `SELECT u.dn, u.full_name FROM users u INDEXED BY users_full_name ${whereSql}
         ORDER BY u.full_name COLLATE NOCASE ${direction}, u.dn ${direction} LIMIT ? OFFSET ?`,
      ).all(...params, page.size, page.nextIndex - 1) as MemberRow[];
      const end = page.nextIndex - 1 + rows.length;
      return { rows, total, nextIndex: rows.length > 0 && end < total ? end + 1 : -1 };
    },
    /** A directory container (organisation or organisational unit). */
    container: (dn: string): { dn: string; name: string } | undefined =>
      cachedStatement(db, 'SELECT dn, name FROM containers WHERE dn = ?').get(dn) as
        { dn: string; name: string } | undefined,
    insert(group: { dn: string; cn: string; name: string; description: string }): void {
      cachedStatement(db, 'INSERT INTO groups (dn, cn, name, description) VALUES (?, ?, ?, ?)').run(
        group.dn,
        group.cn,
        group.name,
        group.description,
      );
    },
    update(dn: string, change: { name?: string; description?: string }): void {
      if (change.name !== undefined)
        cachedStatement(db, 'UPDATE groups SET name = ? WHERE dn = ?').run(change.name, dn);
      if (change.description !== undefined)
        cachedStatement(db, 'UPDATE groups SET description = ? WHERE dn = ?').run(change.description, dn);
    },
    /** Users among `dns` that do not exist. */
    unknownUsers: (dns: readonly string[]): string[] =>
      dns.filter((dn) => cachedStatement(db, 'SELECT 1 FROM users WHERE dn = ?').get(dn) === undefined),
    addMembers(groupDn: string, userDns: readonly string[]): number {
      const insert = cachedStatement(db, 'INSERT OR IGNORE INTO group_members (group_dn, user_dn) VALUES (?, ?)');
      return userDns.reduce((added, user) => added + insert.run(groupDn, user).changes, 0);
    },
    removeMembers(groupDn: string, userDns: readonly string[]): number {
      const remove = cachedStatement(db, 'DELETE FROM group_members WHERE group_dn = ? AND user_dn = ?');
      return userDns.reduce((removed, user) => removed + remove.run(groupDn, user).changes, 0);
    },
    /**
     * Deletes a group with what hangs on it: its members, its dynamic query, the roles and resources assigned to
     * it (its members lose them at once) and its ownership of roles and resources.
     */
    remove(dn: string): void {
      cachedStatement(db, "DELETE FROM assignments WHERE recipient_dn = ? AND recipient_type = 'group'").run(dn);
      cachedStatement(db, "DELETE FROM role_owners WHERE owner_dn = ? AND owner_type = 'group'").run(dn);
      cachedStatement(db, "DELETE FROM resource_owners WHERE owner_dn = ? AND owner_type = 'group'").run(dn);
      cachedStatement(db, 'DELETE FROM groups WHERE dn = ?').run(dn);
    },
  };
}
