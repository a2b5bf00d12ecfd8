import { useQuery, useQueryClient } from '@tanstack/react-query';
import { delegationQueries, fetchDelegation, whoActsKeys, type Delegation } from '../../api/who-acts';
import type { LookupPage } from '../../api/lookups/types';
import { readVersioned, type VersionField } from '../../api/versions';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (the list's: list-queries.ts). */
export { useDelegations } from './list-queries';
export const useDelegationCategories = () => useQuery(delegationQueries.categories(useCore()));
export const useDelegationRequests = (category: string) => useQuery(delegationQueries.requests(useCore(), category));
export const useDelegationRelationships = () => useQuery(delegationQueries.relationships(useCore()));

/**
 * One delegation by id, with its version for the editor: asked of the server by id (the server decides whether
 * the caller may see it); a list the page showed (any page in the cache) shows it meanwhile.
 */
export function useDelegation(id: string) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useQuery<Delegation & VersionField>({
    queryKey: whoActsKeys.delegation(id),
    queryFn: async ({ signal }): Promise<Delegation & VersionField> => {
      const { value, version } = await readVersioned(core, (c) => fetchDelegation(c, id, signal));
      if (!value) throw new Error(core.i18n.t('delegation.notFound'));
      return { ...value, version };
    },
    placeholderData: () =>
      queryClient
        .getQueriesData<LookupPage<Delegation>>({ queryKey: whoActsKeys.kind('delegations') })
        .flatMap(([, data]) => data?.items ?? [])
        .find((d) => d.id === id),
    enabled: id !== '',
  });
}
