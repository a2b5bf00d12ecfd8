import type { Database } from 'better-sqlite3';
import { withAdminFlags } from '../auth/administer.js';

export interface UserRow {
  id: number;
  dn: string;
  cn: string;
  given_name: string;
  surname: string;
  full_name: string;
  title: string;
  department: string;
  email: string;
  telephone: string;
  manager_dn: string | null;
  container_dn: string;
  locale: string;
  login_disabled: number;
  password_hash: string | null;
  /** Derived from the administrator assignments when read (auth/administer.ts); the column is not a right. */
  is_admin: number;
  /** Derived like is_admin: the user administers roles. */
  is_role_admin: number;
  /** JSON list of the permission domains administered, derived like is_admin. */
  domains: string;
  read_only: number;
  team_read_only: number;
}

export interface PersonRef {
  dn: string;
  full_name: string;
}

export type UserRepository = ReturnType<typeof userRepository>;

/** A proxy assignment is active when its window (proxy_windows; none: always) holds `@now`. */
export const ACTIVE_PROXY = `NOT EXISTS (SELECT 1 FROM proxy_windows w WHERE w.proxy_dn = p.proxy_dn AND w.for_dn = p.for_dn
  AND ((w.starts_at IS NOT NULL AND w.starts_at > @now) OR (w.ends_at IS NOT NULL AND w.ends_at <= @now)))`;

export function userRepository(db: Database, now: () => number = () => Date.now()) {
  const byDn = db.prepare<[string], UserRow>('SELECT * FROM users WHERE dn = ?');
  const byCn = db.prepare<[string], UserRow>('SELECT * FROM users WHERE cn = ?');
  const reports = db.prepare<[string, number], PersonRef>(
    'SELECT dn, full_name FROM users WHERE manager_dn = ? ORDER BY surname, given_name LIMIT ?',
  );
  const groups = db.prepare<[string], { group_dn: string }>(
    'SELECT group_dn FROM group_members WHERE user_dn = ? ORDER BY group_dn',
  );
  const managesTeam = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM team_managers WHERE user_dn = ?');
  const proxies = db.prepare<[{ dn: string; now: number }], { n: number }>(
    `SELECT COUNT(*) AS n FROM proxies p WHERE p.proxy_dn = @dn AND ${ACTIVE_PROXY}`,
  );
  const proxyFor = db.prepare<[{ dn: string; forDn: string; now: number }], { n: number }>(
    `SELECT COUNT(*) AS n FROM proxies p WHERE p.proxy_dn = @dn AND p.for_dn = @forDn AND ${ACTIVE_PROXY}`,
  );
  /** The row with its administration rights as the assignments give them now. */
  const rights = (row: UserRow | undefined): UserRow | undefined => row && withAdminFlags(db, row, now());
  return {
    findByDn: (dn: string): UserRow | undefined => rights(byDn.get(dn)),
    /** Sign-in name: the cn, or the whole DN. */
    findByLogin: (login: string): UserRow | undefined =>
      rights(login.includes('=') ? byDn.get(login) : byCn.get(login)),
    directReports: (dn: string, limit = 100): PersonRef[] => reports.all(dn, limit),
    groupDns: (dn: string): string[] => groups.all(dn).map((r) => r.group_dn),
    isTeamManager: (dn: string): boolean => (managesTeam.get(dn)?.n ?? 0) > 0,
    mayProxy: (dn: string): boolean => (proxies.get({ dn, now: now() })?.n ?? 0) > 0,
    mayProxyFor: (proxyDn: string, forDn: string): boolean =>
      (proxyFor.get({ dn: proxyDn, forDn, now: now() })?.n ?? 0) > 0,
  };
}
