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
export {
  fetchTasks,
  fetchTeamTasks,
  fetchTaskBadge,
  fetchTaskDetails,
  fetchTaskPage,
  actOnTasks,
  readTask,
  taskListQuery,
  taskDetailQuery,
  approvalFormUrl,
  useTaskAction,
  type TaskAction,
  type TaskActionInput,
  type TaskDataItemValues,
  type TaskScope,
} from './tasks';
export {
  fetchRequestHistory,
  fetchTeamHistory,
  fetchHistoryDetails,
  fetchHistoryPage,
  retractRequests,
  readHistoryEntry,
  historyListQuery,
  historyDetailQuery,
  useRetractRequest,
  type HistoryScope,
} from './history';
export {
  fetchAssignments,
  fetchAllAssignments,
  fetchPendingRoleRequests,
  fetchUserAssignments,
  revokeAssignments,
  readAssignment,
  myAssignmentsQuery,
  useUserAssignments,
  useRevokeAssignments,
} from './assignments';
export {
  submitRequest,
  submitCart,
  useSubmitCart,
  cartCallsOf,
  sendCartCalls,
  mergeCartAnswers,
  type CartItem,
  type CartRequest,
  type CartAnswer,
  type CartCall,
} from './cart';
export {
  fetchRobAccess,
  fetchRobUsers,
  fetchOnBehalfAccess,
  onBehalfQuery,
  ROB_TEAM_PAGE_SIZE,
  type OnBehalfAccess,
} from './rob';
export {
  catalogPageQuery,
  catalogCategoriesQuery,
  fetchCatalogCategories,
  fetchCatalogPage,
  featuredItemsQuery,
  requestItemDetailsQuery,
  codeMapOptionsQuery,
  requestFormUrl,
  CODE_MAP_OPTIONS_LIMIT,
  type CatalogCategory,
  type CatalogEntityType,
  type CatalogPage,
  type CatalogPageQuery,
  type CodeMapOptions,
  type RequestItemDetails,
} from './request-catalog';
export {
  checkSod,
  sodCheckQuery,
  sodRulesQuery,
  SOD_CHECK_MAX_RECIPIENTS,
  type SodRecipient,
  type SodWarning,
} from './sod-check';
export {
  searchCatalog,
  fetchItemDetails,
  fetchCodeMapValues,
  fetchFeaturedItems,
  fetchLandingItems,
  readRequestableItem,
  ROB_PERMISSION_COLUMNS,
} from './catalog';
export { invalidateAccess, proxyUserOf, reportError, reportFeedback, serverFormUrl } from './shared';
