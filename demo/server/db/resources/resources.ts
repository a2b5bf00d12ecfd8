import type { Database } from 'better-sqlite3';
import type { ResourceRow } from '../lookups/catalog.js';
import {
  cachedStatement,
  containsAny,
  runPaged,
  where,
  type Condition,
  type PageRequest,
  type PageResult,
} from '../search.js';

export interface NewResource {
  dn: string;
  id: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  createdAt: number;
  driverDn: string | null;
  entitlementDn: string | null;
  value: string | null;
}

export interface ParameterInput {
  key: string;
  label: string;
  dataType: 'Integer' | 'Boolean' | 'List' | 'String';
  staticValue: string;
  hidden: boolean;
}

/** One holder of a resource: an assignment, or a grant request still under way (assignment id null). */
export interface ResourceHolderRow {
  assignment_id: number | null;
  request_id: number | null;
  recipient_dn: string;
  recipient_type: string;
  recipient_name: string;
  status: string | null;
  state: number | null;
  action: string | null;
  params: string;
  effective_date: number | null;
  expiry_date: number | null;
  at: number;
  reason: string | null;
  requester_dn: string | null;
  requester_name: string | null;
}

const COLUMNS = `r.dn, r.id, r.names, r.descriptions, r.name, r.description, r.status, r.driver_dn, r.entitlement_dn,
  r.entitlement_value, e.name AS entitlement_name`;
const FROM = 'resources r LEFT JOIN entitlements e ON e.dn = r.entitlement_dn';

/** Up to this many resources in the chosen categories are read through the category index and sorted. */
const FEW_IN_CATEGORIES = 1_000;

/** Sort keys of the resource admin list. */
export const RESOURCE_SORT = { name: 'r.name', description: 'r.description' } as const;

/** Holders: assignments (with the latest request of each) and grant requests still running. */
const HOLDERS = `
  SELECT a.id AS assignment_id, a.request_id, a.recipient_dn, a.recipient_type,
    COALESCE(u.full_name, a.recipient_dn) AS recipient_name, a.status,
    (SELECT q2.state FROM access_requests q2 WHERE q2.item_dn = a.item_dn AND q2.recipient_dn = a.recipient_dn
       AND q2.process_state = 0 AND q2.action = 'revoke' ORDER BY q2.id DESC LIMIT 1) AS state,
    CASE WHEN a.status = 'revoking' THEN 'revoke' ELSE 'grant' END AS action,
    a.params, a.effective_date, a.expiry_date, a.assigned_at AS at, q.reason, q.requester_dn, q.requester_name
  FROM assignments a LEFT JOIN users u ON u.dn = a.recipient_dn LEFT JOIN access_requests q ON q.id = a.request_id
  WHERE a.item_dn = ? AND a.kind = 'resource'
  UNION ALL
  SELECT NULL, q.id, q.recipient_dn, q.recipient_type, q.recipient_name, NULL, q.state, 'grant', q.params,
    q.effective_date, q.expiry_date, q.requested_at, q.reason, q.requester_dn, q.requester_name
  FROM access_requests q
  WHERE q.item_dn = ? AND q.process_state = 0 AND q.action = 'grant'
    AND NOT EXISTS (SELECT 1 FROM assignments a2 WHERE a2.item_dn = q.item_dn AND a2.recipient_dn = q.recipient_dn)`;

export type ResourceRepository = ReturnType<typeof resourceRepository>;

