import { taskDetailQuery } from '../../api/access/task-details';
import type { AreaPrefetch } from '../../core/navigation';
import { TASK_VIEW_STRINGS } from './view-strings';

/**
 * `#/tasks/<taskId>`: the task's details, under the key TaskDetailView reads, and the details' texts (`taskViews`:
 * in another language its file comes with the task, not after the page's code).
 */
export const prefetchTaskDetail: AreaPrefetch = (core, { taskId }) => {
  if (taskId) void core.queryClient.prefetchQuery(taskDetailQuery(core, taskId));
  void core.loadNamespaces(TASK_VIEW_STRINGS).catch(() => undefined);
};
