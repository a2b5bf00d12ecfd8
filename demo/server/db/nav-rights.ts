import type { Database } from 'better-sqlite3';
import type { NavRightValue } from '../auth/rights.js';

export type NavRightsRepository = ReturnType<typeof navRightsRepository>;

/** Navigation rights stored explicitly per user (table nav_rights). */
export function navRightsRepository(db: Database) {
  const select = db.prepare<[string], { key: string; value: NavRightValue }>(
    'SELECT key, value FROM nav_rights WHERE user_dn = ?',
  );
  return {
    stored: (userDn: string): Map<string, NavRightValue> => new Map(select.all(userDn).map((r) => [r.key, r.value])),
  };
}
