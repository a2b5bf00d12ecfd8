/**
 * Role and separation-of-duties administration (`catalog/roles…`, `catalog/sods…`, `access/sods/violations…`):
 * readers typed from the contract, `roleAdminQueries` / `sodAdminQueries` (TanStack Query options under
 * `catalogAdminKeys`) and the mutation hooks, which report the answer in the banner and refetch what they
 * changed (the pickers' lookups and Request Access's SoD rules among them).
 */
export { catalogAdminKeys, type CatalogAdminKind } from './keys';
export type {
  AssignRoleInput,
  MappedResource,
  MappedParameter,
  RoleAssignment,
  RoleDetails,
  RoleInput,
  RoleListQuery,
} from './role-types';
export {
  fetchMappedResources,
  fetchRelatedRoles,
  fetchRoleDetails,
  readRoleDetails,
  roleAdminQueries,
  rolePayload,
  type RoleLookupItem,
} from './roles';
export {
  assignRole,
  changeMappedResources,
  changeRelatedRoles,
  createRole,
  updateRole,
  useAssignRole,
  useChangeMappedResources,
  useChangeRelatedRoles,
  useCreateRole,
  useUpdateRole,
  type MappingInput,
  type RelationInput,
} from './role-mutations';
export { fetchSodDefaultApprovers, fetchSodDetails, sodAdminQueries } from './sods';
export { fetchSodList, sodListQuery, type SodListItem, type SodListQuery } from './sod-list';
export { deleteSods, useDeleteSods } from './sod-delete';
export { readSodDetails, sodPayload, type SodApprovalType, type SodDetails, type SodInput } from './sod-read';
export {
  fetchSodViolations,
  fetchUserSodViolations,
  type SodExceptionState,
  type SodViolation,
  type UserSodViolation,
} from './sod-violations';
export { deleteRoles, removeRoles } from './role-delete';
export { roleListQuery } from './role-list';
export {
  fetchRoleAssignments,
  readRoleAssignment,
  roleAssignmentsQuery,
  useRemoveRoleAssignments,
} from './role-assignments';
export {
  createRoleCategory,
  deleteRoleCategories,
  useCreateRoleCategory,
  useDeleteRoleCategory,
  type RoleCategory,
} from './category-mutations';
export { createSod, updateSod, useCreateSod, useUpdateSod } from './sod-mutations';
export { administeredDomainsQuery, fetchAdministeredDomains, useAdministersAllRoles } from './scope';
