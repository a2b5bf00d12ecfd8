import { useEffect, useMemo, useState } from 'react';
import { useCore } from '../../core/react';
import { useTranslation } from 'react-i18next';
import { ListDetailWidget } from '../../ui/area/ListDetailWidget';
import { TasksNavigationProvider, type TaskCompletedDetail, type TasksNavigation } from './navigation';
import { prefetchTasks } from './prefetch';
import { LazyTaskDetailView as TaskDetailView, TaskListView } from './TaskListView';
import type { TaskStatusFilter } from './task-query';

// A task's details come as their own chunk, when a task is first opened (ListDetailWidget).

export interface TasksWidgetProps {
  pageSize?: number;
  status?: TaskStatusFilter | '';
  /** Opens this task's details first. */
  taskId?: string;
  /** A link out of the widget ('#/users/…'): the host decides (`idm-navigate`). */
  onNavigate(href: string): void;
  onTaskCompleted(detail: TaskCompletedDetail): void;
}

/**
 * `<idm-task-list>`'s content: start-up data and the signed-in user first (claims are theirs), then
 * its own feedback banner, the list, and a task's details in place of it.
 */
export function TasksWidget({ pageSize, status, taskId, onNavigate, onTaskCompleted }: TasksWidgetProps) {
  const { t } = useTranslation();
  const core = useCore();
  const [shown, setShown] = useState<string | null>(taskId || null);
  // A new `task-id` attribute opens that task.
  useEffect(() => setShown(taskId || null), [taskId]);

  const navigation = useMemo<TasksNavigation>(
    () => ({
      openTask: (id) => setShown(id),
      taskHref: () => null,
      backToList: () => setShown(null),
      listHref: () => null,
      taskCompleted: onTaskCompleted,
    }),
    [onTaskCompleted],
  );

  return (
    <TasksNavigationProvider value={navigation}>
      <ListDetailWidget
        className="tasks-area"
        loadingLabel={t('tasks.loading')}
        prefetch={() => prefetchTasks(core, { pageSize, status })}
        onNavigate={onNavigate}
        list={<TaskListView pageSize={pageSize} status={status} />}
        detail={shown ? <TaskDetailView key={shown} taskId={shown} /> : null}
      />
    </TasksNavigationProvider>
  );
}
