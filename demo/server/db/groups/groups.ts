import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, type PageRequest, type PageResult } from '../search.js';

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
