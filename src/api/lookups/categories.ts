import type { IdmCore } from '../../core';
import { asArray, asObject, lookupQueryParams, page, readCategories, readNextIndex, readTotal } from './read';
import type { CategoryRef, LookupPage, LookupQuery } from './types';

export type CategoryKind = 'role' | 'resource';

export interface CategoryLookupQuery extends LookupQuery {
  kind: CategoryKind;
}

const PATHS: Record<CategoryKind, string> = { role: 'catalog/roleCategories', resource: 'catalog/resourceCategories' };

/** GET `catalog/roleCategories` or `catalog/resourceCategories` (q, nextIndex, size, sortBy=name, sortOrder). */
export async function fetchCategories(
  core: IdmCore,
  params: CategoryLookupQuery,
  signal?: AbortSignal,
): Promise<LookupPage<CategoryRef>> {
  const { kind, ...query } = params;
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest(PATHS[kind]),
      query: { ...lookupQueryParams(query), sortBy: 'name' },
      signal,
    }),
  );
  return page(readCategories(asArray(body.categories)), readNextIndex(body), readTotal(body, 'total', 'totalSize'));
}
