/**
 * Resource, driver and entitlement administration (`catalog/resources…`, `catalog/entitlements…`,
 * `catalog/codemaprefresh…`): readers typed from the contract, `resourceAdminQueries` (TanStack Query options under
 * `resourceAdminKeys`) and the mutation hooks, which report the answer in the banner and refetch what they changed.
 */
export { resourceAdminKeys } from './keys';
export type {
  AssignResourceInput,
  CodeMapRefresh,
  EntitlementValueChoice,
  ResourceAssignment,
  ResourceDetails,
  ResourceInput,
  ResourceListQuery,
  ResourceSummary,
} from './types';
export {
  fetchResourceAssignments,
  fetchResourceDetails,
  readResourceAssignment,
  readResourceDetails,
  resourceAdminQueries,
} from './resources';
export { codeMapRefreshQuery, fetchCodeMapRefresh, refreshCodeMaps, useRefreshCodeMaps } from './code-map-refresh';
export { fetchResourceList, resourceListQuery } from './resource-list';
export { readResourceSummary } from './resource-summary';
export {
  createResource,
  createResourcesFromEntitlement,
  resourcePayload,
  updateResource,
  validateResourceNames,
  type FromEntitlementInput,
} from './mutations';
export { useCreateResource, useCreateResourcesFromEntitlement, useUpdateResource } from './mutation-hooks';
export {
  useAssignResource,
  useCreateResourceCategory,
  useDeleteResourceCategory,
  useRevokeResource,
} from './assignment-hooks';
export { assignResource, createResourceCategory, revokeResource } from './assignment-mutations';
export { deleteResources, removeResources } from './resource-delete';
export { fetchCprsConfig, fetchCprsDelta, fetchCprsRequests, fetchCprsSettings } from './cprs';
export { cprsQueries, useCprsOperation, useSaveCprsConfig } from './cprs-queries';
export {
  type CprsConfig,
  type CprsDelta,
  type CprsRequestStatus,
  type CprsSetting,
  type CprsTarget,
} from './cprs-types';
