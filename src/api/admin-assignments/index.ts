/**
 * Administrator assignments and permissions (`admin/administrator/assignments…`, `admin/permission…`,
 * `admin/assignment/permissions`, `catalog/delegatedAdmin/rights`): readers typed from the contract, query
 * options under `adminAssignmentKeys`, and the mutation hooks (banner, refetch of assignments and rights).
 */
export { adminAssignmentKeys, type AdminAssignmentKind } from './keys';
export {
  adminAssignmentQueries,
  fetchAdminAssignments,
  fetchAssignmentKeys,
  knownDomains,
  readAdminAssignment,
  removeAdminAssignments,
  useRemoveAdminAssignments,
  type AdminAssignment,
  type AssignmentInput,
  type AssignmentListQuery,
  type AssignmentSortColumn,
} from './assignments';
export {
  changePermissions,
  fetchAssigneePermissions,
  fetchGranularPermissions,
  fetchRootContainers,
  readAdminPermission,
  type AdminPermission,
  type PermissionChange,
} from './permissions';
export { createAdminAssignment, useCreateAdminAssignment } from './assignment-create';
export { adminPermissionQueries, useChangePermissions } from './permission-queries';
export { accessPermissionsQuery } from './access-permissions';
export { fetchObjectQuickInfo, fetchObjectRights, type ObjectRights } from './object-rights';
