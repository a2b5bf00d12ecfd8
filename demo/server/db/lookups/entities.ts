import type { Database } from 'better-sqlite3';
import type { EntityAttribute } from '../seed/entity-definitions.js';
import { cachedStatement, containsAny, runPaged, type PageRequest, type PageResult } from '../search.js';
import { USER_ATTRIBUTE_COLUMNS } from './people.js';
import { indexesAll, searchPeople } from '../people/search.js';

export interface EntityDefinitionRow {
  key: string;
  name: string;
  source: 'user' | 'group';
  attributes: EntityAttribute[];
}

/** One object of an entity: its DN and its attribute values by key. */
export interface EntityObject {
  dn: string;
  values: Record<string, string>;
}

const SOURCES = {
  user: {
    table: 'users',
    columns: { ...USER_ATTRIBUTE_COLUMNS, manager: 'manager_dn' } as Readonly<Record<string, string>>,
  },
  group: { table: 'groups', columns: { CN: 'name', Description: 'description' } as Readonly<Record<string, string>> },
} as const;

export interface EntitySearch {
  /** Attribute keys the query matches; the definition's searchable ones when empty. */
  searchKeys: readonly string[];
  advanced: readonly (readonly [string, string])[];
  sortKey: string | null;
}

export function entityLookups(db: Database) {
  const definition = (key: string): EntityDefinitionRow | undefined => {
    const row = cachedStatement(
      db,
      "SELECT key, json_extract(names, '$.en') AS name, source, attributes FROM entity_definitions WHERE key = ?",
    ).get(key) as (Omit<EntityDefinitionRow, 'attributes'> & { attributes: string }) | undefined;
    return row ? { ...row, attributes: JSON.parse(row.attributes) as EntityAttribute[] } : undefined;
  };
  return {
    definition,
    /** The column of an attribute key of a definition, undefined when the key is not one of its attributes. */
    column(def: EntityDefinitionRow, key: string): string | undefined {
      return def.attributes.some((a) => a.key === key) ? SOURCES[def.source].columns[key] : undefined;
    },
    /** One object of a definition by DN, or undefined. */
    object(def: EntityDefinitionRow, dn: string): EntityObject | undefined {
      const source = SOURCES[def.source];
      const select = ['dn', ...def.attributes.map((a) => `${source.columns[a.key] ?? 'dn'} AS "${a.key}"`)].join(', ');
      const row = cachedStatement(db, `SELECT ${select} FROM ${source.table} WHERE dn = ?`).get(dn) as
        Record<string, string | null> | undefined;
      if (!row) return undefined;
      const { dn: found, ...values } = row;
      return {
        dn: found ?? dn,
        values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? '' : String(v)])),
      };
    },
    search(def: EntityDefinitionRow, search: EntitySearch, page: PageRequest): PageResult<EntityObject> {
      const source = SOURCES[def.source];
      const col = (key: string): string => source.columns[key] ?? 'dn';
      const keys =
        search.searchKeys.length > 0
          ? search.searchKeys
          : def.attributes.filter((a) => a.isSearchable).map((a) => a.key);
      const targets = [...keys, ...search.advanced.map(([key]) => key)].map((key) => ({ column: col(key) }));
      if (def.source === 'user' && indexesAll(targets)) {
        // Users: the people search (its index, word prefixes), as access/users/list.
        const found = searchPeople(
          db,
          {
            targets: keys.map((key) => ({ column: col(key) })),
            advanced: search.advanced.map(([key, text]) => [{ column: col(key) }, text] as const),
            sortColumn: col(search.sortKey ?? def.attributes[0]?.key ?? 'dn'),
            limit: Number.MAX_SAFE_INTEGER,
          },
          page,
        );
        const rows = found.rows.map((row) => {
          const record = row as unknown as Record<string, unknown>;
          const text = (key: string): string =>
            record[col(key)] === null || record[col(key)] === undefined ? '' : String(record[col(key)]);
          return { dn: row.dn, values: Object.fromEntries(def.attributes.map((a) => [a.key, text(a.key)])) };
        });
        return { ...found, rows };
      }
      const select = ['dn', ...def.attributes.map((a) => `${col(a.key)} AS "${a.key}"`)].join(', ');
      const result = runPaged<Record<string, string | null>>(
        db,
        {
          select,
          from: source.table,
          where: [
            containsAny(keys.map(col), page.q),
            ...search.advanced.map(([key, text]) => containsAny([col(key)], text)),
          ],
          sortBy: col(search.sortKey ?? def.attributes[0]?.key ?? 'dn'),
          tieBreak: 'dn',
        },
        page,
      );
      const rows = result.rows.map(({ dn, ...values }) => ({
        dn: dn ?? '',
        values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])),
      }));
      return { ...result, rows };
    },
  };
}
