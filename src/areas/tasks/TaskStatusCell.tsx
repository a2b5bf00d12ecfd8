import { useTranslation } from 'react-i18next';
import { IsolatedSentence, slot } from '../../ui/ServerText';
import { claimState, type TaskView } from './task-model';

/** Claim status in words, and 'Delegated' for tasks that reached the user through a delegation. */
export function TaskStatusCell({ task, myDn }: { task: TaskView; myDn: string | null }) {
  const { t } = useTranslation();
  const state = claimState(task, myDn);
  const text =
    state === 'claimedByMe' ? (
      t('tasks.status.claimedByMe', 'Claimed by me')
    ) : state === 'claimedByOther' ? (
      <IsolatedSentence
        text={t('tasks.status.claimedBy', { defaultValue: 'Claimed by {{name}}', name: slot('name') })}
        values={{ name: task.claimedByName || task.claimedByDn || '' }}
      />
    ) : (
      t('tasks.status.unclaimed', 'Not claimed')
    );
  return (
    <span className="task-status">
      <span className={`task-claim ${state}`}>{text}</span>
      {task.delegated ? ' ' : null}
      {task.delegated ? <span className="task-tag delegated">{t('tasks.status.delegated', 'Delegated')}</span> : null}
    </span>
  );
}

/** 'Grant' / 'Revoke' for the request's action; other values as they come. */
export function actionLabel(action: string, t: (key: string, fallback: string) => string): string {
  if (action === 'grant') return t('tasks.action.grant', 'Grant');
  if (action === 'revoke') return t('tasks.action.revoke', 'Revoke');
  return action;
}
