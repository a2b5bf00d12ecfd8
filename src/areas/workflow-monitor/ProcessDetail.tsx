import { lazy, Suspense, useId, useState } from 'react';
import { useTerminateProcesses, type WorkEntry } from '../../api/workflow-monitor';
import { useCore, useTranslation } from '../../core/react';
import { PROCESS_STATUS, WORK_ENTRY_STATUS } from '../../domain/workflow-monitor';
import { CommentList, DateFact, Fact } from '../../ui/area';
import { DateTime } from '../../ui/dates/DateTime';
import { LazyDialog as Dialog } from '../../ui/LazyDialog';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useProcessComments, useProcesses, useWorkEntries } from './queries';
import { Heading } from '../../ui/Heading';

/** Reassigning an entry (a dialog with the picker) comes when it first opens. */
const ReassignDialog = lazy(() => import('./ReassignDialog').then((module) => ({ default: module.ReassignDialog })));

/** One process: its facts, terminate, its work entries (reassign the open ones) and its comments. */
export function ProcessDetail({ requestId, name, onBack }: { requestId: string; name?: string; onBack(): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  // The process as the list shows it, found by its name (deep links: among the newest 300).
  const found = useProcesses({
    q: name ?? '',
    processStatus: [],
    sortField: 'creationTime',
    sortOrder: 'desc',
    startIndex: 0,
    size: 300,
  });
  const process = found.data?.items.find((p) => p.requestId === requestId);
  const entries = useWorkEntries(requestId);
  const comments = useProcessComments(requestId);
  const terminate = useTerminateProcesses();
  const [confirming, setConfirming] = useState(false);
  const [comment, setComment] = useState('');
  const [reassigning, setReassigning] = useState<WorkEntry | null>(null);
  const running =
    process?.processStatus === PROCESS_STATUS.running || process?.processStatus === PROCESS_STATUS.stopped;

  const doTerminate = async () => {
    const result = await terminate.mutateAsync({ requestIds: [requestId], comment });
    setConfirming(false);
    setComment('');
    if (result.success) core.feedback.show('success', t('workflowMonitor.detail.terminated'));
    else core.feedback.show('danger', result.message || t('workflowMonitor.detail.terminateFailed'));
  };

  const columns: DataTableColumn[] = [
    { column: 'activityName', displayLabel: t('workflowMonitor.entry.activity'), isSortable: false },
    { column: 'ownerName', displayLabel: t('workflowMonitor.entry.owner'), isSortable: false },
    { column: 'status', displayLabel: t('workflowMonitor.entry.status'), isSortable: false },
    { column: 'creationTime', displayLabel: t('workflowMonitor.entry.created'), isSortable: false },
    { column: 'actions', displayLabel: t('workflowMonitor.entry.actions'), isSortable: false },
  ];
  return (
    <section className="idm-admin" part="process-detail" aria-labelledby={`${id}-title`}>
      <p>
        <button type="button" className="idm-link-button" onClick={onBack}>
          {t('workflowMonitor.detail.back')}
        </button>
      </p>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>
          <bdi>{process?.name ?? requestId}</bdi>
        </Heading>
        {running ? (
          <button type="button" className="idm-button danger" onClick={() => setConfirming(true)}>
            {t('workflowMonitor.detail.terminate')}
          </button>
        ) : null}
      </header>
      {found.isError ? (
        <LoadFailure
          message={t('workflowMonitor.loadFailed')}
          error={found.error}
          onRetry={() => void found.refetch()}
        />
      ) : null}
      {process ? (
        <dl className="idm-admin-facts">
          <Fact label={t('workflowMonitor.column.processStatus')}>
            {t(`workflowMonitor.processStatus.${process.processStatus}`)}
          </Fact>
          <Fact label={t('workflowMonitor.column.approvalStatus')}>
            {t(`workflowMonitor.approvalStatus.${process.approvalStatus}`)}
          </Fact>
          <Fact label={t('workflowMonitor.column.recipient')}>
            <bdi>{process.recipientName}</bdi>
          </Fact>
          <Fact label={t('workflowMonitor.column.initiator')}>
            <bdi>{process.initiatorName}</bdi>
          </Fact>
          <Fact label={t('workflowMonitor.detail.requestId')}>{process.requestId}</Fact>
          <DateFact label={t('workflowMonitor.column.creationTime')} value={process.creationTime} />
          <DateFact label={t('workflowMonitor.column.completionTime')} value={process.completionTime} />
        </dl>
      ) : null}
      <Heading depth={1}>{t('workflowMonitor.detail.workEntries')}</Heading>
      <DataTable<WorkEntry>
        tableName={t('workflowMonitor.detail.workEntries')}
        columns={columns}
        rows={entries.data ?? []}
        loading={entries.isPending}
        disablePagination
        renderCell={(row, column) => {
          if (column.column === 'ownerName') return <bdi>{row.ownerName}</bdi>;
          if (column.column === 'status') return t(`workflowMonitor.entryStatus.${row.status}`);
          if (column.column === 'creationTime') return <DateTime value={row.creationTime} />;
          if (column.column === 'actions')
            return row.status === WORK_ENTRY_STATUS.open ? (
              <button type="button" className="idm-button secondary" onClick={() => setReassigning(row)}>
                {t('workflowMonitor.entry.reassign')}
              </button>
            ) : null;
          return undefined;
        }}
      />
      <Heading depth={1}>{t('workflowMonitor.detail.comments')}</Heading>
      {(comments.data ?? []).length === 0 ? <p>{t('workflowMonitor.detail.noComments')}</p> : null}
      <CommentList
        comments={(comments.data ?? []).map((c) => ({
          key: c.id,
          userName: c.author,
          text: c.text,
          at: c.at,
          activity: c.activity,
          system: c.system,
        }))}
      />
      <Dialog
        open={confirming}
        heading={t('workflowMonitor.detail.terminateHeading')}
        onClose={() => setConfirming(false)}
        initialFocus=".idm-dialog-footer .idm-button"
        footer={
          <>
            <button
              type="button"
              className="idm-button danger"
              disabled={terminate.isPending}
              onClick={() => void doTerminate()}
            >
              {t('workflowMonitor.detail.terminate')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setConfirming(false)}>
              {t('workflowMonitor.cancel')}
            </button>
          </>
        }
      >
        <p>{t('workflowMonitor.detail.terminateQuestion', { name: process?.name ?? requestId })}</p>
        <div className="idm-admin-field">
          <label htmlFor={`${id}-comment`}>{t('workflowMonitor.comment')}</label>
          <textarea id={`${id}-comment`} dir="auto" value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
      </Dialog>
      {reassigning ? (
        <Suspense fallback={null}>
          <ReassignDialog entry={reassigning} onClose={() => setReassigning(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
