import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

export interface CategoryRow {
  key: string;
  name: string;
}

/** The kinds of categories an administrator adds and deletes, and the table linking each kind's objects to them. */
export type CategoryKind = 'role' | 'resource';
const LINKS: Record<CategoryKind, string> = { role: 'role_categories', resource: 'resource_categories' };

/**
 * Categories of one kind (the `categories` table): find by key or English name, add, remove with their links
 * (the roles or resources in it lose it).
 */
export function categoryRepository(db: Database, kind: CategoryKind) {
  return {
    byKey: (key: string): CategoryRow | undefined =>
      cachedStatement(
        db,
        "SELECT key, json_extract(names, '$.en') AS name FROM categories WHERE kind = ? AND key = ?",
      ).get(kind, key) as CategoryRow | undefined,
    byName: (name: string): CategoryRow | undefined =>
      cachedStatement(
        db,
        `SELECT key, json_extract(names, '$.en') AS name FROM categories
         WHERE kind = ? AND json_extract(names, '$.en') = ? COLLATE NOCASE`,
      ).get(kind, name) as CategoryRow | undefined,
    add(key: string, name: string): void {
      cachedStatement(db, 'INSERT INTO categories (kind, key, names) VALUES (?, ?, ?)').run(
        kind,
        key,
        JSON.stringify({ en: name }),
      );
    },
    /** Removes the category and takes it off every object that had it. */
    remove(key: string): void {
      db.transaction(() => {
        cachedStatement(db, `DELETE FROM ${LINKS[kind]} WHERE category_key = ?`).run(key);
        cachedStatement(db, 'DELETE FROM categories WHERE kind = ? AND key = ?').run(kind, key);
      })();
    },
  };
}
