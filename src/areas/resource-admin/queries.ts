import { useQuery } from '@tanstack/react-query';
import { resourceAdminQueries } from '../../api/resource-admin';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (no re-shaping); the list's are in list-queries.ts. */
export const useResourceDetails = (dn: string) => useQuery(resourceAdminQueries.details(useCore(), dn));
export const useResourceAssignments = (dn: string, query: { nextIndex: number; size: number }) =>
  useQuery(resourceAdminQueries.assignments(useCore(), dn, query));
