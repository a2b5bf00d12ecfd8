import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';

export type CatalogKind = 'role' | 'resource';

export interface CategoryRow {
  key: string;
  name: string;
}

export interface OwnerRow {
  dn: string;
  type: string;
  name: string;
}

export interface RoleRow {
  dn: string;
  id: string;
  level: number;
  names: string;
  descriptions: string;
  name: string;
  description: string;
  status: number;
  approval_required: number;
  container_dn: string | null;
}

export interface ResourceRow {
  dn: string;
  id: string;
  names: string;
  descriptions: string;
  name: string;
  description: string;
  status: number;
  driver_dn: string | null;
  entitlement_dn: string | null;
  entitlement_value: string | null;
  entitlement_name: string | null;
}

export interface ParameterRow {
  resource_dn: string;
  key: string;
  display_label: string;
  data_type: string;
  static_value: string;
  hidden: number;
}

export interface CatalogFilter {
  categoryKeys: readonly string[];
  sortColumn: 'name' | 'description';
}

const TABLES = {
  role: { categories: 'role_categories', owners: 'role_owners', key: 'role_dn' },
  resource: { categories: 'resource_categories', owners: 'resource_owners', key: 'resource_dn' },
} as const;

/** Groups rows by an object DN (lower-cased, as DNs compare case-insensitively). */
function byObject<T extends { object_dn: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.object_dn.toLowerCase();
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return map;
}

export function catalogLookups(db: Database) {
  const inCategories = (kind: CatalogKind, alias: string, keys: readonly string[]) => {
    if (keys.length === 0) return null;
    const t = TABLES[kind];
    return where(
      `EXISTS (SELECT 1 FROM ${t.categories} c WHERE c.${t.key} = ${alias}.dn AND c.category_key IN (SELECT value FROM json_each(?)))`,
      JSON.stringify(keys),
    );
  };
  return {
    searchRoles: (filter: CatalogFilter & { level: number | null }, page: PageRequest): PageResult<RoleRow> =>
      runPaged<RoleRow>(
        db,
        {
          select:
            'r.dn, r.id, r.level, r.names, r.descriptions, r.name, r.description, r.status, r.approval_required, r.container_dn',
          from: 'roles r',
          where: [
            filter.level === null ? null : where('r.level = ?', filter.level),
            inCategories('role', 'r', filter.categoryKeys),
            containsAny(['r.name', 'r.description'], page.q),
          ],
          sortBy: `r.${filter.sortColumn}`,
          tieBreak: 'r.dn',
        },
        page,
      ),
    searchResources: (filter: CatalogFilter, page: PageRequest): PageResult<ResourceRow> =>
      runPaged<ResourceRow>(
        db,
        {
          select: `r.dn, r.id, r.names, r.descriptions, r.name, r.description, r.status, r.driver_dn, r.entitlement_dn,
          r.entitlement_value, e.name AS entitlement_name`,
          from: 'resources r LEFT JOIN entitlements e ON e.dn = r.entitlement_dn',
          where: [inCategories('resource', 'r', filter.categoryKeys), containsAny(['r.name', 'r.description'], page.q)],
          sortBy: `r.${filter.sortColumn}`,
          tieBreak: 'r.dn',
        },
        page,
      ),
    searchCategories: (kind: CatalogKind, page: PageRequest): PageResult<CategoryRow> =>
      runPaged<CategoryRow>(
        db,
        {
          select: "key, json_extract(names, '$.en') AS name",
          from: 'categories',
          where: [where('kind = ?', kind), containsAny(["json_extract(names, '$.en')", 'key'], page.q)],
          sortBy: "json_extract(names, '$.en')",
          tieBreak: 'key',
        },
        page,
      ),
    categoryKeysExist: (kind: CatalogKind, keys: readonly string[]): boolean =>
      keys.every(
        (key) =>
          cachedStatement(db, 'SELECT 1 FROM categories WHERE kind = ? AND key = ?').get(kind, key) !== undefined,
      ),
    /** Categories of the given objects, by lower-cased DN. */
    categoriesOf(kind: CatalogKind, dns: readonly string[]): Map<string, CategoryRow[]> {
      const t = TABLES[kind];
      return byObject(
        cachedStatement(
          db,
          `SELECT oc.${t.key} AS object_dn, c.key, json_extract(c.names, '$.en') AS name
        FROM ${t.categories} oc JOIN categories c ON c.kind = ? AND c.key = oc.category_key
        WHERE oc.${t.key} IN (SELECT value FROM json_each(?)) ORDER BY c.key`,
        ).all(kind, JSON.stringify(dns)) as (CategoryRow & { object_dn: string })[],
      );
    },
    /** Owners of the given objects with display names, by lower-cased DN. */
    ownersOf(kind: CatalogKind, dns: readonly string[]): Map<string, OwnerRow[]> {
      const t = TABLES[kind];
      return byObject(
        cachedStatement(
          db,
          `SELECT o.${t.key} AS object_dn, o.owner_dn AS dn, o.owner_type AS type,
          COALESCE(u.full_name, g.name, tm.name, ct.name, o.owner_dn) AS name
        FROM ${t.owners} o LEFT JOIN users u ON u.dn = o.owner_dn LEFT JOIN groups g ON g.dn = o.owner_dn
          LEFT JOIN teams tm ON tm.dn = o.owner_dn LEFT JOIN containers ct ON ct.dn = o.owner_dn
        WHERE o.${t.key} IN (SELECT value FROM json_each(?)) ORDER BY o.owner_dn`,
        ).all(JSON.stringify(dns)) as (OwnerRow & { object_dn: string })[],
      );
    },
    parametersOf: (dns: readonly string[]): Map<string, ParameterRow[]> =>
      byObject(
        cachedStatement(
          db,
          `SELECT *, resource_dn AS object_dn FROM resource_parameters
        WHERE resource_dn IN (SELECT value FROM json_each(?)) ORDER BY key`,
        ).all(JSON.stringify(dns)) as (ParameterRow & { object_dn: string })[],
      ),
    roleLevels: () =>
      cachedStatement(db, 'SELECT level, name, description, container_dn FROM role_levels ORDER BY level').all() as {
        level: number;
        name: string;
        description: string;
        container_dn: string;
      }[],
    roleByDn: (dn: string): RoleRow | undefined =>
      cachedStatement(db, 'SELECT * FROM roles WHERE dn = ?').get(dn) as RoleRow | undefined,
    resourceByDn: (dn: string): ResourceRow | undefined =>
      cachedStatement(
        db,
        `SELECT r.*, e.name AS entitlement_name FROM resources r LEFT JOIN entitlements e ON e.dn = r.entitlement_dn
        WHERE r.dn = ?`,
      ).get(dn) as ResourceRow | undefined,
  };
}
