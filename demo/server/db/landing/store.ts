import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../search.js';

export type ItemList = 'featured' | 'landing';

export interface CategoryRow {
  id: number;
  list: ItemList;
  name: string;
  description: string;
  category_order: number;
}

export interface NewItem {
  categoryId: number;
  entityType: 'role' | 'resource' | 'prd' | 'application';
  itemDn: string | null;
  name: string;
  description: string;
  appUrl: string | null;
}

export interface ItemChange {
  id: number;
  categoryId?: number;
  order?: number;
  name?: string;
  description?: string;
  appUrl?: string | null;
}

/**
 * Featured items (request access) and landing items with their categories (landing_categories), and the
 * landing page's localised strings (ulp_strings, one row a locale and key).
 */
export function landingAdmin(db: Database) {
  const run = (sql: string, ...params: unknown[]) => cachedStatement(db, sql).run(...params);
  const category = (list: ItemList, id: number): CategoryRow | undefined =>
    cachedStatement(db, 'SELECT * FROM landing_categories WHERE list = ? AND id = ?').get(list, id) as
      CategoryRow | undefined;
  const nextOrder = (sql: string, ...params: unknown[]): number =>
    ((cachedStatement(db, sql).get(...params) as { n: number | null }).n ?? 0) + 1;
  const syncItems = (id: number) =>
    run(
      `UPDATE landing_items SET category_name = c.name, category_order = c.category_order
       FROM landing_categories c WHERE c.id = ? AND landing_items.category_id = c.id`,
      id,
    );

  return {
    categories: (list: ItemList): CategoryRow[] =>
      cachedStatement(db, 'SELECT * FROM landing_categories WHERE list = ? ORDER BY category_order, id').all(
        list,
      ) as CategoryRow[],
    category,
    addCategory(list: ItemList, name: string, description: string, order?: number): number {
      const position =
        order ?? nextOrder('SELECT MAX(category_order) AS n FROM landing_categories WHERE list = ?', list);
      return Number(
        run(
          'INSERT INTO landing_categories (list, name, description, category_order) VALUES (?, ?, ?, ?)',
          list,
          name,
          description,
          position,
        ).lastInsertRowid,
      );
    },
    updateCategory(id: number, change: { name?: string; description?: string; order?: number }): void {
      run(
        `UPDATE landing_categories SET name = COALESCE(?, name), description = COALESCE(?, description),
         category_order = COALESCE(?, category_order) WHERE id = ?`,
        change.name ?? null,
        change.description ?? null,
        change.order ?? null,
        id,
      );
      syncItems(id);
    },
    deleteCategory(id: number): void {
      run('DELETE FROM landing_items WHERE category_id = ?', id);
      run('DELETE FROM landing_categories WHERE id = ?', id);
      run("DELETE FROM ulp_strings WHERE key = 'category.' || ? || '.name'", id);
    },
    item: (list: ItemList, id: number) =>
      cachedStatement(db, 'SELECT id, category_id FROM landing_items WHERE list = ? AND id = ?').get(list, id) as
        { id: number; category_id: number } | undefined,
    itemCount: (list: ItemList, categoryId: number): number =>
      (
        cachedStatement(db, 'SELECT COUNT(*) AS n FROM landing_items WHERE list = ? AND category_id = ?').get(
          list,
          categoryId,
        ) as { n: number }
      ).n,
    hasItem: (list: ItemList, itemDn: string): boolean =>
      cachedStatement(db, 'SELECT 1 FROM landing_items WHERE list = ? AND item_dn = ?').get(list, itemDn) !== undefined,
    addItem(list: ItemList, item: NewItem): number {
      const owner = category(list, item.categoryId);
      if (!owner) throw new Error(`no category ${item.categoryId}`);
      const order = nextOrder('SELECT MAX(item_order) AS n FROM landing_items WHERE category_id = ?', item.categoryId);
      return Number(
        run(
          `INSERT INTO landing_items (list, category_id, category_name, category_order, item_order, entity_type, item_dn, name, description, app_url)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          list,
          owner.id,
          owner.name,
          owner.category_order,
          order,
          item.entityType,
          item.itemDn,
          item.name,
          item.description,
          item.appUrl,
        ).lastInsertRowid,
      );
    },
    updateItem(change: ItemChange): void {
      run(
        `UPDATE landing_items SET category_id = COALESCE(?, category_id), item_order = COALESCE(?, item_order),
         name = COALESCE(?, name), description = COALESCE(?, description),
         app_url = CASE WHEN ? THEN ? ELSE app_url END WHERE id = ?`,
        change.categoryId ?? null,
        change.order ?? null,
        change.name ?? null,
        change.description ?? null,
        change.appUrl === undefined ? 0 : 1,
        change.appUrl ?? null,
        change.id,
      );
      if (change.categoryId !== undefined) syncItems(change.categoryId);
    },
    deleteItem(id: number): void {
      run('DELETE FROM landing_items WHERE id = ?', id);
      run("DELETE FROM ulp_strings WHERE key = 'item.' || ? || '.name'", id);
    },
    strings: (locale: string): Map<string, string> =>
      new Map(
        (
          cachedStatement(db, 'SELECT key, value FROM ulp_strings WHERE locale = ? ORDER BY key').all(locale) as {
            key: string;
            value: string;
          }[]
        ).map((row) => [row.key, row.value]),
      ),
    setString(locale: string, key: string, value: string): void {
      if (value.trim() === '') run('DELETE FROM ulp_strings WHERE locale = ? AND key = ?', locale, key);
      else
        run(
          'INSERT INTO ulp_strings (locale, key, value) VALUES (?, ?, ?) ON CONFLICT (locale, key) DO UPDATE SET value = excluded.value',
          locale,
          key,
          value,
        );
    },
  };
}

export type LandingAdmin = ReturnType<typeof landingAdmin>;

/** Dashboard tiles: each user's saved list, the client's global tiles and access settings (JSON texts). */
export function dashboardStore(db: Database) {
  return {
    preference: (userDn: string): string | undefined =>
      (
        cachedStatement(db, 'SELECT tiles FROM dashboard_preferences WHERE user_dn = ?').get(userDn) as
          { tiles: string } | undefined
      )?.tiles,
    savePreference: (userDn: string, tiles: string): void =>
      void cachedStatement(
        db,
        'INSERT INTO dashboard_preferences (user_dn, tiles) VALUES (?, ?) ON CONFLICT (user_dn) DO UPDATE SET tiles = excluded.tiles',
      ).run(userDn, tiles),
    deletePreference: (userDn: string): void =>
      void cachedStatement(db, 'DELETE FROM dashboard_preferences WHERE user_dn = ?').run(userDn),
    setting: (clientId: string, kind: 'globalTiles' | 'access'): string | undefined =>
      (
        cachedStatement(db, 'SELECT value FROM dashboard_settings WHERE client_id = ? AND kind = ?').get(
          clientId,
          kind,
        ) as { value: string } | undefined
      )?.value,
    saveSetting: (clientId: string, kind: 'globalTiles' | 'access', value: string): void =>
      void cachedStatement(
        db,
        'INSERT INTO dashboard_settings (client_id, kind, value) VALUES (?, ?, ?) ON CONFLICT (client_id, kind) DO UPDATE SET value = excluded.value',
      ).run(clientId, kind, value),
  };
}
