import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage, type IdmCore } from '../../core';
import { useCore, useCoreStore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { queryKeys } from '../keys';
import { fetchAssignments, fetchUserAssignments, revokeAssignments } from './assignments';
import { submitRequest } from './cart';
import { fetchFeaturedItems, fetchItemDetails, fetchLandingItems, searchCatalog } from './catalog';
import { fetchHistoryDetails, fetchRequestHistory, fetchTeamHistory, retractRequests } from './history';
import { accessKeys, type AccessKind } from './keys';
import { fetchRobAccess, fetchRobUsers } from './rob';
import { actOnTasks, fetchTaskDetails, fetchTasks, fetchTeamTasks } from './tasks';
import type {
  AssignmentQuery, CatalogSearchQuery, HistoryQuery, RevokeInput, RobUserQuery, SubmitInput, TaskActionInput, TaskListQuery, TeamTaskListQuery,
} from './types';

type Fetcher<P, R> = (core: IdmCore, params: P, signal?: AbortSignal) => Promise<R>;

/** Query options of an access call for the current proxy mode (the key carries the proxied user). */
export function accessQuery<P, R>(core: IdmCore, kind: AccessKind, params: P, fetcher: Fetcher<P, R>) {
  return queryOptions({
    queryKey: accessKeys.of(kind, core.stores.$proxy.get()?.dn ?? null, params),
    queryFn: ({ signal }) => fetcher(core, params, signal),
  });
}

/** A paged access query that keeps the previous page on screen and follows proxy mode. */
function useAccessQuery<P, R>(kind: AccessKind, params: P, fetcher: Fetcher<P, R>, enabled = true) {
  const core = useCore();
  useCoreStore('$proxy');
  return useQuery({ ...accessQuery(core, kind, params, fetcher), placeholderData: keepPreviousData, enabled });
}

export const useTasks = (query: TaskListQuery = {}) => useAccessQuery('tasks', query, fetchTasks);
export const useTeamTasks = (query: TeamTaskListQuery = {}) => useAccessQuery('teamTasks', query, fetchTeamTasks);
export const useTaskDetails = (taskId: string | null) =>
  useAccessQuery('taskDetails', taskId ?? '', (core, id, signal) => fetchTaskDetails(core, id, signal), taskId !== null && taskId !== '');
export const useRequestHistory = (query: HistoryQuery = {}) => useAccessQuery('history', query, fetchRequestHistory);
export const useTeamHistory = (memberDn: string | null, query: HistoryQuery = {}) =>
  useAccessQuery('teamHistory', { memberDn, query }, (core, p, signal) => fetchTeamHistory(core, p.memberDn, p.query, signal));
export const useHistoryDetails = (id: string | null) =>
  useAccessQuery('historyDetails', id ?? '', (core, requestId, signal) => fetchHistoryDetails(core, requestId, signal), id !== null && id !== '');
export const useAssignments = (query: AssignmentQuery = {}) => useAccessQuery('assignments', query, fetchAssignments);
export const useUserAssignments = (dn: string | null, query: AssignmentQuery = {}) =>
  useAccessQuery('userAssignments', { dn: dn ?? '', query }, (core, p, signal) => fetchUserAssignments(core, p.dn, p.query, signal), dn !== null && dn !== '');
/** `enabled: false` (an empty search box) fetches nothing. */
export const useCatalogSearch = (query: CatalogSearchQuery = {}, options: { enabled?: boolean } = {}) =>
  useAccessQuery('catalog', query, searchCatalog, options.enabled ?? true);
export const useItemDetails = (item: { dn: string; entityType?: string } | null) =>
  useAccessQuery('itemDetails', item ?? { dn: '' }, fetchItemDetails, item !== null && item.dn !== '');
export const useFeaturedItems = () => useAccessQuery('featured', {}, (core, _p, signal) => fetchFeaturedItems(core, signal));
export const useLandingItems = () => useAccessQuery('landing', {}, (core, _p, signal) => fetchLandingItems(core, signal));
export const useRobAccess = () => useAccessQuery('rob', {}, (core, _p, signal) => fetchRobAccess(core, signal));
export const useRobUsers = (query: RobUserQuery = {}, options: { enabled?: boolean } = {}) =>
  useAccessQuery('robUsers', query, fetchRobUsers, options.enabled ?? true);

/** After any access mutation: every access answer and the notification counts are stale. */
export async function invalidateAccess(core: IdmCore, client: QueryClient = core.queryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: accessKeys.all }),
    client.invalidateQueries({ queryKey: queryKeys.notifications(core.options.clientId) }),
  ]);
}

/** Shows a mutation's structured answer in the banner (success by its flag, else danger). */
export function reportFeedback(core: IdmCore, feedback: StructuredFeedback): void {
  core.feedback.show(feedback.success ? 'success' : 'danger', feedback);
}

/** A mutation that reports through core.feedback and invalidates the access queries when done. */
function useAccessMutation<I, R extends { feedback: StructuredFeedback }>(mutate: (core: IdmCore, input: I) => Promise<R>) {
  const core = useCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => mutate(core, input),
    onSuccess: (result) => reportFeedback(core, result.feedback),
    onError: (error) => {
      core.feedback.show('danger', errorMessage(error, (key) => core.i18n.t(key)));
    },
    onSettled: () => invalidateAccess(core, client),
  });
}

export const useSubmitRequest = () => useAccessMutation((core, input: SubmitInput) => submitRequest(core, input));
export const useTaskAction = () => useAccessMutation((core, input: TaskActionInput) => actOnTasks(core, input));
export const useRetractRequests = () => useAccessMutation((core, ids: readonly string[]) => retractRequests(core, ids));
export const useRevokeAssignments = () =>
  useAccessMutation((core, input: { items: readonly RevokeInput[]; reason?: string }) => revokeAssignments(core, input.items, input.reason));
