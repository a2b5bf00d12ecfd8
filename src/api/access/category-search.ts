import type { IdmCore } from '../../core';
import { fetchResources, fetchRoles } from '../lookups';
import { searchCatalog } from './catalog';
import type { RequestableItem } from './types';

export type CatalogEntityType = 'ROLE' | 'RESOURCE' | 'PRD';

/** A role or resource category; `kinds`: where it exists, so that filtering by it asks only those lists. */
export interface CatalogCategory {
  key: string;
  name: string;
  kinds: ('role' | 'resource')[];
}

export interface CatalogPageQuery {
  /** The typed text; '' browses ('*'). */
  q: string;
  types: readonly CatalogEntityType[];
  /** '' for every category. */
  categoryKey: string;
  /** 1-based start index. */
  nextIndex: number;
  size: number;
  /** On behalf of others: the recipients whose requestable items are searched. */
  targetDns?: readonly string[];
}

/** A page of the catalog; `total` is unknown for a category searched on behalf of others. */
export interface CatalogPage {
  items: RequestableItem[];
  nextIndex: number;
  total?: number;
}

/** A role or resource of a catalog list as a requestable item (categories by name, like the permission index). */
const listedItem = (
  entityType: 'ROLE' | 'RESOURCE',
  item: { dn: string; name: string; description: string; categories: { name: string }[] },
): RequestableItem => ({
  dn: item.dn,
  name: item.name,
  description: item.description,
  entityType,
  categories: item.categories.map((c) => c.name),
  bulkRequestable: true,
  multiAssignable: false,
  isExpirationRequired: false,
  expiresAfter: '',
});

/** Only active roles and resources (status 50) may be requested. */
const ACTIVE = 50;

/**
 * A category-filtered search: the permission index has no category filter, so roles and resources are
 * asked through their catalog lists (categoryKeys) — only the kinds the category exists for — and
 * merged by name; a page holds up to `size` of each. On behalf of others the target set's permissions
 * are searched and filtered by the category's name (a page may then come up short).
 */
export async function searchCategory(
  core: IdmCore,
  query: CatalogPageQuery,
  category: CatalogCategory | undefined,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  const name = category?.name ?? query.categoryKey;
  if (query.targetDns && query.targetDns.length > 0) {
    const page = await searchCatalog(
      core,
      { q: query.q, size: query.size, nextIndex: query.nextIndex, types: query.types, targetDns: query.targetDns },
      signal,
    );
    return { items: page.items.filter((item) => item.categories.includes(name)), nextIndex: page.nextIndex };
  }
  const wanted = (kind: 'role' | 'resource') =>
    query.types.includes(kind === 'role' ? 'ROLE' : 'RESOURCE') && (category?.kinds ?? [kind]).includes(kind);
  const paging = { q: query.q, size: query.size, nextIndex: query.nextIndex, categoryKeys: [query.categoryKey] };
  const pages = await Promise.all([
    ...(wanted('role')
      ? [
          fetchRoles(core, paging, signal).then((page) => ({
            ...page,
            items: page.items.filter((r) => r.status === ACTIVE).map((r) => listedItem('ROLE', r)),
          })),
        ]
      : []),
    ...(wanted('resource')
      ? [
          fetchResources(core, paging, signal).then((page) => ({
            ...page,
            items: page.items.filter((r) => r.status === ACTIVE).map((r) => listedItem('RESOURCE', r)),
          })),
        ]
      : []),
  ]);
  const items = pages.flatMap((p) => p.items).sort((a, b) => a.name.localeCompare(b.name));
  const nextIndex = Math.max(-1, ...pages.map((p) => p.nextIndex));
  const totals = pages.map((p) => p.total);
  return totals.every((t) => t !== undefined)
    ? { items, nextIndex, total: totals.reduce<number>((sum, t) => sum + (t ?? 0), 0) }
    : { items, nextIndex };
}
