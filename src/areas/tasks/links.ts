import { sectionHref, sectionPath } from '../../core/navigation';

/** Typed link builders of the tasks area: every segment URL-encoded. */
export const taskLinks = {
  list: () => sectionHref('tasks'),
  detail: (taskId: string) => sectionHref('tasks', taskId),
};

/** The same as router paths (for `navigate()`). */
export const taskPaths = {
  list: () => sectionPath('tasks'),
  detail: (taskId: string) => sectionPath('tasks', taskId),
};
