import { defineAreaRoutes } from '../../core/navigation';
import { prefetchTaskDetail } from './detail-prefetch';
import { prefetchTaskList } from './prefetch';
import { tasksStrings } from './strings';

/** The tasks area: the task list (`#/tasks`) and one task's details (`#/tasks/<taskId>`). */
export default defineAreaRoutes({
  area: 'tasks',
  strings: [tasksStrings],
  sections: [
    {
      section: 'tasks',
      routes: [
        { path: '', load: () => import('./TaskListPage'), prefetch: prefetchTaskList },
        { path: ':taskId', load: () => import('./TaskDetailPage'), prefetch: prefetchTaskDetail },
      ],
    },
  ],
});

export { taskLinks, taskPaths } from './links';
