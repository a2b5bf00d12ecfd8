import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TasksNavigation } from './navigation';
import { taskLinks, taskPaths } from './links';

/** Inside `<idm-console>`: hash routes. */
export function useConsoleTasksNavigation(): TasksNavigation {
  const navigate = useNavigate();
  return useMemo<TasksNavigation>(
    () => ({
      openTask: (taskId) => void navigate(taskPaths.detail(taskId)),
      taskHref: (taskId) => taskLinks.detail(taskId),
      backToList: () => void navigate(taskPaths.list()),
      listHref: () => taskLinks.list(),
    }),
    [navigate],
  );
}
