import type { NamespaceStrings } from '../../core/i18n';

/** The area's texts (namespace `tasks`): English as its own small chunk, fetched beside the page's. */
export const tasksStrings: NamespaceStrings = {
  namespace: 'tasks',
  english: () => import('../../i18n/en/tasks.json'),
};
