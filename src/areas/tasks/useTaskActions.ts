import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaskAction, type TaskActionInput } from '../../api/access';
import { errorMessage } from '../../core/errors';
import { useCore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { useTasksNavigation } from './navigation';
import { PROXY_APPROVAL_REQUIRED, useProxyApproval } from './proxy-approval';
import { isDecision, type TaskAction } from './task-decision-rules';

/**
 * Runs an action on tasks (`useTaskAction`, which reports the answer in the banner): in proxy mode a
 * decision needs the proxy approval first ('ProxyMode Approval is required!' otherwise); each task's
 * result goes to `taskCompleted` (`idm-task-completed` from the element).
 */
export function useTaskActions() {
  const core = useCore();
  const { t } = useTranslation();
  const navigation = useTasksNavigation();
  const mutation = useTaskAction();
  const proxy = useProxyApproval();

  const run = useCallback(
    async (input: TaskActionInput & { action: TaskAction }): Promise<StructuredFeedback | null> => {
      if (isDecision(input.action) && proxy.active && proxy.approved !== true) {
        core.feedback.show('danger', t('tasks.proxyApprovalRequired', PROXY_APPROVAL_REQUIRED));
        return null;
      }
      try {
        const answer = await mutation.mutateAsync(input);
        for (const item of answer.succeeded)
          navigation.taskCompleted?.({ taskId: item.id ?? '', action: input.action, result: 'succeeded' });
        for (const item of answer.failed) {
          navigation.taskCompleted?.({
            taskId: item.id ?? '',
            action: input.action,
            result: 'failed',
            reason: item.reason,
          });
        }
        return answer;
      } catch (error) {
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
