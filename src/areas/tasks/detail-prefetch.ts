// The details' reader comes in its own chunk (the detail page's, which the console page preloads for a task's
// link), not in the console's first load: the route table is part of it.
import { prefetchInChunk } from '../../core/navigation';

/**
 * `#/tasks/<taskId>`: the task's details, under the key TaskDetailView reads, and the details' texts (`taskViews`:
 * in another language its file comes with the task, not after the page's code).
 */
export const prefetchTaskDetail = prefetchInChunk(
  () => Promise.all([import('../../api/access/task-details'), import('./view-strings')]),
  ([{ taskDetailQuery }, { TASK_VIEW_STRINGS }]) =>
    (core, { taskId }) => {
      if (taskId) void core.queryClient.prefetchQuery(taskDetailQuery(core, taskId));
      void core.loadNamespaces(TASK_VIEW_STRINGS).catch(() => undefined);
    },
);
