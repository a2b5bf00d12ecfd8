import { defineAreaRoutes } from '../../core/navigation';

/** The tasks area: the task list (`#/tasks`) and one task's details (`#/tasks/<taskId>`). */
export default defineAreaRoutes({
  area: 'tasks',
  sections: [
    {
      section: 'tasks',
      routes: [
        { path: '', load: () => import('./TaskListPage') },
        { path: ':taskId', load: () => import('./TaskDetailPage') },
      ],
    },
  ],
});

export { taskLinks, taskPaths } from './links';
