import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { approvalFormUrl, taskDetailQuery, type TaskDetails } from '../../api/access';
import { useCore, useCoreStore } from '../../core/react';
import { relativeTime } from '../../domain/relative-time';
import { PersonName } from '../../ui/quick-info';
import { IsolatedSentence, slot } from '../../ui/ServerText';
import { ActionDialog } from './ActionDialog';
import { ApprovalForm, approvalFormHref } from './ApprovalForm';
import { useTasksNavigation } from './navigation';
import { ReassignDialog } from './ReassignDialog';
import { relativeLabels } from './relative-labels';
import { toTaskDetail } from './task-detail-mapping';
import type { TaskDetailView as TaskDetail, TaskHistoryEntry } from './task-model';
import { claimState } from './task-rules';
import { editedDataItems, missingRequiredItems, needsClaim, type TaskAction } from './task-decision-rules';
import { actionLabel, TaskStatusCell } from './TaskStatusCell';
import { PROXY_APPROVAL_REQUIRED } from './proxy-approval';
import { useTaskActions } from './useTaskActions';
import taskDetailStyles from './task-detail.css?inline';
import {
  CommentList,
  DateFact,
  DetailCard,
  DetailQuery,
  Fact,
  IdentifierText,
  Timeline,
  useActingDn,
  useAreaStyles,
} from '../../ui/area';
import { Heading } from '../../ui/Heading';
import { WithStrings } from '../../ui/WithStrings';
import { TASK_VIEW_STRINGS } from './view-strings';

const SUMMARY_ITEMS = new Set(['item', 'action', 'recipient', 'requester', 'reason', 'requestDate']);

type OpenDialog = 'approve' | 'deny' | 'reassign' | 'comment' | null;

/** The buttons that open a dialog of their own, with their labels' keys. */
const DIALOG_BUTTONS = [
  ['reassign', 'taskViews.action.reassign'],
  ['comment', 'taskViews.action.comment'],
] as const;

/** A task's details as the page shows them (keyed by the proxied user, so proxy mode asks again). */
function useTaskDetail(taskId: string) {
  const core = useCore();
  useCoreStore('$proxy');
  const select = useCallback(
    (details: TaskDetails) =>
      toTaskDetail(details, approvalFormUrl(core, { ...details, taskId: details.taskId || taskId })),
    [core, taskId],
  );
  return useQuery({ ...taskDetailQuery(core, taskId), select });
}

/**
 * One task: what is asked, for whom, by whom, its data, comments and approval history, and the actions. Its texts
 * (`taskViews`) come with its code; another language's file is asked for beside the task.
 */
export function TaskDetailView({ taskId }: { taskId: string }) {
  const detail = useTaskDetail(taskId);
  return (
    <WithStrings strings={TASK_VIEW_STRINGS}>
      <TaskDetailFrame detail={detail} />
    </WithStrings>
  );
}

