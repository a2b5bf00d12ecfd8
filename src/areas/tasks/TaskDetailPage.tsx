import { useParams } from 'react-router-dom';
import tasksCss from './tasks.css?inline';
import { useConsoleTasksNavigation } from './console-navigation';
import { TasksNavigationProvider } from './navigation';
import { TaskDetailView } from './TaskDetailView';
import { useAreaStyles } from '../../ui/area';

/** `#/tasks/<taskId>`: one task's details and actions. */
export default function TaskDetailPage() {
  const ref = useAreaStyles<HTMLDivElement>(tasksCss);
  const { taskId = '' } = useParams();
  return (
    <div ref={ref} className="tasks-area">
      <TasksNavigationProvider value={useConsoleTasksNavigation()}>
        <TaskDetailView key={taskId} taskId={taskId} />
      </TasksNavigationProvider>
    </div>
  );
}
