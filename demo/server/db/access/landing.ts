import type { Database } from 'better-sqlite3';
import { cachedStatement, containsAny, runPaged, where, type PageResult } from '../search.js';

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

/** Items of removed catalog objects are left out. */
const VISIBLE = '(l.item_dn IS NULL OR EXISTS (SELECT 1 FROM permission_index p WHERE p.dn = l.item_dn))';

/** Featured and landing items: a category's items in order, the categories that have items. */
export function landingQueries(db: Database) {
  return {
    /** One page of a category's items in order (1-based `nextIndex`), those whose name or description contain q. */
    categoryPage: (
      categoryId: number,
      page: { q: string; size: number; nextIndex: number },
    ): PageResult<LandingItemRow> =>
      runPaged<LandingItemRow>(
        db,
        {
          select: 'l.*',
          from: 'landing_items l',
          where: [
            where('l.category_id = ?', categoryId),
            where(VISIBLE),
            containsAny(['l.name', 'l.description'], page.q),
          ],
          sortBy: 'l.item_order',
          tieBreak: 'l.id',
        },
        { ...page, descending: false },
      ),
    /** The ids of the list's categories that have items (matching q), in order. */
    categoriesWithItems: (list: 'featured' | 'landing', q: string): number[] => {
      const match = containsAny(['l.name', 'l.description'], q);
      return (
        cachedStatement(
          db,
          `SELECT c.id FROM landing_categories c WHERE c.list = ? AND EXISTS (SELECT 1 FROM landing_items l
           WHERE l.category_id = c.id AND ${VISIBLE}${match ? ` AND ${match.sql}` : ''})
           ORDER BY c.category_order, c.id`,
        ).all(list, ...(match?.params ?? [])) as { id: number }[]
      ).map((row) => row.id);
    },
  };
}
