import { useQuery } from '@tanstack/react-query';
import { adminAssignmentQueries, type AssignmentListQuery } from '../../api/admin-assignments';
import { useCore } from '../../core/react';

/**
 * Thin hooks over the assignments' query options, apart from the permissions' (`queries.ts`): the assignments
 * view, which `<idm-admin-assignments>` opens on, does not load the permissions' reads.
 */
export const useAdminAssignments = (query: AssignmentListQuery) =>
  useQuery(adminAssignmentQueries.list(useCore(), query));
export const useAssignmentKeys = (which: 'columns' | 'domains' | 'adminDomains') =>
  useQuery(adminAssignmentQueries.keys(useCore(), which));
