/**
 * Access requests (the sandbox's README "Access requests"): request access (catalog search, item details,
 * featured and landing items, cart submission, request on behalf), tasks (list, team list, details,
 * approve / deny / claim / release / reassign / comment, in bulk too), request history (list with the spec's
 * filters, details with the timeline, retraction) and assignments (own, another user's, revocation).
 * Every call of tasks, permissions and requests carries `proxyUser` in proxy mode (`core.stores.$proxy`).
 * Hooks key their queries by the proxied user; mutations report through `core.feedback` and invalidate
 * every access query and the notification counts.
 */
export type * from './types';
export { accessKeys, type AccessKind } from './keys';
export { fetchTasks, fetchTeamTasks, fetchTaskBadge, fetchTaskDetails, actOnTasks, readTask } from './tasks';
export { fetchRequestHistory, fetchTeamHistory, fetchHistoryDetails, retractRequests, readHistoryEntry } from './history';
export { fetchAssignments, fetchPendingRoleRequests, fetchUserAssignments, revokeAssignments, readAssignment } from './assignments';
export { submitRequest } from './cart';
export { fetchRobAccess, fetchRobUsers, ROB_TEAM_PAGE_SIZE } from './rob';
export {
  searchCatalog, fetchItemDetails, fetchCodeMapValues, fetchFeaturedItems, fetchLandingItems, readRequestableItem, ROB_PERMISSION_COLUMNS,
} from './catalog';
export { proxyUserOf, serverFormUrl } from './shared';
export {
  accessQuery, invalidateAccess, reportFeedback, useTasks, useTeamTasks, useTaskDetails, useRequestHistory, useTeamHistory, useHistoryDetails,
  useAssignments, useUserAssignments, useCatalogSearch, useItemDetails, useFeaturedItems, useLandingItems, useRobAccess, useRobUsers,
  useSubmitRequest, useTaskAction, useRetractRequests, useRevokeAssignments,
} from './hooks';
