import type { Database } from 'better-sqlite3';

export interface LandingItemRow {
  id: number;
  list: 'featured' | 'landing';
  category_id: number;
  category_name: string;
  category_order: number;
  item_order: number;
  entity_type: 'role' | 'resource' | 'prd' | 'application';
  item_dn: string | null;
  name: string;
  description: string;
  app_url: string | null;
}

/** Featured and landing items, by category order then item order; items of removed catalog objects are left out. */
export function landingQueries(db: Database) {
  const items = db.prepare<[string], LandingItemRow>(
    `SELECT l.* FROM landing_items l
     WHERE l.list = ? AND (l.item_dn IS NULL OR EXISTS (SELECT 1 FROM permission_index p WHERE p.dn = l.item_dn))
     ORDER BY l.category_order, l.item_order, l.id`,
  );
  return { items: (list: 'featured' | 'landing'): LandingItemRow[] => items.all(list) };
}