function TaskDetailFrame({ detail }: { detail: ReturnType<typeof useTaskDetail> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigation = useTasksNavigation();
  // The details' rules (and detail-page.css) come with this code: the list's first screen does not load them.
  const styled = useAreaStyles<HTMLDivElement>(taskDetailStyles);
  return (
    <div ref={styled}>
      <DetailQuery
        query={detail}
        className="task-detail"
        titleId={titleId}
        list={navigation}
        backLabel={t('taskViews.detail.back')}
        navLabel={t('taskViews.detail.breadcrumb')}
        loadingLabel={t('taskViews.detail.loading')}
        title={t('taskViews.detail.title')}
        notFound={t('taskViews.detail.notFound')}
        keepOnPassingFailure
      >
        {(task, back) => <TaskDetailContent task={task} titleId={titleId} back={back} onDone={navigation.backToList} />}
      </DetailQuery>
    </div>
  );
}

function TaskDetailContent({
  task,
  titleId,
  back,
  onDone,
}: {
  task: TaskDetail;
  titleId: string;
  back: ReactNode;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const actingDn = useActingDn();
  const { run, pending, proxy } = useTaskActions();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The approver's values of the form's editable data items, by name (the server's until changed).
  const [formValues, setFormValues] = useState<Record<string, string[]>>({});
  // Names of required items an approval was tried without (shown as field errors until filled in).
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [approvalTries, setApprovalTries] = useState(0);
  const articleRef = useRef<HTMLElement>(null);
  const claim = claimState(task, actingDn);
  const proxyBlocked = proxy.active && proxy.approved === false;
  const decisionsBlocked = claim === 'claimedByOther' || proxyBlocked;
  // Data items the summary already shows are not repeated.
  const formItems = task.dataItems.filter((item) => !SUMMARY_ITEMS.has(item.name));
  const formHref = approvalFormHref(task.approvalFormUrl);

  const act = async (action: TaskAction, comment = '', approverDn?: string) => {
    const edited = action === 'approve' || action === 'deny' ? editedDataItems(formItems, formValues) : [];
    const answer = await run({
      action,
      taskIds: [task.taskId],
      comment,
      ...(approverDn ? { approverDn } : {}),
      ...(edited.length > 0 ? { dataItems: edited } : {}),
    });
    const done = answer?.succeeded.some((item) => item.id === task.taskId) ?? false;
    // Until it went through, the dialog stays open with what was typed; the banner says what failed.
    if (done) setDialog(null);
    // A decided or reassigned task is no longer the user's: back to the list.
    if (done && (action === 'approve' || action === 'deny' || action === 'reassign')) onDone();
  };

  // Required form items are asked for before the approval dialog opens, so the field can be reached.
  const startApproval = () => {
    const unfilled = missingRequiredItems(formItems, formValues);
    setMissing(unfilled.map((item) => item.name));
    if (unfilled.length === 0) {
      setDialog('approve');
      return;
    }
    setApprovalTries((count) => count + 1);
  };
  useEffect(() => {
    if (approvalTries > 0) articleRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [approvalTries]);

  return (
    <article ref={articleRef} className="task-detail" aria-labelledby={titleId} part="task-detail">
      {back}
      <header className="task-detail-header">
        <div>
          <Heading id={titleId} dir="auto">
            {task.processName || task.activityName}
          </Heading>
          {task.activityName && task.activityName !== task.processName ? (
            <p className="task-activity" dir="auto">
              {task.activityName}
            </p>
          ) : null}
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
          {t('taskViews.detail.claimedByOther', { name: task.claimedByName || task.claimedByDn })}
        </p>
      ) : null}
      {needsClaim(task, actingDn) ? (
        <p className="idm-alert warning" role="status">
          {t('taskViews.detail.claimFirst', { name: task.assignedToName })}
        </p>
      ) : null}

      <div className="task-actions" role="group" aria-label={t('taskViews.detail.actions')}>
        <button type="button" className="idm-button" disabled={pending || decisionsBlocked} onClick={startApproval}>
          {t('taskViews.action.approve')}
        </button>
        <button
          type="button"
          className="idm-button danger"
          disabled={pending || decisionsBlocked}
          onClick={() => setDialog('deny')}
        >
          {t('taskViews.action.deny')}
        </button>
        {claim === 'unclaimed' ? (
          <button type="button" className="idm-button secondary" disabled={pending} onClick={() => void act('claim')}>
            {t('taskViews.action.claim')}
          </button>
        ) : (
          <button type="button" className="idm-button secondary" disabled={pending} onClick={() => void act('release')}>
            {t('taskViews.action.release')}
          </button>
        )}
        {DIALOG_BUTTONS.map(([opens, label]) => (
          <button
            key={opens}
            type="button"
            className="idm-button secondary"
            disabled={pending}
            aria-haspopup="dialog"
            onClick={() => setDialog(opens)}
          >
            {t(label)}
          </button>
        ))}
      </div>

      <div className="idm-detail-grid">
        <DetailCard id={`${titleId}-summary`} className="task-card-main" heading={t('taskViews.detail.summary')}>
          <dl className="idm-facts tasks-facts">
            <Fact label={t('taskViews.detail.item')} freeText>
              {task.processName}
            </Fact>
            <Fact label={t('taskViews.detail.action')}>{actionLabel(task.action, (key) => t(key))}</Fact>
            <Fact label={t('taskViews.detail.recipient')} freeText>
              <PersonName dn={task.recipientDn} name={task.recipientName} />
            </Fact>
            <Fact label={t('taskViews.detail.requester')} freeText>
              <PersonName dn={task.requesterDn} name={task.requesterName} />
            </Fact>
            <DateFact label={t('taskViews.detail.requestDate')} value={task.requestDate} />
            <ExpiryFact value={task.expirationTime} />
            <Fact label={t('taskViews.detail.assignedTo')}>
              <span dir="auto">{task.assignedToName}</span>
              {task.delegated ? (
                <>
                  {' '}
                  <span className="task-tag delegated">{t('tasks.status.delegated')}</span>
                </>
              ) : null}
            </Fact>
            <Fact label={t('taskViews.detail.delegatedFrom')} freeText>
              {task.delegatedFromName}
            </Fact>
            <Fact label={t('taskViews.detail.priority')}>{task.priority}</Fact>
            <Fact label={t('taskViews.detail.confirmation')}>
              {task.confirmationNumber ? <IdentifierText value={task.confirmationNumber} /> : null}
            </Fact>
            <Fact label={t('taskViews.detail.reason')} freeText>
              {task.reason}
            </Fact>
          </dl>
        </DetailCard>

        {formItems.length > 0 || formHref ? (
          <DetailCard id={`${titleId}-form`} className="task-card-main" heading={t('taskViews.detail.form')}>
            <ApprovalForm
              items={formItems}
              values={formValues}
              missing={missing}
              onChange={(name, values) => {
                setFormValues((current) => ({ ...current, [name]: values }));
                setMissing((current) => current.filter((item) => item !== name));
              }}
              formHref={formHref}
            />
          </DetailCard>
        ) : null}

        <DetailCard id={`${titleId}-history`} className="task-card-side" heading={t('taskViews.detail.history')}>
          {task.history.length === 0 ? (
            <p className="idm-detail-hint">{t('taskViews.detail.noHistory')}</p>
          ) : (
            <Timeline
              items={task.history.map((entry) => ({
                key: entry.key,
                outcome: entry.outcome,
                title: entry.title,
                actor: entry.actorName ? (
                  <IsolatedSentence text={historyActor(entry, t)} values={{ name: entry.actorName }} />
                ) : null,
                at: entry.at,
                comment: entry.comment,
              }))}
            />
          )}
        </DetailCard>

        <DetailCard id={`${titleId}-comments`} className="task-card-main" heading={t('taskViews.detail.comments')}>
          {task.comments.length === 0 ? (
            <p className="idm-detail-hint">{t('taskViews.detail.noComments')}</p>
          ) : (
            <CommentList comments={task.comments} />
          )}
        </DetailCard>
      </div>

      {dialog === 'approve' || dialog === 'deny' ? (
        <ActionDialog
          heading={dialog === 'approve' ? t('taskViews.detail.approveHeading') : t('taskViews.detail.denyHeading')}
          description={
            <p dir="auto">
              <IsolatedSentence
                text={t('taskViews.bulk.item', { name: slot('name'), recipient: slot('recipient') })}
                values={{ name: task.processName, recipient: task.recipientName }}
              />
            </p>
          }
          confirmLabel={dialog === 'approve' ? t('taskViews.action.approve') : t('taskViews.action.deny')}
          pending={pending}
          onConfirm={(comment) => void act(dialog, comment)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'comment' ? (
        <ActionDialog
          heading={t('taskViews.detail.commentHeading')}
          confirmLabel={t('taskViews.detail.commentConfirm')}
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
          onConfirm={(approverDn, comment) => void act('reassign', comment, approverDn)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}

/** 'Approved by …', 'Denied by …', 'Waiting for …' for approval steps; the name alone for other steps (as a slot). */
function historyActor(entry: TaskHistoryEntry, t: TFunction): string {
  const name = slot('name');
  switch (entry.outcome) {
    case 'approved':
      return t('taskViews.history.approvedBy', { name });
    case 'denied':
      return t('taskViews.history.deniedBy', { name });
    case 'pending':
      return t('taskViews.history.waitingFor', { name });
    case 'cancelled':
      return t('taskViews.history.cancelled', { name });
    default:
      return name;
  }
}

/** The expiry with how far off it is ('Jan 20, 2025 9:00 AM (in 3 days)' style, spec thresholds). */
function ExpiryFact({ value }: { value: number | null }) {
  const { t } = useTranslation();
  const { env } = useCore();
  return (
    <DateFact
      label={t('taskViews.detail.expires')}
      value={value}
      suffix={(date) => ` (${relativeTime(date, env.now(), relativeLabels(t))})`}
    />
  );
}
