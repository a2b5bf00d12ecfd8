import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

export type ItemListName = 'featured' | 'landing';

/**
 * Each item list's version (the landing page, the request page's featured items): a counter that triggers raise
 * on every insert, update and delete of its items and categories, whoever writes (a route, a seed, a script
 * through the REST API). Its editors' If-Match is checked against it without reading the list, which at 10,000
 * items is megabytes (demo/server/README.md "Versions: ETag and If-Match").
 */
export const ITEM_LIST_VERSIONS = `
  CREATE TABLE IF NOT EXISTS item_list_versions (
    list TEXT PRIMARY KEY CHECK (list IN ('featured', 'landing')),
    version INTEGER NOT NULL
  );
  INSERT OR IGNORE INTO item_list_versions (list, version) VALUES ('featured', 1), ('landing', 1);
  ${['landing_items', 'landing_categories']
    .map(
      (table) => `
  CREATE TRIGGER IF NOT EXISTS ${table}_version_insert AFTER INSERT ON ${table} BEGIN
    UPDATE item_list_versions SET version = version + 1 WHERE list = NEW.list;
  END;
  CREATE TRIGGER IF NOT EXISTS ${table}_version_update AFTER UPDATE ON ${table} BEGIN
    UPDATE item_list_versions SET version = version + 1 WHERE list IN (OLD.list, NEW.list);
  END;
  CREATE TRIGGER IF NOT EXISTS ${table}_version_delete AFTER DELETE ON ${table} BEGIN
    UPDATE item_list_versions SET version = version + 1 WHERE list = OLD.list;
  END;`,
    )
    .join('')}
`;

/** The list's version as a strong, quoted entity tag: the same for every page, search and language of it. */
export function itemListVersion(db: Database, list: ItemListName): string {
  const row = cachedStatement(db, 'SELECT version FROM item_list_versions WHERE list = ?').get(list) as
    { version: number } | undefined;
  return `"${list}-${row?.version ?? 0}"`;
}
