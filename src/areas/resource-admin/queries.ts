import { useQuery } from '@tanstack/react-query';
import { resourceAdminQueries, type ResourceListQuery } from '../../api/resource-admin';
import { fetchCategories, lookupQuery } from '../../api/lookups';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (no re-shaping). */
export const useResourceList = (query: ResourceListQuery) => useQuery(resourceAdminQueries.list(useCore(), query));
export const useResourceDetails = (dn: string) => useQuery(resourceAdminQueries.details(useCore(), dn));
export const useResourceAssignments = (dn: string, query: { nextIndex: number; size: number }) =>
  useQuery(resourceAdminQueries.assignments(useCore(), dn, query));
export const useCodeMapRefresh = (id: string) => useQuery(resourceAdminQueries.refresh(useCore(), id));

/** Every resource category, for the list's filter and the categories dialog. */
export const useResourceCategories = () =>
  useQuery(lookupQuery(useCore(), 'categories', { kind: 'resource' as const, size: 300 }, fetchCategories));
