// From the file, not the barrel: the console's first load imports this (routes.ts → prefetch.ts), and
// the barrel would bring every access call (catalog, cart, SoD check and their lookups) along.
import { taskListQuery, type TaskScope } from '../../api/access/tasks';
import type { IdmCore } from '../../core';
import { taskListParams, type TaskListState } from './task-query';

/** The task list's query for a list state: TaskListView reads it, the prefetch asks for the first one. */
export function taskListQueryOf(core: IdmCore, state: TaskListState, scope: TaskScope) {
  return taskListQuery(core, taskListParams(state), scope);
}
