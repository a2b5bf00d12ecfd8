import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';

export interface DriverRow {
  dn: string;
  name: string;
  guid: string;
  description: string;
  has_entitlements: number;
}

export interface EntitlementRow {
  dn: string;
  driver_dn: string;
  name: string;
  description: string;
  single_valued: number;
  logical_system: string;
  cprs_supported: number;
  valueless: number;
}

export interface EntitlementValueRow {
  entitlement_dn: string;
  value: string;
  display_name: string;
  description: string;
}

export function driverLookups(db: Database) {
  return {
    /** Drivers with entitlements (catalog/drivers). */
    searchDrivers: (page: PageRequest): PageResult<DriverRow> =>
      runPaged<DriverRow>(
        db,
        {
          select: '*',
          from: 'drivers',
          where: [where('has_entitlements = 1'), containsAny(['name', 'description'], page.q)],
          sortBy: 'name',
          tieBreak: 'dn',
        },
        page,
      ),
    /** Every DirXML driver (admin/driver). */
    allDrivers: (): DriverRow[] =>
      cachedStatement(db, 'SELECT * FROM drivers ORDER BY name COLLATE NOCASE').all() as DriverRow[],
    driverByDn: (dn: string): DriverRow | undefined =>
      cachedStatement(db, 'SELECT * FROM drivers WHERE dn = ? AND has_entitlements = 1').get(dn) as
        DriverRow | undefined,
    entitlementsOf: (driverDn: string, cprsOnly: boolean): EntitlementRow[] =>
      cachedStatement(
        db,
        `SELECT * FROM entitlements WHERE driver_dn = ? AND (? = 0 OR cprs_supported = 1)
        ORDER BY name COLLATE NOCASE`,
      ).all(driverDn, cprsOnly ? 1 : 0) as EntitlementRow[],
    allEntitlements: (): (EntitlementRow & { driver_name: string })[] =>
      cachedStatement(
        db,
        `SELECT e.*, d.name AS driver_name FROM entitlements e JOIN drivers d ON d.dn = e.driver_dn
         WHERE e.valueless = 0 ORDER BY d.name COLLATE NOCASE, e.name COLLATE NOCASE`,
      ).all() as (EntitlementRow & { driver_name: string })[],
    entitlementByDn: (dn: string): EntitlementRow | undefined =>
      cachedStatement(db, 'SELECT * FROM entitlements WHERE dn = ?').get(dn) as EntitlementRow | undefined,
    value: (entitlementDn: string, value: string): EntitlementValueRow | undefined =>
      cachedStatement(db, 'SELECT * FROM entitlement_values WHERE entitlement_dn = ? AND value = ?').get(
        entitlementDn,
        value,
      ) as EntitlementValueRow | undefined,
    valueExists: (entitlementDn: string, value: string): boolean =>
      cachedStatement(db, 'SELECT 1 FROM entitlement_values WHERE entitlement_dn = ? AND value = ?').get(
        entitlementDn,
        value,
      ) !== undefined,
    valueCount: (entitlementDn: string): number =>
      (
        cachedStatement(db, 'SELECT COUNT(*) AS n FROM entitlement_values WHERE entitlement_dn = ?').get(
          entitlementDn,
        ) as { n: number }
      ).n,
    /** Values of the given entitlements of a driver (all of its entitlements when none are given). */
    searchValues: (
      driverDn: string,
      entitlementDns: readonly string[],
      page: PageRequest,
    ): PageResult<EntitlementValueRow> =>
      runPaged<EntitlementValueRow>(
        db,
        {
          select: 'v.*',
          from: 'entitlement_values v JOIN entitlements e ON e.dn = v.entitlement_dn',
          where: [
            where('e.driver_dn = ?', driverDn),
            entitlementDns.length === 0
              ? null
              : where('v.entitlement_dn IN (SELECT value FROM json_each(?))', JSON.stringify(entitlementDns)),
            containsAny(['v.display_name', 'v.value'], page.q),
          ],
          sortBy: 'v.display_name',
          tieBreak: 'v.value',
        },
        page,
      ),
  };
}
