import { taskListQuery, type TaskScope } from '../../api/access';
import type { IdmCore } from '../../core';
import { taskListParams, type TaskListState } from './task-query';

/** The task list's query for a list state: TaskListView reads it, the prefetch asks for the first one. */
export function taskListQueryOf(core: IdmCore, state: TaskListState, scope: TaskScope) {
  return taskListQuery(core, taskListParams(state), scope);
}
