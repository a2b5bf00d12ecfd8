import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { accessKeys } from '../access/keys';
import { fetchFeaturedItems, fetchLandingItems } from '../access/landing-items';
import type { LandingItems } from '../access/request-types';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asObject, asString } from '../lookups/read';
import { landingKeys } from './keys';
import { ITEMS_PAGE_SIZE } from './pages';
import { fetchLandingStrings } from './landing-strings';

/** Which list an edit is about: the landing page's items, or the request page's featured items. */
export type ItemList = 'landing' | 'featured';

export const paths = {
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
export const succeededIds = (body: unknown): string[] =>
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
