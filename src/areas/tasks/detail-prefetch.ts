// The details' reader comes in its own chunk (the detail page's, which the console page preloads for a task's
// link), not in the console's first load: the route table is part of it.
import { prefetchInChunk } from '../../core/navigation';

/** `#/tasks/<taskId>`: the task's details, under the key TaskDetailView reads. */
export const prefetchTaskDetail = prefetchInChunk(
  () => import('../../api/access/task-details'),
  ({ taskDetailQuery }) =>
    (core, { taskId }) => {
      if (taskId) void core.queryClient.prefetchQuery(taskDetailQuery(core, taskId));
    },
);
