import { createAreaContext } from '../../ui/area';
import type { TaskAction } from './task-decision-rules';

/**
 * Where the area goes inside itself and whom it tells: hash routes in the console, in place and events
 * in `<idm-task-list>`. Links out of the area go through the area kit (`useGo`, `RouteLink`).
 */
export interface TasksNavigation {
  openTask(taskId: string): void;
  /** The link of a task's details, when the host has links (the console); null renders a button. */
  taskHref(taskId: string): string | null;
  backToList(): void;
  /** The list's link (the console), or null (a button). */
  listHref(): string | null;
  /** After an action on tasks (`idm-task-completed`). */
  taskCompleted?(detail: TaskCompletedDetail): void;
}

export interface TaskCompletedDetail {
  taskId: string;
  action: TaskAction;
  /** 'succeeded' or 'failed' for this task; the reason when it failed. */
  result: 'succeeded' | 'failed';
  reason?: string;
}

const tasksNavigation = createAreaContext<TasksNavigation>('TasksNavigation');
export const TasksNavigationProvider = tasksNavigation.Provider;
export const useTasksNavigation = tasksNavigation.use;
