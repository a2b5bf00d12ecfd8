/**
 * Access requests (the sandbox's README "Access requests"): request access (catalog search, item details,
 * featured and landing items, cart submission, request on behalf), tasks (list, team list, details,
 * approve / deny / claim / release / reassign / comment, in bulk too), request history (list with the spec's
 * filters, details with the timeline, retraction) and assignments (own, another user's, revocation).
 * Every call of tasks, permissions and requests carries `proxyUser` in proxy mode (`core.stores.$proxy`).
 * Each call family's file holds its readers, its `queryOptions` (keyed by `accessKeys`, which carry the
 * proxied user) and its mutation, which reports through `core.feedback` and invalidates the keys it affects.
 */
export type * from './types';
export { accessKeys, type AccessKind } from './keys';
export { fetchTasks, fetchTeamTasks, fetchTaskPage, taskListQuery, type TaskScope } from './tasks';
export { fetchTaskBadge } from './task-badge';
export { approvalFormUrl, fetchTaskDetails, taskDetailQuery } from './task-details';
export { readTask } from './task-read';
export {
  actOnTasks,
  useTaskAction,
  type TaskAction,
  type TaskActionInput,
  type TaskDataItemValues,
} from './task-actions';
export { fetchHistoryDetails, retractRequests } from './history';
export {
  fetchRequestHistory,
  fetchTeamHistory,
  fetchHistoryPage,
  historyListQuery,
  type HistoryScope,
} from './history-list';
export { readHistoryEntry } from './history-reading';
export { historyDetailQuery, useRetractRequest } from './history-queries';
export { fetchAssignments, fetchUserAssignments, readAssignment, useUserAssignments } from './assignments';
export { fetchAllAssignments, myAssignmentsQuery } from './my-assignments';
export { fetchPendingRoleRequests, revokeAssignments, useRevokeAssignments } from './assignment-revoke';
export { submitRequest } from './cart';
export { submitCart, useSubmitCart, cartCallsOf, sendCartCalls, mergeCartAnswers } from './cart-calls';
export type { CartItem, CartRequest, CartAnswer, CartCall } from './cart-types';
export { fetchRobAccess, fetchOnBehalfAccess, onBehalfQuery, type OnBehalfAccess } from './rob';
export { fetchRobUsers, ROB_TEAM_PAGE_SIZE } from './rob-users';
export { catalogPageQuery, catalogCategoriesQuery, fetchCatalogCategories, fetchCatalogPage } from './request-catalog';
export type { CatalogCategory, CatalogEntityType, CatalogPage, CatalogPageQuery } from './category-search';
export { featuredItemsQuery, FEATURED_PAGE_SIZE } from './featured-items';
export {
  requestItemDetailsQuery,
  codeMapOptionsQuery,
  requestFormUrl,
  CODE_MAP_OPTIONS_LIMIT,
  type CodeMapOptions,
  type RequestItemDetails,
} from './request-item';
export {
  checkSod,
  sodCheckQuery,
  sodRulesQuery,
  SOD_CHECK_MAX_RECIPIENTS,
  type SodRecipient,
  type SodWarning,
} from './sod-check';
export { searchCatalog, readRequestableItem, ROB_PERMISSION_COLUMNS } from './catalog';
export { fetchItemDetails, fetchCodeMapValues } from './item-details';
export { fetchFeaturedItems, fetchLandingItems } from './landing-items';
export { invalidateAccess, proxyUserOf, reportError, reportFeedback, serverFormUrl } from './shared';
