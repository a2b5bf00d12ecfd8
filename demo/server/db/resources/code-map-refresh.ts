import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

/** How long re-reading one entitlement's code map from its connected system takes in the sandbox. */
export const REFRESH_MS_PER_ENTITLEMENT = 400;

interface RefreshRow {
  id: number;
  kind: string;
  targets: string;
  total: number;
  started_at: number;
  finished_at: number | null;
}

/**
 * Code-map refreshes (catalog/codemaprefresh): a refresh re-reads its entitlements one after the other; its progress
 * follows the clock (no timer), and the entitlements get their refresh time when it is read finished.
 */
export function codeMapRefreshes(db: Database) {
  return {
    start(kind: 'driver' | 'entitlement', entitlementDns: readonly string[], requesterDn: string, now: number): number {
      return Number(
        cachedStatement(
          db,
          'INSERT INTO code_map_refreshes (kind, targets, total, requester_dn, started_at) VALUES (?, ?, ?, ?, ?)',
        ).run(kind, JSON.stringify(entitlementDns), entitlementDns.length, requesterDn, now).lastInsertRowid,
      );
    },
    status(id: number, now: number) {
      const row = cachedStatement(db, 'SELECT * FROM code_map_refreshes WHERE id = ?').get(id) as
        RefreshRow | undefined;
      if (!row) return undefined;
      const done = Math.min(row.total, Math.floor((now - row.started_at) / REFRESH_MS_PER_ENTITLEMENT));
      if (done >= row.total && row.finished_at === null) {
        db.transaction(() => {
          cachedStatement(db, 'UPDATE code_map_refreshes SET done = total, finished_at = ? WHERE id = ?').run(now, id);
          for (const dn of JSON.parse(row.targets) as string[])
            cachedStatement(
              db,
              `INSERT INTO entitlement_refreshes (entitlement_dn, refreshed_at) VALUES (?, ?)
               ON CONFLICT (entitlement_dn) DO UPDATE SET refreshed_at = excluded.refreshed_at`,
            ).run(dn, now);
        })();
      }
      return {
        id: String(row.id),
        kind: row.kind,
        total: row.total,
        done,
        finished: done >= row.total,
        startedAt: row.started_at,
      };
    },
  };
}
