import { useTranslation } from '../../core/react';
import { IsolatedSentence, slot } from '../../ui/ServerText';
import type { TaskView } from './task-model';
import { claimState } from './task-rules';

/** Claim status in words, and 'Delegated' for tasks that reached the user through a delegation. */
export function TaskStatusCell({ task, myDn }: { task: TaskView; myDn: string | null }) {
  const { t } = useTranslation();
  const state = claimState(task, myDn);
  const text =
    state === 'claimedByMe' ? (
      t('tasks.status.claimedByMe')
    ) : state === 'claimedByOther' ? (
      <IsolatedSentence
        text={t('tasks.status.claimedBy', { name: slot('name') })}
        values={{ name: task.claimedByName || task.claimedByDn || '' }}
      />
    ) : (
      t('tasks.status.unclaimed')
    );
  return (
    <span className="task-status">
      <span className={`task-claim ${state}`}>{text}</span>
      {task.delegated ? ' ' : null}
      {task.delegated ? <span className="task-tag delegated">{t('tasks.status.delegated')}</span> : null}
    </span>
  );
}

/** 'Grant' / 'Revoke' for the request's action; other values as they come. */
export function actionLabel(action: string, t: (key: string) => string): string {
  if (action === 'grant') return t('tasks.action.grant');
  if (action === 'revoke') return t('tasks.action.revoke');
  return action;
}
