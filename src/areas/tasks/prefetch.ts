// From the file, not the barrel (part of the console's first load: see list-query.ts). The task list is the
// page most accounts land on, and its reads are shared with the list's page chunk: in the first load they keep
// tasks/TaskListPage's first visit within its 25 KiB (in a chunk of their own, as the other areas' are, it was 28.4).
import { managedTeamsQuery } from '../../api/lookups/team-scope';
import { preferenceQuery } from '../../api/preferences';
import { generalSettingsForFirstPage } from '../../api/settings';
import type { IdmCore } from '../../core';
import type { AreaPrefetch } from '../../core/navigation';
import { TASK_COLUMNS_PREFERENCE } from './columns';
import { taskListQueryOf } from './list-query';
import { firstTaskListState, type FirstTaskListOptions } from './task-query';

/**
 * The task list's first screen: the saved columns, the managed teams and the first page of the
 * user's tasks in the list's default order, under the keys TaskListView reads. The page size comes
 * from the general settings: those this browser read last when start-up has not read them yet, else the
 * spec's defaults, so the page goes out with the start-up reads instead of after them.
 */
export function prefetchTasks(core: IdmCore, first: FirstTaskListOptions = {}): void {
  const { queryClient } = core;
  void queryClient.prefetchQuery(preferenceQuery(core, TASK_COLUMNS_PREFERENCE));
  void queryClient.prefetchQuery(managedTeamsQuery(core));
  const settings = generalSettingsForFirstPage(core);
  void queryClient.prefetchQuery(taskListQueryOf(core, firstTaskListState(settings, first), { kind: 'mine' }));
}

/** `#/tasks`: the console's list (TaskListPage) as it first shows; a link to another page or search (`#/tasks?page=2`) asks for its own. */
export const prefetchTaskList: AreaPrefetch = (core, _params, query) => {
  if (query.size === 0) prefetchTasks(core);
};
