import { useQuery } from '@tanstack/react-query';
import { roleAdminQueries } from '../../api/catalog-admin';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (no re-shaping). */
export const useRoleDetails = (dn: string) => useQuery(roleAdminQueries.details(useCore(), dn));
export const useChildRoles = (dn: string) => useQuery(roleAdminQueries.children(useCore(), dn, { size: 300 }));
export const useParentRoles = (dn: string) => useQuery(roleAdminQueries.parents(useCore(), dn, { size: 300 }));
export const useMappedResources = (dn: string) =>
  useQuery(roleAdminQueries.mappedResources(useCore(), dn, { size: 300 }));

export { roleCategoriesQuery, useRoleCategories } from './list-queries';
