import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import type { PermissionDomain } from '../../domain/admin-assignments';
import type { StructuredFeedback } from '../../domain/feedback';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { queryKeys } from '../keys';
import type { PermissionLookupQuery } from '../lookups/permissions';
import type { LookupQuery } from '../lookups/types';
import { accessPermissionsQuery } from './access-permissions';
import { adminAssignmentKeys } from './keys';
import {
  PermissionChange,
  changePermissions,
  fetchAssigneePermissions,
  fetchGranularPermissions,
  fetchRootContainers,
} from './permissions';
import { fetchObjectQuickInfo, fetchObjectRights } from './object-rights';

export const adminPermissionQueries = {
  assignee: (core: IdmCore, query: LookupQuery & { assigneeDn: string; domain: PermissionDomain }) =>
    queryOptions({
      queryKey: adminAssignmentKeys.permissions(query.assigneeDn, query.domain, query),
      queryFn: ({ signal }) => fetchAssigneePermissions(core, query, signal),
      placeholderData: keepPreviousData,
      enabled: query.assigneeDn !== '',
    }),
  granular: (core: IdmCore, domain: PermissionDomain) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of('granular', domain),
      queryFn: ({ signal }) => fetchGranularPermissions(core, domain, signal),
      staleTime: 300_000,
    }),
  roots: (core: IdmCore, domain: PermissionDomain) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of('roots', domain),
      queryFn: ({ signal }) => fetchRootContainers(core, domain, signal),
      staleTime: 300_000,
    }),
  quickInfo: (core: IdmCore, entityType: 'ROLE' | 'RESOURCE', dn: string) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of('quickInfo', [entityType, dn.toLowerCase()]),
      queryFn: ({ signal }) => fetchObjectQuickInfo(core, entityType, dn, signal),
      enabled: dn !== '',
    }),
  /** The access permissions list: GET access/permissions with repeated `type` and `column`. */
  access: (core: IdmCore, query: PermissionLookupQuery) => accessPermissionsQuery(core, query),
  rights: (core: IdmCore, dns: readonly string[]) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of(
        'myRights',
        dns.map((d) => d.toLowerCase()),
      ),
      queryFn: ({ signal }) => fetchObjectRights(core, dns, signal),
      enabled: dns.length > 0,
    }),
};

const changedKeys = () => [
  adminAssignmentKeys.all,
  queryKeys.userRights().slice(0, 2),
  queryKeys.navigationMenu('').slice(0, 3),
];

export const useChangePermissions = () =>
  useCatalogMutation<PermissionChange & { add: boolean }, StructuredFeedback>({
    run: changePermissions,
    invalidate: changedKeys,
    report: (_core, feedback) => ({ feedback }),
  });
