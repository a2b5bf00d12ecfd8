import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { fetchCategories, fetchResources, fetchRoles } from '../lookups';
import { fetchCodeMapValues, fetchFeaturedItems, fetchItemDetails, searchCatalog } from './catalog';
import { accessKeys } from './keys';
import { proxyUserOf, serverFormUrl } from './shared';
import type { ItemDetails, RequestableItem } from './types';

/*
 * Request access's reads as queries: the catalog search (by text, type and category, for oneself or on
 * behalf of others), the categories, an item's details with its List options, and the featured items.
 */

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
async function searchCategory(
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

/** Options fetched for a List in one call at most; a longer code map is typed in. */
export const CODE_MAP_OPTIONS_LIMIT = 300;

/** A List parameter's options by code map id; a code map without options to choose from is absent. */
export type CodeMapOptions = Record<string, { value: string; label: string }[]>;

/** An item's details and the options of the List parameters its form asks for. */
export interface RequestItemDetails extends ItemDetails {
  codeMaps: CodeMapOptions;
}

/**
 * The options of the asked-for List parameters, one GET access/codeMap/{id}/values each. A code map that
 * cannot be read, or is longer than one call, gives no options (the value is typed in).
 */
async function fetchCodeMaps(
  core: IdmCore,
  codemapKeys: readonly string[],
  signal?: AbortSignal,
): Promise<CodeMapOptions> {
  const entries = await Promise.all(
    [...new Set(codemapKeys)].map(async (id) => {
      const page = await fetchCodeMapValues(core, { id, size: CODE_MAP_OPTIONS_LIMIT }, signal).catch(() => null);
      return [id, !page || page.hasMore ? [] : page.items.map((v) => ({ value: v.value, label: v.label }))] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, options]) => options.length > 0));
}

/** `item`'s details (POST access/permissions/item) with the options of its List parameters. */
export function requestItemDetailsQuery(core: IdmCore, item: { dn: string; entityType: CatalogEntityType }) {
  return queryOptions({
    queryKey: accessKeys.requestItemDetails(proxyUserOf(core) ?? '', item.entityType, item.dn),
    queryFn: async ({ signal }): Promise<RequestItemDetails> => {
      const details = await fetchItemDetails(core, item, signal);
      // A parameter with a code map is a List; hidden and static ones are not asked for.
      const asked = details.parameters.filter((p) => !p.hidden && !p.static && p.codemapKey !== '');
      return {
        ...details,
        codeMaps: await fetchCodeMaps(
          core,
          asked.map((p) => p.codemapKey),
          signal,
        ),
      };
    },
    staleTime: 60_000,
  });
}

/**
 * The options of one List parameter (GET access/codeMap/{id}/values, one call): none when the code map is
 * longer than that (the value is typed in), or cannot be read.
 */
export function codeMapOptionsQuery(core: IdmCore, id: string) {
  return queryOptions({
    queryKey: accessKeys.codeMapOptions(id),
    queryFn: async ({ signal }) => (await fetchCodeMaps(core, [id], signal))[id] ?? [],
    staleTime: 300_000,
  });
}

/** Featured items of each category the request page shows first ("Show more" reads the rest). */
export const FEATURED_PAGE_SIZE = 12;

/** The request-access page's featured items by category (GET access/featuredItems, a page of each). */
export function featuredItemsQuery(core: IdmCore) {
  return queryOptions({
    queryKey: accessKeys.featuredItems(proxyUserOf(core) ?? ''),
    queryFn: ({ signal }) => fetchFeaturedItems(core, signal, { size: FEATURED_PAGE_SIZE }),
    staleTime: 60_000,
  });
}

/** The server-side request form of a request definition: `<origin>/<context>/requestForm.do?id=<dn>`; null for others. */
export function requestFormUrl(core: IdmCore, item: { dn: string; entityType: string }): string | null {
  if (item.entityType.toUpperCase() !== 'PRD' || !core.context) return null;
  return serverFormUrl(core, 'requestForm.do', { id: item.dn });
}
