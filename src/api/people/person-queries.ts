import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { withVersion } from '../versions';
import { peopleKeys } from './keys';
import type { LevelUpQuery, OrgChartQuery, RelationshipQuery } from './org-types';
import {
  fetchGroupMembership,
  fetchPasswordSync,
  fetchUserCount,
  fetchUserDetails,
  type UserDetailsQuery,
} from './person-reads';
import { peopleListQueries, type Enabled } from './queries';

/** The org chart's reads: only the org chart asks for them, so they are not in every people widget's start. */
const orgChartReads = () => import('./org-chart');

/**
 * Query options of every people read: the list's and the schema's (queries.ts, which the user catalog loads alone)
 * and a person's others. Keys carry the client id so switching clients never shows stale data.
 */
export const peopleQueries = {
  ...peopleListQueries,
  count: (core: IdmCore) =>
    queryOptions({
      queryKey: peopleKeys.count(core.options.clientId),
      queryFn: ({ signal }) => fetchUserCount(core, {}, signal),
    }),
  details: (core: IdmCore, params: UserDetailsQuery = {}) => {
    const withClient = { ...params, clientId: params.clientId ?? core.options.clientId };
    return queryOptions({
      queryKey: peopleKeys.detailsOf(params.dn, withClient),
      // The read's version (ETag) goes with the details: the user editors send it back as If-Match.
      queryFn: ({ signal }) => withVersion(core, (c) => fetchUserDetails(c, withClient, signal)),
    });
  },
  groups: (core: IdmCore, dn?: string) =>
    queryOptions({
      queryKey: peopleKeys.groups(dn),
      queryFn: ({ signal }) => fetchGroupMembership(core, dn === undefined ? {} : { dn }, signal),
    }),
  passwordSync: (core: IdmCore, dn?: string) =>
    queryOptions({
      queryKey: peopleKeys.passwordSync(dn),
      queryFn: ({ signal }) => fetchPasswordSync(core, dn === undefined ? {} : { dn }, signal),
    }),
  relationships: (core: IdmCore, params: RelationshipQuery = {}) =>
    queryOptions({
      queryKey: peopleKeys.relationships(params),
      queryFn: async ({ signal }) => (await orgChartReads()).fetchRelationships(core, params, signal),
    }),
  orgChart: (core: IdmCore, params: OrgChartQuery = {}) =>
    queryOptions({
      queryKey: peopleKeys.orgChart(params),
      queryFn: async ({ signal }) => (await orgChartReads()).fetchOrgChart(core, params, signal),
    }),
  levelUp: (core: IdmCore, params: LevelUpQuery) =>
    queryOptions({
      queryKey: peopleKeys.levelUp(params),
      queryFn: async ({ signal }) => (await orgChartReads()).fetchLevelUpOptions(core, params, signal),
    }),
};

export const useUserCount = () => useQuery(peopleQueries.count(useCore()));

/** A user's details; the signed-in user's own profile without a DN. */
export function useUserDetails(params: UserDetailsQuery = {}, options: Enabled = {}) {
  return useQuery({ ...peopleQueries.details(useCore(), params), enabled: options.enabled ?? true });
}

export const useGroupMembership = (dn?: string) => useQuery(peopleQueries.groups(useCore(), dn));
export const usePasswordSync = (dn?: string) => useQuery(peopleQueries.passwordSync(useCore(), dn));
export const useRelationships = (params: RelationshipQuery = {}) =>
  useQuery(peopleQueries.relationships(useCore(), params));

/** The org chart around a person; keeps the previous page of reportees while the next loads. */
export function useOrgChart(params: OrgChartQuery = {}, options: Enabled = {}) {
  return useQuery({
    ...peopleQueries.orgChart(useCore(), params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useLevelUpOptions(params: LevelUpQuery, options: Enabled = {}) {
  return useQuery({ ...peopleQueries.levelUp(useCore(), params), enabled: options.enabled ?? true });
}
