import type { NamespaceStrings } from '../../core/i18n';
import english from '../../i18n/en/taskViews.json';

/**
 * The texts of what the task list's first screen does not show (namespace `taskViews`): a task's details, the
 * action, reassign and bulk decision dialogs, the approval form, the filters panel. English ships with their
 * code, so the list (namespace `tasks`) does not carry them.
 */
export const TASK_VIEW_STRINGS: readonly NamespaceStrings[] = [{ namespace: 'taskViews', english }];
