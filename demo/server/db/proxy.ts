import type { Database } from 'better-sqlite3';
import { containsAny, runPaged, where, type PageRequest, type PageResult } from './search.js';
import type { UserRow } from './users.js';
import { DEFAULT_USER_SEARCH } from './lookups/people.js';

/**
 * Proxy assignments: table `proxies` of the first migration (proxy_dn may act as for_dn), seeded from
 * the demo accounts (pproxy → mmanager). Every stored row is active: the sandbox has no start or expiry
 * times yet, and rows go away with either user (ON DELETE CASCADE). The same rows decide
 * `users.mayProxyFor`, which access/info/user/rights and access/permissions ask.
 */
export function proxyRepository(db: Database) {
  return {
    /** The users `proxyDn` may act for, matched on full name, user id and email; `*` or blank = all. */
    usersFor(proxyDn: string, page: PageRequest, sortColumn = 'full_name'): PageResult<UserRow> {
      return runPaged<UserRow>(
        db,
        {
          select: 'u.*',
          from: 'proxies p JOIN users u ON u.dn = p.for_dn',
          where: [
            where('p.proxy_dn = ?', proxyDn),
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
  };
}

export type ProxyRepository = ReturnType<typeof proxyRepository>;
