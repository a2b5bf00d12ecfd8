import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { lookupKeys, type LookupKind } from './keys';

export type LookupFetcher<P, R> = (core: IdmCore, params: P, signal?: AbortSignal) => Promise<R>;

/** Query options for any lookup: `lookupQuery(core, 'roles', { q: 'access' }, fetchRoles)`. */
export function lookupQuery<P, R>(core: IdmCore, kind: LookupKind, params: P, fetcher: LookupFetcher<P, R>) {
  return queryOptions({
    queryKey: lookupKeys.of(kind, params),
    queryFn: ({ signal }) => fetcher(core, params, signal),
  });
}

/**
 * A lookup as a query that keeps the previous page on screen while the next one loads.
 * `enabled: false` (e.g. while the search box is empty — spec section 5) fetches nothing.
 */
export function useLookup<P, R>(
  kind: LookupKind,
  fetcher: LookupFetcher<P, R>,
  params: P,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...lookupQuery(useCore(), kind, params, fetcher),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
