import type { CatalogPage, LandingItem, LandingItems, OnBehalfAccess, RequestableItem } from '../../api/access';
import {
  NO_ON_BEHALF,
  type CatalogItem,
  type ItemCategory,
  type ItemKind,
  type LandingEntry,
  type OnBehalfRules,
} from './model';

/*
 * The request-access view model: what the screens show, read from `src/api/access`'s answers (applied
 * with `select`). Each mapping is a small named function.
 */

const KIND_OF_ENTITY: Record<string, ItemKind> = { ROLE: 'role', RESOURCE: 'resource', PRD: 'prd' };
const ENTITY_OF_KIND: Record<ItemKind, 'ROLE' | 'RESOURCE' | 'PRD'> = {
  role: 'ROLE',
  resource: 'RESOURCE',
  prd: 'PRD',
};

/** 'ROLE' / 'role' → 'role'; unknown → null. */
export function kindOfEntity(entityType: string): ItemKind | null {
  return KIND_OF_ENTITY[entityType.toUpperCase()] ?? null;
}

/** Category names (all the permission index gives) as category references. */
const namedCategories = (names: readonly string[]): ItemCategory[] => names.map((name) => ({ key: name, name }));

/** A permission-index item as a catalog item; null for kinds the area does not request. */
export function catalogItemOf(item: RequestableItem): CatalogItem | null {
  const kind = kindOfEntity(item.entityType);
  if (!kind) return null;
  return {
    id: item.dn,
    kind,
    name: item.name,
    description: item.description,
    categories: namedCategories(item.categories),
    bulkRequestable: item.bulkRequestable,
  };
}

/** A featured or landing item: a requestable item, or an application link. */
export function landingEntryOf(item: LandingItem): LandingEntry | null {
  if (item.entityType.toLowerCase() === 'application') {
    return item.appUrl
      ? { kind: 'application', id: item.itemId, name: item.name, description: item.description, url: item.appUrl }
      : null;
  }
  const kind = kindOfEntity(item.entityType);
  if (!kind || !item.dn) return null;
  return {
    id: item.dn,
    kind,
    name: item.name,
    description: item.description,
    categories: [],
    bulkRequestable: item.bulkRequestable,
  };
}

/** The landing items by category, and those outside any category. */
export interface LandingData {
  categories: { key: string; name: string; items: LandingEntry[] }[];
  uncategorized: LandingEntry[];
}

export function landingDataOf(items: LandingItems): LandingData {
  const entries = (list: readonly LandingItem[]) =>
    list.map(landingEntryOf).filter((e): e is LandingEntry => e !== null);
  return {
    categories: items.categories.map((category) => ({
      key: category.id || category.name,
      name: category.name,
      items: entries(category.items).map((entry) =>
        entry.kind === 'application'
          ? entry
          : { ...entry, categories: [{ key: category.id || category.name, name: category.name }] },
      ),
    })),
    uncategorized: entries(items.uncategorized),
  };
}

/** The contract's entity type of an item kind (what the details call and the search's type filter send). */
export const entityTypeOf = (kind: ItemKind): 'ROLE' | 'RESOURCE' | 'PRD' => ENTITY_OF_KIND[kind];

/** A catalog page's requestable items (kinds the area does not request left out). */
export function catalogItemsOf(page: CatalogPage): { items: CatalogItem[]; nextIndex: number; total?: number } {
  return {
    items: page.items.map(catalogItemOf).filter((item): item is CatalogItem => item !== null),
    nextIndex: page.nextIndex,
    ...(page.total !== undefined ? { total: page.total } : {}),
  };
}

/** robInit and the managed teams as the recipient chooser's rules. */
export function onBehalfRulesOf(access: OnBehalfAccess): OnBehalfRules {
  if (!access.authorized) return NO_ON_BEHALF;
  return {
    allowed: true,
    users: true,
    // A group is a way to pick some of its members; only a role administrator may give it the role itself.
    groups: true,
    groupAssignment: access.isRoleAdmin,
    teams: access.teams.length > 0,
    teamList: access.teams,
  };
}
