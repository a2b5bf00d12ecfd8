import { createElement, useCallback } from 'react';
import { defineIdmElement, emitIdmEvent, type IdmHostProps } from './define-idm-element';
import { elementRootWith } from './element-root';
import tasksEnglish from '../src/i18n/en/tasks.json';
import { TasksWidget } from '../src/areas/tasks/TasksWidget';
import type { TaskCompletedDetail } from '../src/areas/tasks/navigation';
import type { TaskStatusFilter } from '../src/areas/tasks/task-query';
import { CORE_VERSION } from '../src/core/version';
import { useEmbeddedNavigate } from '../src/ui/area';
import { sharedStyles } from '../src/ui/styles/shared-styles';
import tasksStyles from '../src/areas/tasks/tasks.css?inline';

export interface IdmTaskListProps extends IdmHostProps {
  pageSize?: number;
  status?: string;
  taskId?: string;
}

/** `idm-navigate` detail: an in-app route the host may follow ('#/users/cn%3D…'). */
export type { IdmNavigateDetail } from '../src/ui/area';

export type IdmTaskCompletedDetail = TaskCompletedDetail;

function TaskListElement({ host, pageSize, status, taskId }: IdmTaskListProps) {
  // Unless the host handles it (preventDefault), the link is followed: the console's hash routes.
  const onNavigate = useEmbeddedNavigate(host);
  const onTaskCompleted = useCallback(
    (detail: TaskCompletedDetail) => void emitIdmEvent<IdmTaskCompletedDetail>(host, 'idm-task-completed', detail),
    [host],
  );
  const claim: TaskStatusFilter | '' = status === 'Claimed' || status === 'Unclaimed' ? status : '';
  return createElement(TasksWidget, { pageSize, status: claim, taskId, onNavigate, onTaskCompleted });
}

/**
 * `<idm-task-list>`: the signed-in user's tasks (and their team's, for team managers) with search,
 * filters, customisable columns, paging, bulk approve/deny and each task's details and actions.
 *
 * Attributes:
 * - `page-size` (number): rows per page to start with; used when it is one of the page-size options.
 * - `status` (`Claimed` | `Unclaimed`): the claim status filter to start with.
 * - `task-id` (string): opens that task's details.
 *
 * Properties: `pageSize`, `status`, `taskId` (the same).
 *
 * Events (bubbling, composed):
 * - `idm-task-completed` — `{ taskId, action, result, reason? }` for each task an action was applied to;
 *   `action` is approve, deny, claim, release, reassign or comment, `result` 'succeeded' or 'failed'.
 * - `idm-navigate` — `{ href }`: a link out of the widget (a user's details, `#/users/<dn>`); cancelable:
 *   unless the host calls `preventDefault()`, `location.hash` is set to it.
 *
 * Parts: `root`, `tasks` (the list), `task-detail`, `table`, `banner`, `dialog`.
 */
export const IdmTaskListElement = defineIdmElement('idm-task-list', TaskListElement, {
  attributes: { pageSize: 'number', status: 'string', taskId: 'string' },
  styles: [...sharedStyles, tasksStyles],
  wrap: elementRootWith([{ namespace: 'tasks', english: tasksEnglish }]),
  version: CORE_VERSION,
});
