import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  delegationQueries,
  fetchDelegation,
  whoActsKeys,
  type Delegation,
  type DelegationListQuery,
} from '../../api/who-acts';
import type { LookupPage } from '../../api/lookups/types';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options. */
export const useDelegations = (query: DelegationListQuery) => useQuery(delegationQueries.list(useCore(), query));
export const useDelegationCategories = () => useQuery(delegationQueries.categories(useCore()));
export const useDelegationRequests = (category: string) => useQuery(delegationQueries.requests(useCore(), category));
export const useDelegationRelationships = () => useQuery(delegationQueries.relationships(useCore()));

/**
 * One delegation by id: the contract reads delegations only as lists, so it is taken from a list the page
 * showed (any page in the cache), else asked of the server by id (a reloaded edit page: the server decides
 * whether the caller may see it).
 */
export function useDelegation(id: string) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: whoActsKeys.delegation(id),
    queryFn: async ({ signal }): Promise<Delegation> => {
      const cached = queryClient
        .getQueriesData<LookupPage<Delegation>>({ queryKey: whoActsKeys.kind('delegations') })
        .flatMap(([, data]) => data?.items ?? [])
        .find((d) => d.id === id);
      if (cached) return cached;
      const found = await fetchDelegation(core, id, signal);
      if (!found) throw new Error(core.i18n.t('delegation.notFound'));
      return found;
    },
    enabled: id !== '',
  });
}
