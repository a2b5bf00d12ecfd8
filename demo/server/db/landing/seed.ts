import type { Database } from 'better-sqlite3';
import { createRandom } from '../seed/prng.js';
import { landingAdmin, type ItemList } from './store.js';

/** Items a generated category holds at most: 10,000 landing items spread over 40 categories. */
export const GENERATED_CATEGORY_SIZE = 250;

const AREAS = ['Finance', 'Sales', 'Engineering', 'Operations', 'People', 'Legal', 'Facilities', 'Support'] as const;
const TOOLS = ['Portal', 'Dashboard', 'Reports', 'Wiki', 'Tracker', 'Planner', 'Archive', 'Console', 'Forms'] as const;

const count = (db: Database, list: ItemList): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM landing_items WHERE list = ?').get(list) as { n: number }).n;

/** The generated category that still has room, or a new one (`<prefix> 01`, `02`, …). */
function categoryWithRoom(db: Database, list: ItemList, prefix: string): number {
  const store = landingAdmin(db);
  const open = db
    .prepare(
      `SELECT c.id FROM landing_categories c WHERE c.list = ? AND c.name LIKE ? || ' %'
       AND (SELECT COUNT(*) FROM landing_items i WHERE i.category_id = c.id) < ? ORDER BY c.id LIMIT 1`,
    )
    .get(list, prefix, GENERATED_CATEGORY_SIZE) as { id: number } | undefined;
  if (open) return open.id;
  const made = (
    db
      .prepare("SELECT COUNT(*) AS n FROM landing_categories WHERE list = ? AND name LIKE ? || ' %'")
      .get(list, prefix) as { n: number }
  ).n;
  return store.addCategory(
    list,
    `${prefix} ${String(made + 1).padStart(2, '0')}`,
    `Generated ${prefix.toLowerCase()}.`,
  );
}

/**
 * `--landing-items N`: applications are added to the landing page until it has N items, in generated
 * categories ("Business applications 01", …) of 250 each. Deterministic from the count; the caller's db.
 */
export function topUpLandingItems(db: Database, total: number): number {
  const have = count(db, 'landing');
  if (have >= total) return 0;
  const random = createRandom(have + 19);
  const store = landingAdmin(db);
  let added = 0;
  db.transaction(() => {
    let category = categoryWithRoom(db, 'landing', 'Business applications');
    let room = GENERATED_CATEGORY_SIZE - store.itemCount('landing', category);
    while (have + added < total) {
      if (room <= 0) {
        category = categoryWithRoom(db, 'landing', 'Business applications');
        room = GENERATED_CATEGORY_SIZE;
      }
      const serial = have + added + 1;
      const name = `${random.pick(AREAS)} ${random.pick(TOOLS)} ${String(serial).padStart(5, '0')}`;
      store.addItem('landing', {
        categoryId: category,
        entityType: 'application',
        itemDn: null,
        name,
        description: `Open ${name}.`,
        appUrl: `https://apps.example.com/${name.toLowerCase().replaceAll(' ', '-')}`,
      });
      added += 1;
      room -= 1;
    }
  })();
  return added;
}

/**
 * `--featured-items N`: roles, resources and request definitions not featured yet are featured on the request
 * page until it has N items (fewer when the catalog has fewer: add `--roles N`), in generated categories
 * ("Featured 01", …) of 250 each. Deterministic: the catalog's order.
 */
export function topUpFeaturedItems(db: Database, total: number): number {
  const have = count(db, 'featured');
  if (have >= total) return 0;
  const store = landingAdmin(db);
  const candidates = db
    .prepare<[number], { dn: string; type: string; name: string; description: string }>(
      `SELECT p.dn, lower(p.type) AS type, p.name, p.description FROM permission_index p
       WHERE NOT EXISTS (SELECT 1 FROM landing_items l WHERE l.list = 'featured' AND l.item_dn = p.dn)
       ORDER BY p.type DESC, p.name, p.dn LIMIT ?`,
    )
    .all(total - have);
  db.transaction(() => {
    let category = categoryWithRoom(db, 'featured', 'Featured');
    let room = GENERATED_CATEGORY_SIZE - store.itemCount('featured', category);
    for (const permission of candidates) {
      if (room <= 0) {
        category = categoryWithRoom(db, 'featured', 'Featured');
        room = GENERATED_CATEGORY_SIZE;
      }
      store.addItem('featured', {
        categoryId: category,
        entityType: permission.type as 'role' | 'resource' | 'prd',
        itemDn: permission.dn,
        name: permission.name,
        description: permission.description,
        appUrl: null,
      });
      room -= 1;
    }
  })();
  return candidates.length;
}
