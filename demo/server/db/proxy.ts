import type { Database } from 'better-sqlite3';
import { containsAny, runPaged, where, type PageRequest, type PageResult } from './search.js';
import { ACTIVE_PROXY, type UserRow } from './users.js';
import { DEFAULT_USER_SEARCH } from './lookups/people.js';

/** One proxy assignment as the administration lists it: the row id is the definition's `dn`. */
export interface ProxyAssignmentRow {
  id: number;
  proxy_dn: string;
  proxy_name: string;
  for_dn: string;
  for_name: string;
  starts_at: number | null;
  ends_at: number | null;
}

export type ProxySort = 'expiration' | 'proxy' | 'for';

const SORTS: Record<ProxySort, string> = {
  expiration: 'COALESCE(w.ends_at, 9e15)',
  proxy: 'pu.full_name',
  for: 'fu.full_name',
};

/**
 * Proxy assignments: table `proxies` (proxy_dn may act as for_dn) with an optional window in `proxy_windows`
 * (migration 9; none: no start, no expiry), seeded from the demo accounts (pproxy → mmanager) and
 * `seed/delegation.ts`. Only an assignment whose window holds the clock counts: the Proxy As list
 * (access/proxy/for) and `users.mayProxyFor` read the same rule at every call, so an assignment created,
 * removed or expired takes effect at once. Rows go away with either user (ON DELETE CASCADE).
 */
export function proxyRepository(db: Database, now: () => number = () => Date.now()) {
  const select = `SELECT p.rowid AS id, p.proxy_dn, pu.full_name AS proxy_name, p.for_dn, fu.full_name AS for_name,
      w.starts_at, w.ends_at
    FROM proxies p JOIN users pu ON pu.dn = p.proxy_dn JOIN users fu ON fu.dn = p.for_dn
    LEFT JOIN proxy_windows w ON w.proxy_dn = p.proxy_dn AND w.for_dn = p.for_dn`;
  const byId = db.prepare<[number], ProxyAssignmentRow>(`${select} WHERE p.rowid = ?`);
  const byPair = db.prepare<[string, string], ProxyAssignmentRow>(`${select} WHERE p.proxy_dn = ? AND p.for_dn = ?`);
  const insert = db.prepare<[string, string]>('INSERT INTO proxies (proxy_dn, for_dn) VALUES (?, ?)');
  const setWindow = db.prepare<[string, string, number | null, number | null]>(
    `INSERT INTO proxy_windows (proxy_dn, for_dn, starts_at, ends_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (proxy_dn, for_dn) DO UPDATE SET starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
  );
  const remove = db.prepare<[number]>('DELETE FROM proxies WHERE rowid = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM proxies');
  return {
    /** The users `proxyDn` may act for now, matched on full name, user id and email; `*` or blank = all. */
    usersFor(proxyDn: string, page: PageRequest, sortColumn = 'full_name'): PageResult<UserRow> {
      return runPaged<UserRow>(
        db,
        {
          select: 'u.*',
          from: 'proxies p JOIN users u ON u.dn = p.for_dn',
          where: [
            where('p.proxy_dn = ?', proxyDn),
            where(ACTIVE_PROXY.replaceAll('@now', '?'), now(), now()),
            containsAny(
              DEFAULT_USER_SEARCH.map((c) => `u.${c}`),
              page.q,
            ),
          ],
          sortBy: `u.${sortColumn}`,
          tieBreak: 'u.dn',
        },
        page,
      );
    },
    /** Every assignment (administrators), or those naming `userDn` as proxy or proxied user; one page. */
    list(page: PageRequest, sort: ProxySort, userDn?: string): PageResult<ProxyAssignmentRow> {
      return runPaged<ProxyAssignmentRow>(
        db,
        {
          select: `p.rowid AS id, p.proxy_dn, pu.full_name AS proxy_name, p.for_dn, fu.full_name AS for_name,
            w.starts_at, w.ends_at`,
          from: `proxies p JOIN users pu ON pu.dn = p.proxy_dn JOIN users fu ON fu.dn = p.for_dn
            LEFT JOIN proxy_windows w ON w.proxy_dn = p.proxy_dn AND w.for_dn = p.for_dn`,
          where: [
            userDn ? where('(p.proxy_dn = ? OR p.for_dn = ?)', userDn, userDn) : null,
            containsAny(['pu.full_name', 'fu.full_name'], page.q),
          ],
          sortBy: SORTS[sort],
          tieBreak: 'p.rowid',
        },
        page,
      );
    },
    total: (): number => count.get()?.n ?? 0,
    byId: (id: number): ProxyAssignmentRow | undefined => byId.get(id),
    byPair: (proxyDn: string, forDn: string): ProxyAssignmentRow | undefined => byPair.get(proxyDn, forDn),
    /** Adds (or re-times) the assignment; answers its row. */
    save(proxyDn: string, forDn: string, startsAt: number | null, endsAt: number | null): ProxyAssignmentRow {
      return db.transaction(() => {
        if (!byPair.get(proxyDn, forDn)) insert.run(proxyDn, forDn);
        setWindow.run(proxyDn, forDn, startsAt, endsAt);
        const row = byPair.get(proxyDn, forDn);
        if (!row) throw new Error('proxy assignment not stored');
        return row;
      })();
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
  };
}

export type ProxyRepository = ReturnType<typeof proxyRepository>;
