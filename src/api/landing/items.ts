import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { formatProperties, parseProperties } from '../../domain/landing';
import { accessKeys } from '../access/keys';
import { fetchFeaturedItems, fetchLandingItems } from '../access/landing-items';
import type { LandingItems } from '../access/request-types';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asObject, asString } from '../lookups/read';
import { landingKeys } from './keys';
import { ITEMS_PAGE_SIZE } from './pages';

/** Which list an edit is about: the landing page's items, or the request page's featured items. */
export type ItemList = 'landing' | 'featured';

const paths = {
  landing: {
    categories: 'access/ulp/categories',
    update: 'access/ulp/landingItems/v2',
    remove: 'access/ulp/items',
    permissions: 'access/ulp/featuredItems',
  },
  featured: {
    categories: 'access/featuredItems/categories',
    update: 'access/featuredItems',
    remove: 'access/featuredItems',
    permissions: 'access/featuredItems',
  },
} as const;

export interface CategoryChange {
  id: string;
  name?: string;
  order?: number;
}

export interface ItemChange {
  itemId: string;
  name?: string;
  description?: string;
  appUrl?: string;
  categoryId?: string;
  order?: number;
}

export interface NewApplication {
  categoryId: string;
  name: string;
  description: string;
  appUrl: string;
}

/** The ids an OperationResponseNode names as done. */
const succeededIds = (body: unknown): string[] =>
  asArray(asObject(body).succeeded).map((node) => asString(asObject(node).id));

/** POST categories `{itemCategories: [{categoryName}]}`: answers the new category's id. */
export async function addCategory(core: IdmCore, list: ItemList, name: string): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest(paths[list].categories),
    body: { itemCategories: [{ categoryName: name }] },
  });
  return succeededIds(body)[0] ?? '';
}

/** PUT categories: names and order numbers. */
export async function updateCategories(
  core: IdmCore,
  list: ItemList,
  changes: readonly CategoryChange[],
): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest(paths[list].categories),
    body: {
      itemCategories: changes.map((c) => ({
        itemCategoryId: Number(c.id),
        ...(c.name === undefined ? {} : { categoryName: c.name }),
        ...(c.order === undefined ? {} : { itemCategoryOrder: c.order }),
      })),
    },
  });
}

/** DELETE categories (and their items). */
export async function deleteCategory(core: IdmCore, list: ItemList, id: string): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest(paths[list].categories),
    body: { itemCategories: [{ itemCategoryId: Number(id) }] },
  });
}

/** POST `access/ulp/items`: an application on the landing page; answers its item id. */
export async function addApplication(core: IdmCore, item: NewApplication): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/ulp/items'),
    body: {
      items: [
        {
          name: item.name,
          desc: item.description,
          appUrl: item.appUrl,
          entityType: 'application',
          itemCategoryId: Number(item.categoryId),
        },
      ],
    },
  });
  return succeededIds(body)[0] ?? '';
}

/** POST featured items (`access/featuredItems` or `access/ulp/featuredItems`): a role, resource or PRD. */
export async function addPermissionItem(
  core: IdmCore,
  list: ItemList,
  item: { categoryId: string; dn: string; entityType: string },
): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest(paths[list].permissions),
    body: { items: [{ id: item.dn, entityType: item.entityType, itemCategoryId: Number(item.categoryId) }] },
  });
  return succeededIds(body)[0] ?? '';
}

/** PUT items: names, descriptions, addresses, categories and order numbers. */
export async function updateItems(core: IdmCore, list: ItemList, changes: readonly ItemChange[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest(paths[list].update),
    ...(list === 'landing' ? { query: { clientId: core.options.clientId } } : {}),
    body: {
      items: changes.map((c) => ({
        itemId: Number(c.itemId),
        ...(c.name === undefined ? {} : { name: c.name }),
        ...(c.description === undefined ? {} : { desc: c.description }),
        ...(c.appUrl === undefined ? {} : { appUrl: c.appUrl }),
        ...(c.categoryId === undefined ? {} : { itemCategoryId: Number(c.categoryId) }),
        ...(c.order === undefined ? {} : { itemOrder: c.order }),
      })),
    },
  });
}

export async function deleteItem(core: IdmCore, list: ItemList, itemId: string): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest(paths[list].remove),
    body: { items: [{ itemId: Number(itemId) }] },
  });
}

/** GET `access/ulp/l10n/{locale}.properties`: the landing page's names in one language. */
export async function fetchLandingStrings(
  core: IdmCore,
  locale: string,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const text = await core.http.request<string>({
    url: core.http.rest(`access/ulp/l10n/${encodeURIComponent(locale)}.properties`),
    headers: { Accept: 'text/plain' },
    responseType: 'text',
    signal,
  });
  return parseProperties(typeof text === 'string' ? text : '');
}

/** PUT `access/ulp/l10n/{locale}.properties`: the given names replace theirs (an empty one removes it). */
export async function saveLandingStrings(
  core: IdmCore,
  locale: string,
  entries: ReadonlyMap<string, string>,
): Promise<void> {
  if (entries.size === 0) return;
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest(`access/ulp/l10n/${encodeURIComponent(locale)}.properties`),
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: formatProperties(entries),
  });
}

export const landingQueries = {
  /**
   * GET `access/ulp/landingItems/v2`: the landing page's categories and items; with `q`, the categories
   * holding items whose name or description contain it, and those items.
   */
  items: (core: IdmCore, q = '') =>
    queryOptions<LandingItems>({
      queryKey: landingKeys.items(q),
      queryFn: ({ signal }) => fetchLandingItems(core, signal, { size: ITEMS_PAGE_SIZE, ...(q ? { q } : {}) }),
    }),
  /** GET `access/featuredItems`: the request page's featured items, for their editor. */
  featured: (core: IdmCore) =>
    queryOptions<LandingItems>({
      queryKey: landingKeys.featured(),
      queryFn: ({ signal }) => fetchFeaturedItems(core, signal, { size: ITEMS_PAGE_SIZE }),
    }),
  strings: (core: IdmCore, locale: string) =>
    queryOptions({
      queryKey: landingKeys.strings(locale),
      queryFn: ({ signal }) => fetchLandingStrings(core, locale, signal),
      staleTime: 60_000,
    }),
};

/** One edit of a list: what it does (the functions above) and what the banner says after it. */
export interface LandingEdit {
  list: ItemList;
  run: (core: IdmCore) => Promise<unknown>;
  message: string;
}

/**
 * Runs an edit of the landing page or the request page; the banner says `message` (or the fault), and
 * the lists refetch: the landing page's, the editors', and Request Access's featured items, at once.
 */
export const useLandingEdit = () =>
  useCatalogMutation<LandingEdit, unknown>({
    run: (core, edit) => edit.run(core),
    invalidate: (edit) =>
      edit.list === 'featured' ? [landingKeys.featured(), accessKeys.requestAccessAll] : [landingKeys.all],
    report: (_core, _result, edit) => ({ message: edit.message }),
  });
