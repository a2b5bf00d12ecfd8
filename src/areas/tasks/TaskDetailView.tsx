import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/errors';
import { useCore } from '../../core/react';
import { formatDate, relativeTime, toDate } from '../../domain/format';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { QuickInfoTrigger, userDetailHref } from '../../ui/quick-info';
import { ActionDialog } from './ActionDialog';
import { useTasksNavigation } from './navigation';
import { ReassignDialog } from './ReassignDialog';
import { useActingDn, useTaskDetail } from './task-data';
import { claimState, type TaskAction, type TaskDetailView as TaskDetail, type TaskHistoryEntry } from './task-model';
import { actionLabel, TaskStatusCell } from './TaskStatusCell';
import { PROXY_APPROVAL_REQUIRED, useTaskActions } from './useTaskActions';
import { OpenLink, useGo } from '../../ui/area';

const SUMMARY_ITEMS = new Set(['item', 'action', 'recipient', 'requester', 'reason', 'requestDate']);

type OpenDialog = 'approve' | 'deny' | 'reassign' | 'comment' | null;

/** One task: what is asked, for whom, by whom, its data, comments and approval history, and the actions. */
export function TaskDetailView({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigation = useTasksNavigation();
  const detail = useTaskDetail(taskId);

  const back = <BackLink />;
  if (detail.isPending) {
    return (
      <section className="task-detail" aria-busy="true" aria-label={t('tasks.detail.loading', 'Loading task')}>
        {back}
        <ComponentLoader />
      </section>
    );
  }
  if (detail.error || !detail.data) {
    return (
      <section className="task-detail" aria-labelledby={titleId}>
        {back}
        <h1 id={titleId}>{t('tasks.detail.title', 'Task')}</h1>
        <div className="idm-alert danger" role="alert">
          {detail.error ? errorMessage(detail.error, (key) => t(key)) : t('tasks.detail.notFound', 'This task is not available.')}
        </div>
      </section>
    );
  }
  return <TaskDetailContent task={detail.data} titleId={titleId} back={back} onDone={navigation.backToList} />;
}

function BackLink() {
  const { t } = useTranslation();
  const navigation = useTasksNavigation();
  return (
    <nav className="tasks-back" aria-label={t('tasks.detail.breadcrumb', 'Breadcrumb')}>
      <OpenLink href={navigation.listHref()} onOpen={navigation.backToList}>
        <span aria-hidden="true" className="tasks-back-arrow">
          ‹
        </span>{' '}
        {t('tasks.detail.back', 'Back to tasks')}
      </OpenLink>
    </nav>
  );
}

function TaskDetailContent({ task, titleId, back, onDone }: { task: TaskDetail; titleId: string; back: ReactNode; onDone(): void }) {
  const { t } = useTranslation();
  const go = useGo();
  const actingDn = useActingDn();
  const { run, pending, proxy } = useTaskActions();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const claim = claimState(task, actingDn);
  const proxyBlocked = proxy.active && proxy.approved === false;
  const decisionsBlocked = claim === 'claimedByOther' || proxyBlocked;
  // Data items the summary already shows are not repeated.
  const formItems = task.dataItems.filter((item) => !SUMMARY_ITEMS.has(item.name));

  const act = async (action: TaskAction, comment = '', assigneeDn?: string) => {
    setDialog(null);
    const answer = await run({ action, taskIds: [task.taskId], comment, ...(assigneeDn ? { assigneeDn } : {}) });
    const done = answer?.succeeded.some((item) => item.id === task.taskId) ?? false;
    // A decided or reassigned task is no longer the user's: back to the list.
    if (done && (action === 'approve' || action === 'deny' || action === 'reassign')) onDone();
  };

  const person = (dn: string, name: string) =>
    dn ? <QuickInfoTrigger dn={dn} name={name || dn} onViewMore={(value) => go(userDetailHref(value))} /> : name;

  return (
    <article className="task-detail" aria-labelledby={titleId} part="task-detail">
      {back}
      <header className="task-detail-header">
        <div>
          <h1 id={titleId} ref={headingRef} tabIndex={-1}>
            {task.processName || task.activityName}
          </h1>
          {task.activityName && task.activityName !== task.processName ? <p className="task-activity">{task.activityName}</p> : null}
        </div>
        <TaskStatusCell task={task} myDn={actingDn} />
      </header>

      {proxyBlocked ? (
        <div className="idm-alert danger" role="alert">
          {t('tasks.proxyApprovalRequired', PROXY_APPROVAL_REQUIRED)}
        </div>
      ) : null}
      {claim === 'claimedByOther' ? (
        <p className="idm-alert warning" role="status">
          {t('tasks.detail.claimedByOther', {
            defaultValue: '{{name}} has claimed this task. Only they can approve or deny it until it is released.',
            name: task.claimedByName || task.claimedByDn,
          })}
        </p>
      ) : null}

      <div className="task-actions" role="group" aria-label={t('tasks.detail.actions', 'Task actions')}>
        <button type="button" className="idm-button" disabled={pending || decisionsBlocked} onClick={() => setDialog('approve')}>
          {t('tasks.action.approve', 'Approve')}
        </button>
        <button type="button" className="idm-button danger" disabled={pending || decisionsBlocked} onClick={() => setDialog('deny')}>
          {t('tasks.action.deny', 'Deny')}
        </button>
        {claim === 'unclaimed' ? (
          <button type="button" className="idm-button secondary" disabled={pending} onClick={() => void act('claim')}>
            {t('tasks.action.claim', 'Claim')}
          </button>
        ) : (
          <button type="button" className="idm-button secondary" disabled={pending} onClick={() => void act('release')}>
            {t('tasks.action.release', 'Release')}
          </button>
        )}
        <button type="button" className="idm-button secondary" disabled={pending} aria-haspopup="dialog" onClick={() => setDialog('reassign')}>
          {t('tasks.action.reassign', 'Reassign')}
        </button>
        <button type="button" className="idm-button secondary" disabled={pending} aria-haspopup="dialog" onClick={() => setDialog('comment')}>
          {t('tasks.action.comment', 'Comment')}
        </button>
      </div>

      <div className="task-detail-grid">
        <section className="tasks-card" aria-labelledby={`${titleId}-summary`}>
          <h2 id={`${titleId}-summary`}>{t('tasks.detail.summary', 'Request')}</h2>
          <dl className="tasks-facts">
            <Fact label={t('tasks.detail.item', 'Requested item')}>{task.processName}</Fact>
            <Fact label={t('tasks.detail.action', 'Action')}>{actionLabel(task.action, (key, fallback) => t(key, fallback))}</Fact>
            <Fact label={t('tasks.detail.recipient', 'Recipient')}>{person(task.recipientDn, task.recipientName)}</Fact>
            <Fact label={t('tasks.detail.requester', 'Requester')}>{person(task.requesterDn, task.requesterName)}</Fact>
            <DateFact label={t('tasks.detail.requestDate', 'Request date')} value={task.requestDate} />
            <DateFact label={t('tasks.detail.expires', 'Expires')} value={task.expirationTime} relative />
            <Fact label={t('tasks.detail.assignedTo', 'Assigned to')}>
              {task.assignedToName}
              {task.delegated ? ` (${t('tasks.status.delegated', 'Delegated')})` : ''}
            </Fact>
            <Fact label={t('tasks.detail.priority', 'Priority')}>{task.priority}</Fact>
            <Fact label={t('tasks.detail.confirmation', 'Confirmation number')}>{task.confirmationNumber}</Fact>
            <Fact label={t('tasks.detail.reason', 'Reason')}>{task.reason}</Fact>
          </dl>
        </section>

        {formItems.length > 0 ? (
          <section className="tasks-card" aria-labelledby={`${titleId}-form`}>
            <h2 id={`${titleId}-form`}>{t('tasks.detail.form', 'Approval form')}</h2>
            <dl className="tasks-facts">
              {formItems.map((item) => (
                <Fact key={item.name} label={item.label || item.name}>
                  {item.values.length > 1 ? (
                    <ul className="tasks-values">
                      {item.values.map((value, index) => (
                        <li key={index}>{item.isDate ? <DateText value={Number(value)} /> : value}</li>
                      ))}
                    </ul>
                  ) : item.isDate ? (
                    <DateText value={Number(item.values[0])} />
                  ) : (
                    (item.values[0] ?? '')
                  )}
                </Fact>
              ))}
            </dl>
          </section>
        ) : null}

        <section className="tasks-card" aria-labelledby={`${titleId}-history`}>
          <h2 id={`${titleId}-history`}>{t('tasks.detail.history', 'Approval history')}</h2>
          {task.history.length === 0 ? (
            <p className="tasks-hint">{t('tasks.detail.noHistory', 'No approval steps yet.')}</p>
          ) : (
            <ol className="tasks-timeline">
              {task.history.map((entry) => (
                <li key={entry.key} className={`tasks-timeline-entry ${entry.outcome}`}>
                  <p className="tasks-timeline-title">{entry.title}</p>
                  <p className="tasks-timeline-meta">
                    {entry.actorName ? <span>{historyActor(entry, t)}</span> : null}
                    <DateText value={entry.at} />
                  </p>
                  {entry.comment ? <p className="tasks-timeline-comment">{entry.comment}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>

        <section className="tasks-card" aria-labelledby={`${titleId}-comments`}>
          <h2 id={`${titleId}-comments`}>{t('tasks.detail.comments', 'Comments')}</h2>
          {task.comments.length === 0 ? (
            <p className="tasks-hint">{t('tasks.detail.noComments', 'No comments.')}</p>
          ) : (
            <ul className="tasks-comments">
              {task.comments.map((comment) => (
                <li key={comment.key} className={comment.system ? 'system' : undefined}>
                  <p className="tasks-comment-meta">
                    <span className="tasks-comment-author">{comment.userName || comment.userDn}</span>
                    <DateText value={comment.at} />
                    {comment.activity ? <span className="tasks-comment-activity">{comment.activity}</span> : null}
                  </p>
                  <p className="tasks-comment-text">{comment.text}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {dialog === 'approve' || dialog === 'deny' ? (
        <ActionDialog
          heading={dialog === 'approve' ? t('tasks.detail.approveHeading', 'Approve task') : t('tasks.detail.denyHeading', 'Deny task')}
          description={<p>{t('tasks.bulk.item', { defaultValue: '{{name}} for {{recipient}}', name: task.processName, recipient: task.recipientName })}</p>}
          confirmLabel={dialog === 'approve' ? t('tasks.action.approve', 'Approve') : t('tasks.action.deny', 'Deny')}
          pending={pending}
          onConfirm={(comment) => void act(dialog, comment)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'comment' ? (
        <ActionDialog
          heading={t('tasks.detail.commentHeading', 'Add a comment')}
          confirmLabel={t('tasks.detail.commentConfirm', 'Add comment')}
          commentRequired
          pending={pending}
          onConfirm={(comment) => void act('comment', comment)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'reassign' ? (
        <ReassignDialog
          excludedDns={task.assignedToDn ? [task.assignedToDn] : []}
          pending={pending}
          onConfirm={(assigneeDn, comment) => void act('reassign', comment, assigneeDn)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}

/** 'Approved by …', 'Denied by …', 'Waiting for …' for approval steps; the name alone for other steps. */
function historyActor(entry: TaskHistoryEntry, t: TFunction): string {
  const name = entry.actorName;
  switch (entry.outcome) {
    case 'approved':
      return t('tasks.history.approvedBy', { defaultValue: 'Approved by {{name}}', name });
    case 'denied':
      return t('tasks.history.deniedBy', { defaultValue: 'Denied by {{name}}', name });
    case 'pending':
      return t('tasks.history.waitingFor', { defaultValue: 'Waiting for {{name}}', name });
    case 'cancelled':
      return t('tasks.history.cancelled', { defaultValue: 'Cancelled ({{name}})', name });
    default:
      return name;
  }
}

function DateFact({ label, value, relative }: { label: string; value: number | null; relative?: boolean }) {
  if (!value || !toDate(value)) return null;
  return (
    <Fact label={label}>
      <DateText value={value} relative={relative} />
    </Fact>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className="tasks-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 'MMM d, y h:mm a', optionally with the relative time ('in 3 days' style, spec thresholds). */
function DateText({ value, relative = false }: { value: number | null; relative?: boolean }) {
  const { t } = useTranslation();
  const { env } = useCore();
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()}>
      {formatDate(date)}
      {relative ? ` (${relativeTime(date, env.now(), relativeLabels(t))})` : ''}
    </time>
  );
}

function relativeLabels(t: (key: string, fallback: string) => string) {
  return {
    ago: t('tasks.time.ago', '%s ago'),
    fromNow: t('tasks.time.fromNow', '%s from now'),
    seconds: t('tasks.time.seconds', 'less than a minute'),
    minute: t('tasks.time.minute', 'about a minute'),
    minutes: t('tasks.time.minutes', '%d minutes'),
    hour: t('tasks.time.hour', 'about an hour'),
    hours: t('tasks.time.hours', 'about %d hours'),
    day: t('tasks.time.day', 'a day'),
    days: t('tasks.time.days', '%d days'),
    month: t('tasks.time.month', 'about a month'),
    months: t('tasks.time.months', '%d months'),
    year: t('tasks.time.year', 'about a year'),
    years: t('tasks.time.years', '%d years'),
  };
}

/** Moves focus to the page's heading when the details open, so keyboard and screen-reader users land there. */
function useFocusOnMount<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
