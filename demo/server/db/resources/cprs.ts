import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, type PageRequest, type PageResult } from '../search.js';

export interface CprsDeltaRow {
  id: number;
  entitlement_dn: string;
  value: string;
  user_dn: string;
  type: 'add' | 'remove';
  given_name: string;
  surname: string;
  display_name: string;
}

export interface CprsRequestRow {
  id: number;
  op_type: 'reconcile' | 'publish';
  driver_dn: string;
  entitlement_dn: string;
  logical_system: string;
  op_status: number;
  total: number;
  failed: number;
  message: string;
  started_at: number;
  completed_at: number | null;
}

export interface CprsSettingRow {
  id: string;
  drivername: string;
  logicalsystem: string;
  entitlement: string;
  values: number;
  resources: number;
}

/** Resources bound to an entitlement value that a user holds in the catalog: (value, user) pairs. */
const CATALOG_SIDE = `SELECT r.entitlement_value AS value, a.recipient_dn AS user_dn, r.dn AS resource_dn
  FROM resources r JOIN assignments a ON a.item_dn = r.dn AND a.kind = 'resource' AND a.recipient_type = 'user'
  WHERE r.entitlement_dn = ? AND r.entitlement_value IS NOT NULL`;

/** CPRS (README "Resources"): the connected system's holdings against the catalog's, requests and their delta. */
export function cprsRepository(db: Database) {
  const all = <T>(sql: string, ...params: unknown[]): T[] => cachedStatement(db, sql).all(...params) as T[];
  const run = (sql: string, ...params: unknown[]) => cachedStatement(db, sql).run(...params);
  return {
    /** Entitlements that support CPRS, with their driver, logical system, number of values and of resources. */
    settings(page: PageRequest): PageResult<CprsSettingRow> {
      return runPaged<CprsSettingRow>(
        db,
        {
          select: `e.dn AS id, d.name AS drivername, e.logical_system AS logicalsystem, e.name AS entitlement,
            (SELECT COUNT(*) FROM entitlement_values v WHERE v.entitlement_dn = e.dn) AS "values",
            (SELECT COUNT(*) FROM resources r WHERE r.entitlement_dn = e.dn) AS resources`,
          from: 'entitlements e JOIN drivers d ON d.dn = e.driver_dn',
          where: [
            { sql: 'e.cprs_supported = 1', params: [] },
            containsAny(['d.name', 'e.name', 'e.logical_system'], page.q),
          ],
          sortBy: "d.name || ' ' || e.name",
          tieBreak: 'e.dn',
        },
        page,
      );
    },
    /** What differs: held in the system but not in the catalog (add), or the other way round (remove). */
    computeDelta(entitlementDn: string): { value: string; user_dn: string; type: 'add' | 'remove' }[] {
      return all(
        `SELECT c.value, c.user_dn, 'add' AS type FROM cprs_accounts c WHERE c.entitlement_dn = ?
           AND NOT EXISTS (SELECT 1 FROM (${CATALOG_SIDE}) k WHERE k.value = c.value AND k.user_dn = c.user_dn)
         UNION ALL
         SELECT k.value, k.user_dn, 'remove' FROM (${CATALOG_SIDE}) k
           WHERE NOT EXISTS (SELECT 1 FROM cprs_accounts c WHERE c.entitlement_dn = ? AND c.value = k.value AND c.user_dn = k.user_dn)
         ORDER BY 2, 1`,
        entitlementDn,
        entitlementDn,
        entitlementDn,
        entitlementDn,
      );
    },
    startRequest(
      input: Omit<CprsRequestRow, 'id' | 'completed_at' | 'failed' | 'message'> & { requester: string },
    ): number {
      return Number(
        run(
          `INSERT INTO cprs_requests (op_type, driver_dn, entitlement_dn, logical_system, op_status, total, requester_dn, started_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          input.op_type,
          input.driver_dn,
          input.entitlement_dn,
          input.logical_system,
          input.op_status,
          input.total,
          input.requester,
          input.started_at,
        ).lastInsertRowid,
      );
    },
    finishRequest(id: number, failed: number, message: string, at: number): void {
      run(
        'UPDATE cprs_requests SET op_status = 1, failed = ?, message = ?, completed_at = ? WHERE id = ?',
        failed,
        message,
        at,
        id,
      );
    },
    /** Replaces the stored delta of an entitlement with a new reconcile's. */
    storeDelta(
      requestId: number,
      entitlementDn: string,
      rows: readonly { value: string; user_dn: string; type: string }[],
    ): void {
      run('DELETE FROM cprs_delta WHERE entitlement_dn = ?', entitlementDn);
      for (const r of rows)
        run(
          'INSERT INTO cprs_delta (request_id, entitlement_dn, value, user_dn, type) VALUES (?, ?, ?, ?, ?)',
          requestId,
          entitlementDn,
          r.value,
          r.user_dn,
          r.type,
        );
    },
    delta(entitlementDn: string, page: PageRequest): PageResult<CprsDeltaRow> {
      return runPaged<CprsDeltaRow>(
        db,
        {
          select: `x.id, x.entitlement_dn, x.value, x.user_dn, x.type, u.given_name, u.surname,
            COALESCE(v.display_name, x.value) AS display_name`,
          from: `cprs_delta x JOIN users u ON u.dn = x.user_dn
            LEFT JOIN entitlement_values v ON v.entitlement_dn = x.entitlement_dn AND v.value = x.value`,
          where: [
            { sql: 'x.entitlement_dn = ?', params: [entitlementDn] },
            containsAny(['u.given_name', 'u.surname', 'v.display_name'], page.q),
          ],
          sortBy: 'u.surname',
          tieBreak: 'x.id',
        },
        page,
      );
    },
    allDelta: (entitlementDn: string): CprsDeltaRow[] =>
      all(
        `SELECT x.*, '' AS given_name, '' AS surname, '' AS display_name FROM cprs_delta x WHERE x.entitlement_dn = ? ORDER BY x.id`,
        entitlementDn,
      ),
    clearDelta: (entitlementDn: string): void =>
      void run('DELETE FROM cprs_delta WHERE entitlement_dn = ?', entitlementDn),
    requests(page: PageRequest): PageResult<CprsRequestRow> {
      return runPaged<CprsRequestRow>(
        db,
        { select: '*', from: 'cprs_requests', where: [], sortBy: 'started_at', tieBreak: 'id' },
        { ...page, descending: !page.descending },
      );
    },
    request: (id: number): CprsRequestRow | undefined =>
      cachedStatement(db, 'SELECT * FROM cprs_requests WHERE id = ?').get(id) as CprsRequestRow | undefined,
  };
}
