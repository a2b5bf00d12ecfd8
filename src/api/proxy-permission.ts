import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { parseLoggedInUser } from '../domain/user';
import { queryKeys } from './keys';

/**
 * The proxy check before entering proxy mode: GET `access/info/user/rights?proxyUser=<dn>` answers
 * the rights of the signed-in user acting for `dn`; `proxyFor` true means the server allows it.
 */
export async function fetchProxyPermission(core: IdmCore, proxyUserDn: string, signal?: AbortSignal): Promise<boolean> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/info/user/rights'),
    query: { proxyUser: proxyUserDn, clientId: core.options.clientId },
    signal,
  });
  return parseLoggedInUser(body).proxyFor;
}

/** In proxy mode: may the signed-in user act (approve, deny) for `proxyUserDn`? Nothing is asked outside proxy mode. */
export function proxyPermissionQuery(core: IdmCore, proxyUserDn: string) {
  return queryOptions({
    queryKey: queryKeys.proxyPermission(proxyUserDn),
    queryFn: ({ signal }) => fetchProxyPermission(core, proxyUserDn, signal),
    enabled: proxyUserDn !== '',
    staleTime: 5 * 60_000,
  });
}
