import { useTranslation } from 'react-i18next';
import { IsolatedSentence, slot } from '../../ui/ServerText';
import { ActionDialog } from './ActionDialog';
import type { TaskView } from './task-model';
import { useTaskActions } from './useTaskActions';
import { WithStrings } from '../../ui/WithStrings';
import { TASK_VIEW_STRINGS } from './view-strings';

export type Decision = 'approve' | 'deny';

export interface TaskBulkDecisionProps {
  /** The decision being asked about; null while the dialog is closed. */
  decision: Decision | null;
  tasks: readonly TaskView[];
  onClose(): void;
  /** After the server answered: the tasks it decided. */
  onDecided(taskIds: string[]): void;
}

/**
 * Approve or deny the selected tasks with one comment. The list loads it (with the action dialog and the
 * task actions) when a bulk button is first used, and keeps it mounted so a running decision stays pending.
 */
export function TaskBulkDecision(props: TaskBulkDecisionProps) {
  return (
    <WithStrings strings={TASK_VIEW_STRINGS}>
      <BulkDecisionDialog {...props} />
    </WithStrings>
  );
}

function BulkDecisionDialog({ decision, tasks, onClose, onDecided }: TaskBulkDecisionProps) {
  const { t } = useTranslation();
  const { run, pending } = useTaskActions();
  if (!decision) return null;
  return (
    <ActionDialog
      heading={
        tasks.length === 1
          ? decision === 'approve'
            ? t('taskViews.detail.approveHeading')
            : t('taskViews.detail.denyHeading')
          : decision === 'approve'
            ? t('taskViews.bulk.approveHeading', { count: tasks.length })
            : t('taskViews.bulk.denyHeading', { count: tasks.length })
      }
      description={
        <ul className="task-decision-list">
          {tasks.map((task) => (
            <li key={task.rowId} dir="auto">
              <IsolatedSentence
                text={t('taskViews.bulk.item', { name: slot('name'), recipient: slot('recipient') })}
                values={{ name: task.processName || task.taskId, recipient: task.recipientName }}
              />
            </li>
          ))}
        </ul>
      }
      confirmLabel={decision === 'approve' ? t('taskViews.action.approve') : t('taskViews.action.deny')}
      pending={pending}
      onClose={onClose}
      onConfirm={(comment) => {
        const taskIds = tasks.map((task) => task.taskId);
        onClose();
        void run({ action: decision, taskIds, comment }).then((answer) => {
          if (answer) onDecided(answer.succeeded.flatMap((item) => item.id ?? []));
        });
      }}
    />
  );
}
