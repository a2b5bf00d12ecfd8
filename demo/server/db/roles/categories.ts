import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

export interface RoleCategoryRow {
  key: string;
  name: string;
}

/** Role categories (the `categories` table, kind role): find by key or English name, add, remove with their links. */
export function roleCategoryRepository(db: Database) {
  return {
    byKey: (key: string): RoleCategoryRow | undefined =>
      cachedStatement(
        db,
        "SELECT key, json_extract(names, '$.en') AS name FROM categories WHERE kind = 'role' AND key = ?",
      ).get(key) as RoleCategoryRow | undefined,
    byName: (name: string): RoleCategoryRow | undefined =>
      cachedStatement(
        db,
        `SELECT key, json_extract(names, '$.en') AS name FROM categories
         WHERE kind = 'role' AND json_extract(names, '$.en') = ? COLLATE NOCASE`,
      ).get(name) as RoleCategoryRow | undefined,
    add(key: string, name: string): void {
      cachedStatement(db, "INSERT INTO categories (kind, key, names) VALUES ('role', ?, ?)").run(
        key,
        JSON.stringify({ en: name }),
      );
    },
    /** Removes the category and takes it off every role that had it. */
    remove(key: string): void {
      db.transaction(() => {
        cachedStatement(db, 'DELETE FROM role_categories WHERE category_key = ?').run(key);
        cachedStatement(db, "DELETE FROM categories WHERE kind = 'role' AND key = ?").run(key);
      })();
    },
  };
}
