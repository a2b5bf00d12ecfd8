import { generalSettingsQuery } from '../../api/settings';
import type { IdmCore } from '../../core';
import type { AreaPrefetch } from '../../core/navigation';
import { pageSizeOptions, resolvePageSize } from '../../domain/pagination';
import { hasRememberedState } from '../../ui/area/remembered-state';
import { taskKeys } from './task-data';
import { DEFAULT_SORT_COLUMN, DEFAULT_SORT_ORDER, EMPTY_FILTERS, taskListParams, type TaskStatusFilter } from './task-query';
import { createTasksPort } from './tasks-adapters';

export interface TaskListPrefetchOptions {
  /** The list's remembered-state name ('console'): a list left before comes back with its own queries. */
  rememberAs?: string;
  /** The list's first page size and claim status (an element's attributes). */
  pageSize?: number | undefined;
  status?: TaskStatusFilter | '';
}

/**
 * The task list's first screen: the saved columns, the managed teams and the first page of the
 * user's tasks in the list's default order, under the keys TaskListView reads. The page size comes
 * from the general settings (asked for at start-up; only the list waits for that answer). Nothing is
 * asked for when the list remembers a state of its own.
 */
export function prefetchTasks(core: IdmCore, { rememberAs, pageSize: initialPageSize, status = '' }: TaskListPrefetchOptions = {}): void {
  if (rememberAs !== undefined && hasRememberedState(core, `tasks.${rememberAs}.`)) return;
  const { queryClient } = core;
  const port = createTasksPort(core);
  void queryClient.prefetchQuery({ queryKey: taskKeys.columns(), queryFn: ({ signal }) => port.columns(signal), retry: false });
  void queryClient.prefetchQuery({ queryKey: taskKeys.teams(), queryFn: ({ signal }) => port.managedTeams(signal), staleTime: 5 * 60_000 });
  void queryClient
    .ensureQueryData(generalSettingsQuery(core))
    .catch(() => null)
    .then((settings) => {
      const pageSize = resolvePageSize(initialPageSize, pageSizeOptions(settings), settings?.defaultRowsPerPage);
      const filters = { ...EMPTY_FILTERS, status };
      const params = taskListParams({ page: 0, pageSize, search: '', sortColumn: DEFAULT_SORT_COLUMN, sortOrder: DEFAULT_SORT_ORDER, filters });
      const proxy = core.stores.$proxy.get()?.dn ?? '';
      return queryClient.prefetchQuery({ queryKey: taskKeys.list(proxy, { kind: 'mine' }, params), queryFn: ({ signal }) => port.list(params, { kind: 'mine' }, signal) });
    });
}

/** `#/tasks`: the console's list (TaskListPage), on a visit that does not come back to a list left before. */
export const prefetchTaskList: AreaPrefetch = (core) => prefetchTasks(core, { rememberAs: 'console' });

/** `#/tasks/<taskId>`: the task's details, under the key TaskDetailView reads. */
export const prefetchTaskDetail: AreaPrefetch = (core, { taskId }) => {
  if (!taskId) return;
  const port = createTasksPort(core);
  const proxy = core.stores.$proxy.get()?.dn ?? '';
  void core.queryClient.prefetchQuery({ queryKey: taskKeys.detail(proxy, taskId), queryFn: ({ signal }) => port.detail(taskId, signal), retry: false });
};
