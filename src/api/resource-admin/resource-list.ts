import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { getCatalogPage } from '../lookups/catalog-page';
import type { LookupPage } from '../lookups/types';
import { resourceAdminKeys } from './keys';
import { readResourceSummary } from './resource-summary';
import type { ResourceListQuery, ResourceSummary } from './types';

/*
 * The resource list's reader and query, apart from the details, assignments and code-map calls
 * (resources.ts) and the editors' (mutations.ts): the list page loads only these.
 */

/** GET `catalog/resources/listV2` (q, nextIndex, size, sortBy, sortOrder, categoryKeys). */
export async function fetchResourceList(
  core: IdmCore,
  query: ResourceListQuery,
  signal?: AbortSignal,
): Promise<LookupPage<ResourceSummary>> {
  return getCatalogPage(core, 'catalog/resources/listV2', 'resources', readResourceSummary, query, {}, signal);
}

/** The resource list as TanStack Query options (`resourceAdminQueries.list`). */
export const resourceListQuery = (core: IdmCore, query: ResourceListQuery) =>
  queryOptions({
    queryKey: resourceAdminKeys.list(query),
    queryFn: ({ signal }) => fetchResourceList(core, query, signal),
    placeholderData: keepPreviousData,
  });
