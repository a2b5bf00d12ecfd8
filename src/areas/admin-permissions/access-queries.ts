import { useQuery } from '@tanstack/react-query';
import { accessPermissionsQuery } from '../../api/admin-assignments/access-permissions';
import type { PermissionLookupQuery } from '../../api/lookups';
import { useCore } from '../../core/react';

/**
 * The access permissions list's hook, apart from the delegated administrators' permissions (`queries.ts`): the
 * view `<idm-permissions>` opens on does not load their readers, quick info and rights.
 */
export const useAccessPermissions = (query: PermissionLookupQuery) =>
  useQuery(accessPermissionsQuery(useCore(), query));