/** Resources as resource administration reads and writes them (README "Resources"). */
export function resourceRepository(db: Database) {
  const one = <T>(sql: string, ...params: unknown[]): T | undefined =>
    cachedStatement(db, sql).get(...params) as T | undefined;
  const all = <T>(sql: string, ...params: unknown[]): T[] => cachedStatement(db, sql).all(...params) as T[];
  const run = (sql: string, ...params: unknown[]): number => cachedStatement(db, sql).run(...params).changes;

  return {
    byDn: (dn: string): ResourceRow | undefined =>
      one<ResourceRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.dn = ?`, dn),
    /** The resource of that (English) name, any case. */
    byName: (name: string): { dn: string; name: string } | undefined =>
      one('SELECT dn, name FROM resources WHERE name = ? COLLATE NOCASE LIMIT 1', name),

    search(
      filter: {
        categoryKeys: readonly string[];
        name: string;
        description: string;
        sortColumn: 'name' | 'description';
      },
      page: PageRequest,
    ): PageResult<ResourceRow> {
      const keys = JSON.stringify(filter.categoryKeys);
      // In these categories: counted on the category index alone; a few are read through it and sorted, many by
      // walking the sort index and asking the category index of each (either way a page costs a few ms at 10,000).
      const inCategories =
        filter.categoryKeys.length === 0
          ? null
          : filter.categoryKeys.length === 1
            ? // One category: (resource, category) is the key, so its rows are its resources.
              (one<{ n: number }>(
                'SELECT COUNT(*) AS n FROM resource_categories WHERE category_key = ?',
                filter.categoryKeys[0],
              )?.n ?? 0)
            : (one<{ n: number }>(
                'SELECT COUNT(DISTINCT resource_dn) AS n FROM resource_categories WHERE category_key IN (SELECT value FROM json_each(?))',
                keys,
              )?.n ?? 0);
      const categoryCondition =
        inCategories === null
          ? null
          : inCategories <= FEW_IN_CATEGORIES
            ? where(
                'r.dn IN (SELECT c.resource_dn FROM resource_categories c WHERE c.category_key IN (SELECT value FROM json_each(?)))',
                keys,
              )
            : where(
                'EXISTS (SELECT 1 FROM resource_categories c WHERE c.resource_dn = r.dn AND c.category_key IN (SELECT value FROM json_each(?)))',
                keys,
              );
      const textConditions = [
        containsAny(['r.name'], filter.name),
        containsAny(['r.description'], filter.description),
        containsAny(['r.name', 'r.description'], page.q),
      ];
      const conditions = [categoryCondition, ...textConditions].filter((c): c is Condition => c !== null);
      const whereSql = conditions.length > 0 ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
      const params = conditions.flatMap((c) => c.params);
      // A text search (no category) reads name and description from resources_search: they are virtual columns, so
      // read from the table each row's JSON is parsed (10,000 resources, a new word: 3-8 ms, was 20-60 ms).
      const searched = textConditions.some((c) => c !== null);
      const searchIndex = searched && inCategories === null ? 'INDEXED BY resources_search' : '';
      const total =
        inCategories !== null && !searched
          ? inCategories
          : (one<{ n: number }>(`SELECT COUNT(*) AS n FROM resources r ${searchIndex} ${whereSql}`, ...params)?.n ?? 0);
      const direction = page.descending ? 'DESC' : 'ASC';
      const from =
        filter.sortColumn === 'name' && searchIndex ? FROM.replace('resources r', `resources r ${searchIndex}`) : FROM;
      const rows = all<ResourceRow>(
        `SELECT ${COLUMNS} FROM ${from} ${whereSql}
         ORDER BY ${RESOURCE_SORT[filter.sortColumn]} COLLATE NOCASE ${direction}, r.dn ${direction} LIMIT ? OFFSET ?`,
        ...params,
        page.size,
        page.nextIndex - 1,
      );
      const end = page.nextIndex - 1 + rows.length;
      return { rows, total, nextIndex: rows.length > 0 && end < total ? end + 1 : -1 };
    },

    /** Resources bound to a driver (optionally one entitlement; static: with a value, dynamic: without). */
    byDriver(
      driverDn: string,
      filter: { entitlementDn: string; type: 'static' | 'dynamic' | '' },
      page: PageRequest,
    ): PageResult<ResourceRow> {
      return runPaged<ResourceRow>(
        db,
        {
          select: COLUMNS,
          from: FROM,
          where: [
            where('r.driver_dn = ?', driverDn),
            filter.entitlementDn ? where('r.entitlement_dn = ?', filter.entitlementDn) : null,
            filter.type === 'static' ? where('r.entitlement_value IS NOT NULL') : null,
            filter.type === 'dynamic' ? where('r.entitlement_value IS NULL') : null,
            containsAny(['r.name', 'r.description'], page.q),
          ],
          sortBy: 'r.name',
          tieBreak: 'r.dn',
        },
        page,
      );
    },

    /** Resources bound to these entitlement values (catalog/entitlements/resources). */
    boundTo: (entitlementDn: string): ResourceRow[] =>
      all<ResourceRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.entitlement_dn = ? ORDER BY r.name`, entitlementDn),

    insert(resource: NewResource): void {
      run(
        `INSERT INTO resources (dn, id, names, descriptions, status, created_at, driver_dn, entitlement_dn, entitlement_value)
         VALUES (?, ?, ?, ?, 50, ?, ?, ?, ?)`,
        resource.dn,
        resource.id,
        JSON.stringify(resource.names),
        JSON.stringify(resource.descriptions),
        resource.createdAt,
        resource.driverDn,
        resource.entitlementDn,
        resource.value,
      );
    },
    setTexts(dn: string, names: Record<string, string>, descriptions: Record<string, string>): void {
      run(
        'UPDATE resources SET names = ?, descriptions = ? WHERE dn = ?',
        JSON.stringify(names),
        JSON.stringify(descriptions),
        dn,
      );
    },
    setBinding(dn: string, driverDn: string | null, entitlementDn: string | null, value: string | null): void {
      run(
        'UPDATE resources SET driver_dn = ?, entitlement_dn = ?, entitlement_value = ? WHERE dn = ?',
        driverDn,
        entitlementDn,
        value,
        dn,
      );
    },
    setStatus: (dn: string, status: number): void =>
      void run('UPDATE resources SET status = ? WHERE dn = ?', status, dn),
    setCategories(dn: string, keys: readonly string[]): void {
      run('DELETE FROM resource_categories WHERE resource_dn = ?', dn);
      for (const key of keys)
        run('INSERT OR IGNORE INTO resource_categories (resource_dn, category_key) VALUES (?, ?)', dn, key);
    },
    setOwners(dn: string, owners: readonly { dn: string; type: string }[]): void {
      run('DELETE FROM resource_owners WHERE resource_dn = ?', dn);
      for (const o of owners)
        run(
          'INSERT OR IGNORE INTO resource_owners (resource_dn, owner_dn, owner_type) VALUES (?, ?, ?)',
          dn,
          o.dn,
          o.type,
        );
    },
    setParameters(dn: string, parameters: readonly ParameterInput[]): void {
      run('DELETE FROM resource_parameters WHERE resource_dn = ?', dn);
      for (const p of parameters)
        run(
          `INSERT INTO resource_parameters (resource_dn, key, display_label, data_type, static_value, hidden)
           VALUES (?, ?, ?, ?, ?, ?)`,
          dn,
          p.key,
          p.label,
          p.dataType,
          p.staticValue,
          p.hidden ? 1 : 0,
        );
    },
    /** Request-time settings: expiration (required, after N days/months/years as '30D'). */
    expiration: (dn: string): { expiration_required: number; expires_after: string | null } | undefined =>
      one('SELECT expiration_required, expires_after FROM access_item_settings WHERE item_dn = ?', dn),
    setExpiration(dn: string, required: boolean, expiresAfter: string | null): void {
      run(
        `INSERT INTO access_item_settings (item_dn, expiration_required, expires_after) VALUES (?, ?, ?)
         ON CONFLICT (item_dn) DO UPDATE SET expiration_required = excluded.expiration_required, expires_after = excluded.expires_after`,
        dn,
        required ? 1 : 0,
        expiresAfter,
      );
    },
    /** The request form (provisioning request definition) of a resource, kept in its settings row's JSON. */
    requestDef: (dn: string): string =>
      one<{ value: string }>('SELECT value FROM settings WHERE key = ?', `resourceRequestDef:${dn.toLowerCase()}`)
        ?.value ?? '',
    setRequestDef(dn: string, prdDn: string): void {
      const key = `resourceRequestDef:${dn.toLowerCase()}`;
      if (prdDn === '') run('DELETE FROM settings WHERE key = ?', key);
      else
        run(
          'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          key,
          prdDn,
        );
    },

    /** One page of who holds the resource or has it requested. */
    holders(dn: string, page: PageRequest): PageResult<ResourceHolderRow> {
      const search = containsAny(['h.recipient_name'], page.q);
      const filtered = `SELECT * FROM (${HOLDERS}) h ${search ? `WHERE ${search.sql}` : ''}`;
      const params = [dn, dn, ...(search?.params ?? [])];
      const total = (cachedStatement(db, `SELECT COUNT(*) AS n FROM (${filtered})`).get(...params) as { n: number }).n;
      const rows = cachedStatement(
        db,
        `${filtered} ORDER BY h.recipient_name COLLATE NOCASE ${page.descending ? 'DESC' : 'ASC'}, h.recipient_dn LIMIT ? OFFSET ?`,
      ).all(...params, page.size, page.nextIndex - 1) as ResourceHolderRow[];
      const end = page.nextIndex - 1 + rows.length;
      return { rows, total, nextIndex: rows.length > 0 && end < total ? end + 1 : -1 };
    },
    /** Roles the user holds that map this resource (the assignment's role cause). */
    roleCauses: (resourceDn: string, userDn: string): { dn: string; name: string }[] =>
      all(
        `SELECT DISTINCT ro.dn, ro.name FROM role_resources m JOIN roles ro ON ro.dn = m.role_dn
         JOIN assignments ra ON ra.item_dn = m.role_dn AND ra.kind = 'role' AND ra.recipient_dn = ?
         WHERE m.resource_dn = ? ORDER BY ro.name`,
        userDn,
        resourceDn,
      ),

    /** The parameter values (JSON `[{key, value}]`) of a role's mapping of the resource; '[]' without a mapping. */
    mappingParams: (roleDn: string, resourceDn: string): string =>
      one<{ params: string }>(
        'SELECT params FROM role_resources WHERE role_dn = ? AND resource_dn = ?',
        roleDn,
        resourceDn,
      )?.params ?? '[]',

    /** Deletes the resource and what hangs only on it (approvals, settings, role mappings). */
    remove(dn: string): void {
      run('DELETE FROM approval_definitions WHERE item_dn = ?', dn);
      run('DELETE FROM approval_approvers WHERE item_dn = ?', dn);
      run('DELETE FROM access_item_settings WHERE item_dn = ?', dn);
      run('DELETE FROM settings WHERE key = ?', `resourceRequestDef:${dn.toLowerCase()}`);
      run('DELETE FROM resources WHERE dn = ?', dn);
    },
    activeAssignments: (dn: string): { recipient_dn: string; status: string }[] =>
      all("SELECT recipient_dn, status FROM assignments WHERE item_dn = ? AND kind = 'resource'", dn),
    runningRequestIds: (dn: string): number[] =>
      all<{ id: number }>(
        "SELECT id FROM access_requests WHERE item_dn = ? AND process_state = 0 AND action = 'grant' ORDER BY id",
        dn,
      ).map((r) => r.id),
    /** Resources in Pending Delete whose assignments have all gone. */
    pendingDeletesDone: (): string[] =>
      all<{ dn: string }>(
        `SELECT r.dn FROM resources r WHERE r.status = 15
           AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.item_dn = r.dn)
           AND NOT EXISTS (SELECT 1 FROM access_requests q WHERE q.item_dn = r.dn AND q.process_state = 0)`,
      ).map((r) => r.dn),
  };
}
