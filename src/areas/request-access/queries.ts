import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { accessKeys } from '../../api/access';
import { useCoreStore } from '../../core/react';
import { useAccessPort, type CatalogQuery } from './access-port';
import type { CatalogItem, RequestRecipient } from './model';

/** Spec section 9: the request search waits 2000 ms after the last keystroke. */
export const REQUEST_SEARCH_DEBOUNCE_MS = 2000;
/** Catalog search page size. */
export const CATALOG_PAGE_SIZE = 10;
/** Spec sections 7 and 9: team user search page size. */
export const TEAM_USER_PAGE_SIZE = 5;

/** The area's keys (`accessKeys.requestAccessOf`) for the proxied user, if any. */
function useKey(kind: string, ...params: unknown[]) {
  return accessKeys.requestAccessOf(useCoreStore('$proxy')?.dn ?? '', kind, ...params);
}

export function useLanding() {
  const port = useAccessPort();
  return useQuery({ queryKey: useKey('landing'), queryFn: ({ signal }) => port.landing(signal), staleTime: 60_000 });
}

export function useCategories() {
  const port = useAccessPort();
  return useQuery({ queryKey: useKey('categories'), queryFn: ({ signal }) => port.categories(signal), staleTime: 300_000 });
}

export function useCatalogSearch(query: CatalogQuery, enabled: boolean) {
  const port = useAccessPort();
  return useQuery({
    queryKey: useKey('search', query),
    queryFn: ({ signal }) => port.search(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useItemDetails(item: CatalogItem | null) {
  const port = useAccessPort();
  return useQuery({
    queryKey: useKey('details', item?.kind ?? '', item?.id ?? ''),
    queryFn: ({ signal }) => port.details(item as CatalogItem, signal),
    enabled: item !== null,
    staleTime: 60_000,
  });
}

export function useOnBehalfRules() {
  const port = useAccessPort();
  return useQuery({ queryKey: useKey('robInit'), queryFn: ({ signal }) => port.onBehalfRules(signal), staleTime: 300_000 });
}

/**
 * The SoD pre-check of the cart, when the server offers one (`data` stays undefined otherwise, and is
 * null when the rules may not be read). Keyed by the cart's roles and recipients.
 */
export function useSodCheck(items: readonly CatalogItem[], recipients: readonly RequestRecipient[], selfDn: string) {
  const port = useAccessPort();
  const check = port.checkSod;
  const roles = items.filter((item) => item.kind === 'role');
  const targets = recipients.length > 0 ? recipients : selfDn ? [{ dn: selfDn, name: '', type: 'user' as const }] : [];
  return useQuery({
    queryKey: useKey('sod', roles.map((r) => r.id), targets.map((r) => r.dn)),
    queryFn: ({ signal }) => (check ? check.call(port, roles, targets, signal) : Promise.resolve(null)),
    enabled: Boolean(check) && roles.length > 0 && targets.length > 0,
  });
}
