import type { IdmCore, QueryParams } from '../../core';
import {
  asNumber,
  getLookupPage,
  joined,
  lookupQueryParams,
  readCategories,
  readNamed,
  readOwners,
  type Json,
} from './read';
import type { CategoryRef, LookupPage, LookupQuery, OwnerRef } from './types';

/** What every catalog list (roles, resources) is asked by: the lookup paging, sortBy and the categories. */
export interface CatalogListQuery extends LookupQuery {
  /** Only items in any of these categories (sent comma-separated). */
  categoryKeys?: readonly string[];
  /** 'name' (default) or 'description'. */
  sortBy?: 'name' | 'description';
}

/**
 * GET a catalog list (q, nextIndex, size, sortBy, sortOrder, categoryKeys and what `more` adds): the items
 * under `list`, the total under `total` or `totalSize`.
 */
export function getCatalogPage<T>(
  core: IdmCore,
  path: string,
  list: string,
  read: (value: unknown) => T,
  query: CatalogListQuery,
  more: QueryParams,
  signal: AbortSignal | undefined,
): Promise<LookupPage<T>> {
  const params = {
    ...lookupQueryParams(query),
    sortBy: query.sortBy,
    ...more,
    categoryKeys: joined(query.categoryKeys),
  };
  return getLookupPage(core, path, params, signal, list, read, 'total', 'totalSize');
}

/** What every catalog item (role, resource) has. */
export interface CatalogItem {
  /** Its DN (the contract's `id`). */
  dn: string;
  name: string;
  description: string;
  categories: CategoryRef[];
  owners: OwnerRef[];
  /** 50 Created, 15 Pending Delete. */
  status: number;
}

/** The catalog item fields of a RoleNode or a ResourceNode. */
export const readCatalogItem = (o: Json): CatalogItem => ({
  ...readNamed(o),
  categories: readCategories(o.categories),
  owners: readOwners(o.owners),
  status: asNumber(o.status) ?? 50,
});
