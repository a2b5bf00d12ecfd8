import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { TasksNavigation } from './navigation';

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: hash routes (`#/tasks`, `#/tasks/<taskId>`). */
export function useConsoleTasksNavigation(): TasksNavigation {
  const section = useSectionNavigation('tasks');
  return useMemo(
    () => ({
      openTask: section.open,
      taskHref: section.href,
      backToList: section.backToList,
      listHref: section.listHref,
    }),
    [section],
  );
}
