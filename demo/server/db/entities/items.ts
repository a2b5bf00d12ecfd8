import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, where, type PageRequest, type PageResult } from '../search.js';
import { customDefinition, type CustomDefinition } from './definitions.js';
import { indexItem, itemGramCondition, unindexItem } from './search-index.js';

/** One custom entity item: its DN, definition, name (naming attribute) and values by attribute key. */
export interface EntityItem {
  dn: string;
  entityKey: string;
  name: string;
  values: Record<string, string[]>;
}

interface ItemRow {
  dn: string;
  entity_key: string;
  name: string;
  attrs: string;
}

const toItem = (row: ItemRow): EntityItem => ({
  dn: row.dn,
  entityKey: row.entity_key,
  name: row.name,
  values: JSON.parse(row.attrs) as Record<string, string[]>,
});

export interface ItemSearch {
  /** Attribute keys q matches; the definition's searchable ones when empty. */
  searchKeys: readonly string[];
  /** Each attribute key must contain its text. */
  advanced: readonly (readonly [string, string])[];
  sortKey: string | null;
  /** Only the items whose `relationship` attribute names `parentDn` (the org chart's children). */
  children?: { relationship: string; parentDn: string };
  /** Only the items without a value of this relationship (the org chart's top). */
  roots?: string;
  /** Each attribute key must hold one of its values exactly (access/query/global). */
  equals?: readonly (readonly [string, readonly string[]])[];
}

/** The searchable attributes' values, one a line (column `search`). */
function searchText(item: EntityItem): string {
  const definition = customDefinition(item.entityKey);
  return (definition?.attributes ?? [])
    .filter((a) => a.isSearchable)
    .flatMap((a) => item.values[a.key] ?? [])
    .join('\n');
}

/** The SQL expression of an attribute's first value (keys come from the definitions, never from a caller). */
export function valueExpression(definition: CustomDefinition, key: string): string {
  if (key === definition.namingAttribute) return 'name';
  if (!/^[A-Za-z0-9_]+$/.test(key)) throw new Error(`bad attribute key ${key}`);
  return `json_extract(attrs, '$.${key}[0]')`;
}

/** The custom entity items (table entity_items): search, page, read, write. */
export function entityItems(db: Database) {
  const itemRowid = (dn: string): number | undefined =>
    (cachedStatement(db, 'SELECT rowid AS id FROM entity_items WHERE dn = ?').get(dn) as { id: number } | undefined)
      ?.id;
  return {
    search(definition: CustomDefinition, search: ItemSearch, page: PageRequest): PageResult<EntityItem> {
      const keys =
        search.searchKeys.length > 0
          ? search.searchKeys
          : definition.attributes.filter((a) => a.isSearchable).map((a) => a.key);
      const expression = (key: string) => valueExpression(definition, key);
      const result = runPaged<ItemRow>(
        db,
        {
          select: 'dn, entity_key, name, attrs',
          from: 'entity_items',
          where: [
            where('entity_key = ?', definition.key),
            // Every searchable attribute: the search column; chosen ones: their values.
            search.searchKeys.length === 0
              ? containsAny(['search'], page.q)
              : containsAny(keys.map(expression), page.q),
            // The search index narrows a plain search to the items that may match (the LIKE above decides).
            search.searchKeys.length === 0 ? itemGramCondition(page.q) : null,
            ...search.advanced.map(([key, text]) => containsAny([expression(key)], text)),
            search.children
              ? where(
                  `EXISTS (SELECT 1 FROM json_each(attrs, '$.${search.children.relationship}') WHERE value = ? COLLATE NOCASE)`,
                  search.children.parentDn,
                )
              : null,
            ...(search.equals ?? []).map(([key, values]) =>
              where(
                `EXISTS (SELECT 1 FROM json_each(attrs, '$.${key}') a WHERE a.value COLLATE NOCASE IN (SELECT value FROM json_each(?)))`,
                JSON.stringify(values),
              ),
            ),
            search.roots ? where(`COALESCE(json_array_length(attrs, '$.${search.roots}'), 0) = 0`) : null,
          ],
          sortBy: expression(search.sortKey ?? definition.namingAttribute),
          tieBreak: 'dn',
        },
        page,
      );
      return { ...result, rows: result.rows.map(toItem) };
    },
    get(dn: string): EntityItem | undefined {
      const row = cachedStatement(db, 'SELECT dn, entity_key, name, attrs FROM entity_items WHERE dn = ?').get(dn) as
        ItemRow | undefined;
      return row ? toItem(row) : undefined;
    },
    /** The names of items by DN (for DN values' display text). */
    names(dns: readonly string[]): Map<string, string> {
      if (dns.length === 0) return new Map();
      const rows = cachedStatement(
        db,
        'SELECT dn, name FROM entity_items WHERE dn IN (SELECT value FROM json_each(?))',
      ).all(JSON.stringify(dns)) as { dn: string; name: string }[];
      return new Map(rows.map((r) => [r.dn.toLowerCase(), r.name]));
    },
    insert(item: EntityItem, at: number): void {
      const search = searchText(item);
      const { lastInsertRowid } = cachedStatement(
        db,
        'INSERT INTO entity_items (dn, entity_key, name, attrs, search, created_at, modified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(item.dn, item.entityKey, item.name, JSON.stringify(item.values), search, at, at);
      indexItem(db, lastInsertRowid, search);
    },
    update(item: EntityItem, at: number): void {
      const search = searchText(item);
      cachedStatement(db, 'UPDATE entity_items SET name = ?, attrs = ?, search = ?, modified_at = ? WHERE dn = ?').run(
        item.name,
        JSON.stringify(item.values),
        search,
        at,
        item.dn,
      );
      const rowid = itemRowid(item.dn);
      if (rowid !== undefined) indexItem(db, rowid, search);
    },
    /** Deletes the items and drops their DN from other items' values (answers how many were deleted). */
    remove(dns: readonly string[]): number {
      let removed = 0;
      for (const dn of dns) {
        const rowid = itemRowid(dn);
        if (rowid !== undefined) unindexItem(db, rowid);
        removed += cachedStatement(db, 'DELETE FROM entity_items WHERE dn = ?').run(dn).changes;
        const referring = cachedStatement(
          db,
          "SELECT dn, entity_key, name, attrs FROM entity_items WHERE attrs LIKE '%' || ? || '%'",
        ).all(JSON.stringify(dn).slice(1, -1)) as ItemRow[];
        for (const row of referring) {
          const item = toItem(row);
          const values = Object.fromEntries(
            Object.entries(item.values).map(([k, v]) => [k, v.filter((x) => x.toLowerCase() !== dn.toLowerCase())]),
          );
          cachedStatement(db, 'UPDATE entity_items SET attrs = ? WHERE dn = ?').run(JSON.stringify(values), item.dn);
        }
      }
      return removed;
    },
    count(entityKey: string): number {
      return (
        cachedStatement(db, 'SELECT COUNT(*) AS n FROM entity_items WHERE entity_key = ?').get(entityKey) as {
          n: number;
        }
      ).n;
    },
  };
}

export type EntityItems = ReturnType<typeof entityItems>;
