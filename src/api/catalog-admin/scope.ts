import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { administersWholeDomain, parseAdministeredDomains, type AdministeredDomains } from '../../domain/admin-scope';
import { catalogAdminKeys } from './keys';

/** GET `catalog/uas`: the caller's administration domains and their admin type. */
export async function fetchAdministeredDomains(core: IdmCore, signal?: AbortSignal): Promise<AdministeredDomains> {
  return parseAdministeredDomains(await core.http.request<unknown>({ url: core.http.rest('catalog/uas'), signal }));
}

export const administeredDomainsQuery = (core: IdmCore) =>
  queryOptions({
    queryKey: catalogAdminKeys.kind('domains'),
    queryFn: ({ signal }) => fetchAdministeredDomains(core, signal),
    staleTime: 5 * 60_000,
  });

/**
 * Whether the caller administers every role (true), only the part his permissions name (false: a delegated
 * administrator), or undefined while unknown (not read yet, or the read failed: the server still decides).
 */
export function useAdministersAllRoles(): boolean | undefined {
  const domains = useQuery(administeredDomainsQuery(useCore())).data;
  return domains === undefined ? undefined : administersWholeDomain(domains, 'ROLES');
}
