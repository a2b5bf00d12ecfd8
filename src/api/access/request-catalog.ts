import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { fetchCategories } from '../lookups';
import { searchCatalog } from './catalog';
import { accessKeys } from './keys';
import { proxyUserOf } from './shared';
import { CatalogCategory, CatalogPage, CatalogPageQuery, searchCategory } from './category-search';

/*
 * Request access's reads as queries: the catalog search (by text, type and category, for oneself or on
 * behalf of others), the categories, an item's details with its List options, and the featured items.
 */

/** Categories read at most per kind. */
const CATEGORY_LIMIT = 300;

/** Categories of roles and resources together, by name; a category known to both lists once. */
export async function fetchCatalogCategories(core: IdmCore, signal?: AbortSignal): Promise<CatalogCategory[]> {
  const [roles, resources] = await Promise.all([
    fetchCategories(core, { kind: 'role', size: CATEGORY_LIMIT }, signal).catch(() => ({ items: [] })),
    fetchCategories(core, { kind: 'resource', size: CATEGORY_LIMIT }, signal).catch(() => ({ items: [] })),
  ]);
  const byKey = new Map<string, CatalogCategory>();
  for (const [kind, list] of [
    ['role', roles.items],
    ['resource', resources.items],
  ] as const) {
    for (const category of list) {
      const known = byKey.get(category.key);
      if (known) known.kinds = [...known.kinds, kind];
      else byKey.set(category.key, { key: category.key, name: category.name, kinds: [kind] });
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function catalogCategoriesQuery(core: IdmCore) {
  return queryOptions({
    queryKey: accessKeys.catalogCategories(proxyUserOf(core) ?? ''),
    queryFn: ({ signal }) => fetchCatalogCategories(core, signal),
    staleTime: 300_000,
  });
}

/** One page of what may be requested (the permission index, or the category's role and resource lists). */
export async function fetchCatalogPage(
  core: IdmCore,
  query: CatalogPageQuery,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  if (query.categoryKey) {
    const categories = await core.queryClient.fetchQuery(catalogCategoriesQuery(core));
    return searchCategory(
      core,
      query,
      categories.find((c) => c.key === query.categoryKey),
      signal,
    );
  }
  const onBehalf = query.targetDns && query.targetDns.length > 0;
  return searchCatalog(
    core,
    {
      q: query.q,
      size: query.size,
      nextIndex: query.nextIndex,
      sortByName: false,
      types: query.types,
      ...(onBehalf ? { targetDns: query.targetDns } : {}),
    },
    signal,
  );
}

/** The catalog page of `query`; the previous page stays on screen while the next one loads. */
export function catalogPageQuery(core: IdmCore, query: CatalogPageQuery) {
  return queryOptions({
    queryKey: accessKeys.catalogPage(proxyUserOf(core) ?? '', query),
    queryFn: ({ signal }) => fetchCatalogPage(core, query, signal),
    placeholderData: keepPreviousData,
  });
}
