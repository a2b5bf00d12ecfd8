import type { Database } from 'better-sqlite3';
import { derivedNavRights } from '../auth/administer.js';
import type { NavRightValue } from '../auth/rights.js';
import { managedTeamRights, teamNavRights } from '../auth/team-rights.js';
import { cachedStatement } from './search.js';

export type NavRightsRepository = ReturnType<typeof navRightsRepository>;

/**
 * A user's navigation rights beside the default rule (auth/rights.ts): those their administrator assignments
 * and permissions give (auth/administer.ts), those the teams they manage give (auth/team-rights.ts), and over
 * them the rows stored explicitly (table nav_rights).
 */
export function navRightsRepository(db: Database, now: () => number = Date.now) {
  const select = db.prepare<[string], { key: string; value: NavRightValue }>(
    'SELECT key, value FROM nav_rights WHERE user_dn = ?',
  );
  return {
    stored: (userDn: string): Map<string, NavRightValue> => {
      const user = cachedStatement(db, 'SELECT dn, container_dn FROM users WHERE dn = ?').get(userDn) as
        { dn: string; container_dn: string } | undefined;
      const rights: Map<string, NavRightValue> = user ? derivedNavRights(db, user, now()) : new Map();
      if (user) for (const [key, value] of teamNavRights(managedTeamRights(db, user.dn))) rights.set(key, value);
      for (const row of select.all(userDn)) rights.set(row.key, row.value);
      return rights;
    },
  };
}
