// Apart from prefetch.ts, which the task list's element loads: only the console's route table needs the details' read.
import { taskDetailQuery } from '../../api/access/task-details';
import type { AreaPrefetch } from '../../core/navigation';

/** `#/tasks/<taskId>`: the task's details, under the key TaskDetailView reads. */
export const prefetchTaskDetail: AreaPrefetch = (core, { taskId }) => {
  if (!taskId) return;
  void core.queryClient.prefetchQuery(taskDetailQuery(core, taskId));
};
