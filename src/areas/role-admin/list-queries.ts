import { useQuery } from '@tanstack/react-query';
import { roleListQuery } from '../../api/catalog-admin/role-list';
import type { RoleListQuery } from '../../api/catalog-admin/role-types';
import { fetchCategories, lookupQuery } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';

/*
 * The role list's hooks, apart from the details' (queries.ts): the list page loads neither the details'
 * readers nor the approval rules.
 */
export const useRoleList = (query: RoleListQuery) => useQuery(roleListQuery(useCore(), query));

/** Every role category, for the list's filter and the editor. */
export const roleCategoriesQuery = (core: IdmCore) =>
  lookupQuery(core, 'categories', { kind: 'role' as const, size: 300 }, fetchCategories);
export const useRoleCategories = () => useQuery(roleCategoriesQuery(useCore()));
