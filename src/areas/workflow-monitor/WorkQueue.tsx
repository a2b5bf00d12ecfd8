import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { queueQueries, useRemoveFromQueue, type QueueItem, type QueueRef } from '../../api/workflow-monitor';
import { useLoggedInUser } from '../../api/user';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useCore, useTranslation } from '../../core/react';
import { Heading } from '../../ui/Heading';

const useQueue = (ref: QueueRef) => useQuery(queueQueries.entry(useCore(), ref));

/** The work queue: a user's saved request cart (grant or revoke), its items and assignees; remove any of them. */
export function WorkQueue() {
  const { t } = useTranslation();
  const id = useId();
  const me = useLoggedInUser();
  const [ownerText, setOwnerText] = useState('');
  const [owner, setOwner] = useState('');
  const [action, setAction] = useState('grant');
  const effectiveOwner = owner || me.data?.dn || '';
  const queue = useQueue({ owner: effectiveOwner, action });
  const remove = useRemoveFromQueue();
  const ref = { owner: effectiveOwner, action };
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('workflowMonitor.queue.item'), isSortable: false },
    { column: 'itemType', displayLabel: t('workflowMonitor.queue.type'), isSortable: false },
    { column: 'assignees', displayLabel: t('workflowMonitor.queue.assignees'), isSortable: false },
    { column: 'actions', displayLabel: t('workflowMonitor.entry.actions'), isSortable: false },
  ];
  return (
    <section className="idm-admin" part="work-queue" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('workflowMonitor.queue.title')}</Heading>
      </header>
      <form
        className="idm-admin-filters idm-admin-filters-end"
        onSubmit={(e) => {
          e.preventDefault();
          setOwner(ownerText.trim());
        }}
      >
        <label>
          {t('workflowMonitor.queue.owner')}{' '}
          <input
            dir="ltr"
            value={ownerText}
            placeholder={me.data?.dn ?? ''}
            onChange={(e) => setOwnerText(e.target.value)}
          />
        </label>
        <label>
          {t('workflowMonitor.queue.action')}{' '}
          <select value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="grant">{t('workflowMonitor.queue.grant')}</option>
            <option value="revoke">{t('workflowMonitor.queue.revoke')}</option>
          </select>
        </label>
        <button type="submit" className="idm-button secondary">
          {t('workflowMonitor.queue.show')}
        </button>
      </form>
      {queue.isError ? (
        <LoadFailure
          message={t('workflowMonitor.loadFailed')}
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      ) : null}
      <DataTable<QueueItem>
        tableName={t('workflowMonitor.queue.tableName')}
        columns={columns}
        rows={queue.data ?? []}
        loading={queue.isPending && effectiveOwner !== ''}
        disablePagination
        renderCell={(row, column) => {
          if (column.column === 'name') return <bdi>{row.name}</bdi>;
          if (column.column === 'assignees')
            return (
              <ul className="idm-admin-plain-list">
                {row.assignees.map((a) => (
                  <li key={a.dn}>
                    <bdi>{a.name}</bdi>{' '}
                    <button
                      type="button"
                      className="idm-link-button"
                      aria-label={t('workflowMonitor.queue.removeAssignee', { name: a.name, item: row.name })}
                      onClick={() =>
                        void remove.mutateAsync({ ...ref, what: 'assignee', itemDn: row.itemDn, assigneeDn: a.dn })
                      }
                    >
                      {t('workflowMonitor.queue.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            );
          if (column.column === 'actions')
            return (
              <button
                type="button"
                className="idm-button secondary"
                aria-label={t('workflowMonitor.queue.removeItem', { item: row.name })}
                onClick={() => void remove.mutateAsync({ ...ref, what: 'item', itemDn: row.itemDn })}
              >
                {t('workflowMonitor.queue.remove')}
              </button>
            );
          return undefined;
        }}
      />
      {(queue.data ?? []).length > 0 ? (
        <div className="idm-admin-actions">
          <button
            type="button"
            className="idm-button danger"
            onClick={() => void remove.mutateAsync({ ...ref, what: 'entry' })}
          >
            {t('workflowMonitor.queue.removeAll')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
