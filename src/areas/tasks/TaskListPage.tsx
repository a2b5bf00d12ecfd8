import tasksCss from './tasks.css?inline';
import { useConsoleTasksNavigation } from './console-navigation';
import { TasksNavigationProvider } from './navigation';
import { TaskListView } from './TaskListView';
import { useAreaStyles } from '../../ui/area';

/** `#/tasks`: the signed-in user's tasks (and their team's, for team managers). */
export default function TaskListPage() {
  const ref = useAreaStyles<HTMLDivElement>(tasksCss);
  return (
    <div ref={ref} className="tasks-area">
      <TasksNavigationProvider value={useConsoleTasksNavigation()}>
        <TaskListView />
      </TasksNavigationProvider>
    </div>
  );
}
