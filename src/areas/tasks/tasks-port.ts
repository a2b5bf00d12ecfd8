import { createPortContext } from '../../ui/area/port';
import type { PickerFetcher } from '../../domain/picker-source';
import type { TaskAction, TaskDataItemValues, TaskDetailView, TaskListPage } from './task-model';
import type { TaskListParams } from './task-query';

/** Whose tasks: the signed-in user's (or the proxied user's), or a team's (optionally one member). */
export type TaskScope = { kind: 'mine' } | { kind: 'team'; teamDn: string; memberDn: string };

export interface TaskActionInput {
  action: TaskAction;
  taskIds: readonly string[];
  comment?: string;
  /** reassign: the new addressee. */
  assigneeDn?: string;
  /** approve, deny: the approval form's editable data items with the approver's values. */
  dataItems?: TaskDataItemValues[];
}

export interface TaskActionResult {
  id: string;
  name: string;
  reason?: string;
}

/** The answer of POST access/tasks: each task succeeded or failed on its own. */
export interface TaskActionAnswer {
  success: boolean;
  succeeded: TaskActionResult[];
  failed: TaskActionResult[];
}

export interface NamedDn {
  dn: string;
  name: string;
}

/**
 * What the tasks area needs from the server, in its own shapes. The default (`createTasksPort` in
 * tasks-adapters.ts) maps `src/api/access`, `src/api/lookups` and `src/api/preferences`; tests and
 * hosts may pass another through `<TasksPortProvider>`.
 */
export interface TasksPort {
  list(params: TaskListParams, scope: TaskScope, signal?: AbortSignal): Promise<TaskListPage>;
  detail(taskId: string, signal?: AbortSignal): Promise<TaskDetailView>;
  act(input: TaskActionInput): Promise<TaskActionAnswer>;
  /** Teams the signed-in user manages (empty: not a team manager). */
  managedTeams(signal?: AbortSignal): Promise<NamedDn[]>;
  teamMembers(teamDn: string, signal?: AbortSignal): Promise<NamedDn[]>;
  /** In proxy mode: may the signed-in user act (approve, deny) for `proxyDn`? */
  proxyApproved(proxyDn: string, signal?: AbortSignal): Promise<boolean>;
  /** The saved task list columns, or null for the defaults. */
  columns(signal?: AbortSignal): Promise<string[] | null>;
  saveColumns(columns: readonly string[]): Promise<void>;
  restoreColumns(): Promise<void>;
  /** Where the reassign picker finds users; the picker's own Users tab (api/lookups) when left out. */
  reassignUsers?: PickerFetcher;
}

export const tasksPort = createPortContext<TasksPort>('TasksPort');
export const useTasksPort = tasksPort.usePort;
