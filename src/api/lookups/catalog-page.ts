import type { IdmCore, QueryParams } from '../../core';
import { getLookupPage, joined, lookupQueryParams } from './read';
import type { LookupPage, LookupQuery } from './types';

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
