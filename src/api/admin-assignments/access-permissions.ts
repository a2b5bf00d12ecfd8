import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { lookupKeys } from '../lookups/keys';
import { fetchPermissions, type PermissionLookupQuery } from '../lookups/permissions';

/**
 * The access permissions list: GET access/permissions with repeated `type` and `column`. A module of its own:
 * `<idm-permissions>` opens on this list and does not load a delegated administrator's permissions' readers.
 */
export const accessPermissionsQuery = (core: IdmCore, query: PermissionLookupQuery) =>
  queryOptions({
    queryKey: lookupKeys.of('permissions', { access: query }),
    queryFn: ({ signal }) => fetchPermissions(core, query, signal),
    placeholderData: keepPreviousData,
    enabled: (query.types?.length ?? 0) > 0,
  });
