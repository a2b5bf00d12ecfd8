import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/errors';
import { useCore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { useTasksNavigation } from './navigation';
import { useProxyApproval, useTaskActionMutation, type TaskActionAnswer } from './task-data';
import { isDecision, type TaskAction, type TaskDataItemValues } from './task-model';

/** Spec section 4: the message of proxy mode when acting for someone needs their approval. */
export const PROXY_APPROVAL_REQUIRED = 'ProxyMode Approval is required!';

export interface RunTaskAction {
  action: TaskAction;
  taskIds: readonly string[];
  comment?: string;
  /** reassign: the new addressee's DN. */
  assigneeDn?: string;
  /** approve, deny: the approval form's editable data items. */
  dataItems?: TaskDataItemValues[];
}

/**
 * Runs an action on tasks: in proxy mode a decision needs the proxy approval first ('ProxyMode
 * Approval is required!' otherwise); the answer goes to the banner as a structured message and each
 * task's result to `taskCompleted` (`idm-task-completed` from the element).
 */
export function useTaskActions() {
  const core = useCore();
  const { t } = useTranslation();
  const navigation = useTasksNavigation();
  const mutation = useTaskActionMutation();
  const proxy = useProxyApproval();

  const run = useCallback(
    async (input: RunTaskAction): Promise<TaskActionAnswer | null> => {
      if (isDecision(input.action) && proxy.active && proxy.approved !== true) {
        core.feedback.show('danger', t('tasks.proxyApprovalRequired', PROXY_APPROVAL_REQUIRED));
        return null;
      }
      try {
        const answer = await mutation.mutateAsync(input);
        core.feedback.show(answer.success ? 'success' : 'danger', toFeedback(answer));
        for (const item of answer.succeeded) navigation.taskCompleted?.({ taskId: item.id, action: input.action, result: 'succeeded' });
        for (const item of answer.failed) {
          navigation.taskCompleted?.({ taskId: item.id, action: input.action, result: 'failed', reason: item.reason });
        }
        return answer;
      } catch (error) {
        core.feedback.show('danger', errorMessage(error, (key) => t(key)));
        for (const taskId of input.taskIds) {
          navigation.taskCompleted?.({ taskId, action: input.action, result: 'failed', reason: errorMessage(error) });
        }
        return null;
      }
    },
    [core, t, navigation, mutation, proxy.active, proxy.approved],
  );

  return { run, pending: mutation.isPending, proxy };
}

function toFeedback(answer: TaskActionAnswer): StructuredFeedback {
  return {
    success: answer.success,
    succeeded: answer.succeeded.map((item) => ({ id: item.id, name: item.name || item.id })),
    failed: answer.failed.map((item) => ({ id: item.id, name: item.name || item.id, ...(item.reason ? { reason: item.reason } : {}) })),
    sods: [],
  };
}
