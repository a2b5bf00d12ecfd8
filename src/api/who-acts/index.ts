/**
 * Who acts for whom (`access/delegation…`, `access/availability…`, `access/proxy/all|create|edit|delete`):
 * readers typed from the contract, query options under `whoActsKeys`, and the mutation hooks, which report
 * in the banner (a save's fault is left to its form) and refetch the lists.
 */
export { whoActsKeys, type WhoActsKind } from './keys';
export {
  delegationPayload,
  delegationQueries,
  fetchDelegation,
  fetchDelegations,
  readDelegation,
  type Delegation,
  type DelegationInput,
  type DelegationListQuery,
  type NamedRef,
} from './delegations';
export { type DelegationRelationship, type RequestCategory } from './delegation-options';
export { deleteDelegations, saveDelegation, useDeleteDelegations, useSaveDelegation } from './delegation-mutations';
export {
  availabilityPayload,
  availabilityQueries,
  fetchAvailability,
  saveAvailability,
  useDeleteAvailability,
  useSaveAvailability,
  useSetAvailabilityStatus,
  type AvailabilityInput,
  type AvailabilityList,
  type AvailabilityPeriod,
  type AvailabilityStatus,
} from './availability';
export {
  fetchProxyAssignments,
  proxyAssignmentQueries,
  readProxyAssignment,
  saveProxyAssignment,
  useDeleteProxyAssignments,
  useSaveProxyAssignment,
  type ProxyAssignment,
  type ProxyAssignmentInput,
  type ProxyAssignmentQuery,
  type ProxySortBy,
} from './proxy-assignments';
export {
  proxyServiceQuery,
  readProxyServiceSettings,
  saveProxyServiceSettings,
  useSaveProxyServiceSettings,
  type ProxyServiceInput,
  type ProxyServiceSettings,
} from './proxy-service';
