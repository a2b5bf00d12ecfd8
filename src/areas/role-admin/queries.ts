import { useQuery } from '@tanstack/react-query';
import { roleAdminQueries, type RoleListQuery } from '../../api/catalog-admin';
import { fetchCategories, lookupQuery } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';

/** Thin hooks over the api's query options (no re-shaping). */
export const useRoleList = (query: RoleListQuery) => useQuery(roleAdminQueries.list(useCore(), query));
export const useRoleDetails = (dn: string) => useQuery(roleAdminQueries.details(useCore(), dn));
export const useChildRoles = (dn: string) => useQuery(roleAdminQueries.children(useCore(), dn, { size: 300 }));
export const useParentRoles = (dn: string) => useQuery(roleAdminQueries.parents(useCore(), dn, { size: 300 }));
export const useMappedResources = (dn: string) =>
  useQuery(roleAdminQueries.mappedResources(useCore(), dn, { size: 300 }));

/** Every role category, for the list's filter and the editor. */
export const roleCategoriesQuery = (core: IdmCore) =>
  lookupQuery(core, 'categories', { kind: 'role' as const, size: 300 }, fetchCategories);
export const useRoleCategories = () => useQuery(roleCategoriesQuery(useCore()));
