/**
 * Every lookup behind the selection widget (picker), the member dialogs, the container and driver trees
 * and the quick-info popup. Each `fetchX(core, params, signal?)` sends the contract's call (search, sort
 * and paging normalised as spec section 5 says) and answers domain-ish items; paged lookups answer
 * `LookupPage<T>` = `{items, nextIndex, total?}`. For TanStack Query use `lookupQuery(core, kind, params,
 * fetchX)` or the hook `useLookup(kind, fetchX, params, {enabled})`; keys live in `lookupKeys`.
 */
export type {
  CategoryRef,
  LookupPage,
  LookupQuery,
  NoParams,
  OwnerRef,
  OwnerType,
  Recipient,
  SortOrder,
} from './types';
export { lookupKeys, type LookupKind } from './keys';
export { lookupQuery, useLookup, type LookupFetcher } from './query';

export { fetchUsers, type UserLookupItem, type UserLookupQuery } from './users';
export { advSearchParam } from './read';
export { fetchGroups, type GroupLookupItem, type GroupLookupQuery } from './groups';
export { fetchGroupMembers, type GroupMembersQuery } from './group-members';
export { fetchTeamMembers, type TeamMembersQuery } from './team-members';
export { fetchTeams, type TeamLookupItem, type TeamLookupQuery } from './teams';
export {
  fetchManagedTeamOptions,
  fetchTeamMemberOptions,
  managedTeamsQuery,
  teamMembersQuery,
  type NamedDn,
} from './team-scope';
export { fetchTeamRecipients, filterRecipients, type TeamRecipientsQuery } from './recipients';
export {
  fetchRoles,
  fetchRoleLevels,
  type RoleLevel,
  type RoleLevelValue,
  type RoleLookupItem,
  type RoleLookupQuery,
} from './roles';
export { fetchCategories, type CategoryKind, type CategoryLookupQuery } from './categories';
export { fetchRootContainer, fetchSubContainers, type ContainerItem, type ContainerType } from './containers';
export { fetchPrds, PRD_PROCESS_TYPES, type PrdLookupItem, type PrdLookupQuery, type PrdType } from './prds';
export {
  fetchDrivers,
  fetchDriverEntitlements,
  type DriverEntitlementsQuery,
  type DriverItem,
  type EntitlementItem,
  type EntitlementView,
} from './drivers';
export {
  fetchEntitlementValues,
  fetchEntitlementViewValues,
  type EntitlementValueItem,
  type EntitlementValuesQuery,
  type EntitlementViewValuesQuery,
} from './entitlement-values';
export { fetchResources, type ResourceLookupItem, type ResourceLookupQuery } from './resources';
export { fetchSodDetails, fetchSods, type SodLookupItem, type SodLookupQuery } from './sods';
export { fetchDirXmlDrivers, type DirXmlDriverItem } from './dirxml-drivers';
export { fetchEntities, type EntityLookupItem, type EntityLookupQuery } from './entities';
export {
  fetchPermissions,
  type PermissionLookupItem,
  type PermissionLookupQuery,
  type PermissionType,
} from './permissions';
export { fetchUserQuickInfo, type QuickInfo, type QuickInfoField, type QuickInfoQuery } from './quick-info';
