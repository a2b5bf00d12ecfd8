import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { accessKeys } from './keys';
import { fetchFeaturedItems } from './landing-items';
import { proxyUserOf } from './shared';

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
