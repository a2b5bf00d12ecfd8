import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { asBoolean, asObject, asString } from '../lookups/read';
import { queryKeys } from '../keys';
import { offersOf } from '../server-version';
import { TASK_ACTION_V2 } from '../../domain/server-version';
import { accessKeys } from './keys';
import { proxyUserOf, readMutation, reportError, reportFeedback } from './shared';
import type { MutationResult } from './types';

/**
 * POST `access/tasks` (AfTaskActionNode): approve, deny, refuse, claim, release, reassign (to `approverDn`)
 * or comment one or more tasks; several at once is a bulk action. Edited approval-form data items go in
 * each task's `dataItems`. A server that offers it (4.10+, `offersOf`) takes one task's approve, deny or
 * claim as POST `access/tasks/v2` (bulk actions and proxy mode stay here). Answers the banner's structured
 * feedback.
 */
export async function actOnTasks(core: IdmCore, input: TaskActionInput): Promise<MutationResult> {
  const proxyUser = proxyUserOf(core);
  const [onlyTask, ...more] = input.taskIds;
  if (onlyTask !== undefined && more.length === 0 && isV2Action(input.action) && !proxyUser)
    if ((await offersOf(core)).taskActionV2) return actOnTaskV2(core, input.action, onlyTask, input);
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/tasks'),
    query: { proxyUser },
    body: {
      tasks: input.taskIds.map((taskId) => ({
        taskId,
        ...(input.dataItems && input.dataItems.length > 0
          ? {
              dataItems: input.dataItems.map((item) => ({
                name: item.name,
                dataType: item.dataType,
                values: [...item.values],
                readOnly: false,
              })),
            }
          : {}),
      })),
      action: input.action,
      comment: input.comment ?? '',
      ...(input.approverDn ? { approver: input.approverDn } : {}),
      ...(proxyUser ? { proxyUser } : {}),
    },
  });
  return readMutation(body);
}

type V2Action = keyof typeof TASK_ACTION_V2;
const isV2Action = (action: TaskAction): action is V2Action => action in TASK_ACTION_V2;

/**
 * POST `access/tasks/v2` `{taskId, taskAction, comments, data[{key, value[]}]}` (4.10+); its FormResponseNode
 * `{success, message}` becomes the banner's answer, the message as the reason of a failure.
 */
async function actOnTaskV2(
  core: IdmCore,
  action: V2Action,
  taskId: string,
  input: TaskActionInput,
): Promise<MutationResult> {
  const data = (input.dataItems ?? []).map((item) => ({ key: item.name, value: [...item.values] }));
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/tasks/v2'),
      body: {
        taskId,
        taskAction: TASK_ACTION_V2[action],
        comments: input.comment ?? '',
        ...(action !== 'claim' && data.length > 0 ? { data } : {}),
      },
    }),
  );
  const success = asBoolean(body.success);
  return readMutation({
    success,
    succeeded: success ? [{ id: taskId }] : [],
    failed: success ? [] : [{ id: taskId, reason: asString(body.message) }],
  });
}

export type TaskAction = 'approve' | 'deny' | 'refuse' | 'claim' | 'release' | 'reassign' | 'comment';

export interface TaskActionInput {
  action: TaskAction;
  taskIds: readonly string[];
  comment?: string;
  /** reassign: the new assignee's DN. */
  approverDn?: string;
  /** approve, deny: the approver's values of the form's editable data items, sent with each task. */
  dataItems?: readonly TaskDataItemValues[];
}

/** An edited data item as POST access/tasks carries it in `tasks[].dataItems`. */
export interface TaskDataItemValues {
  name: string;
  dataType: string;
  values: readonly string[];
}

/** The banner's answer of a task action: each task named (by its id when the server gives no name). */
function taskFeedback(feedback: StructuredFeedback): StructuredFeedback {
  const named = (item: StructuredFeedback['succeeded'][number]) => ({
    ...item,
    id: item.id ?? '',
    name: item.name || item.id || '',
  });
  return { ...feedback, succeeded: feedback.succeeded.map(named), failed: feedback.failed.map(named), sods: [] };
}

/**
 * Approve, deny, claim, release, reassign or comment (`actOnTasks`): the answer goes to the banner, and
 * the tasks, the history and the notification counts are fetched again. Resolves to the banner's answer.
 */
export function useTaskAction() {
  const core = useCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TaskActionInput) => taskFeedback((await actOnTasks(core, input)).feedback),
    // The banner says what was done to the tasks it lists ("Approved:"), not only that it succeeded.
    onSuccess: (feedback, input) => reportFeedback(core, feedback, core.i18n.t(`ui.feedback.done.${input.action}`)),
    onError: (error) => reportError(core, error),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accessKeys.tasks }),
        client.invalidateQueries({ queryKey: accessKeys.history }),
        client.invalidateQueries({ queryKey: queryKeys.notifications(core.options.clientId) }),
      ]),
  });
}
