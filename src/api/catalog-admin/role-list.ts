import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { fetchRoles } from '../lookups/roles';
import { catalogAdminKeys } from './keys';
import type { RoleListQuery } from './role-types';

/*
 * The role list's query, apart from the details' (roles.ts): the list page loads neither the role details'
 * readers nor the approval rules they read with.
 */
export const roleListQuery = (core: IdmCore, query: RoleListQuery) =>
  queryOptions({
    queryKey: catalogAdminKeys.list('roles', query),
    queryFn: ({ signal }) => fetchRoles(core, query, signal),
    placeholderData: keepPreviousData,
  });
