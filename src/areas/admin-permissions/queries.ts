import { useQuery } from '@tanstack/react-query';
import { adminPermissionQueries } from '../../api/admin-assignments';
import { useCore } from '../../core/react';
import type { PermissionDomain } from '../../domain/admin-assignments';
import type { LookupQuery } from '../../api/lookups/types';

/**
 * Thin hooks over the api's permission query options (the assignments' are in `assignment-queries.ts`, the
 * access permissions' in `access-queries.ts`).
 */
export const useAssigneePermissions = (query: LookupQuery & { assigneeDn: string; domain: PermissionDomain }) =>
  useQuery(adminPermissionQueries.assignee(useCore(), query));
export const useGranularPermissions = (domain: PermissionDomain) =>
  useQuery(adminPermissionQueries.granular(useCore(), domain));
export const useRootContainers = (domain: PermissionDomain) =>
  useQuery(adminPermissionQueries.roots(useCore(), domain));
export const useObjectQuickInfo = (entityType: 'ROLE' | 'RESOURCE', dn: string) =>
  useQuery(adminPermissionQueries.quickInfo(useCore(), entityType, dn));
