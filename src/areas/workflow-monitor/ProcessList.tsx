import { useId } from 'react';
import { useTranslation } from '../../core/react';
import type { Process } from '../../api/workflow-monitor';
import { PROCESS_SORT_FIELDS, PROCESS_STATUS_CODES, isProcessSortField } from '../../domain/workflow-monitor';
import { ListSearch, useListState } from '../../ui/area';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useProcesses } from './queries';
import { Heading } from '../../ui/Heading';

/** Running and finished processes: search, a state filter, sort and paging on the server. */
export function ProcessList({ onOpen }: { onOpen(requestId: string, name: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const paging = useListState({
    name: 'processes',
    sortColumns: PROCESS_SORT_FIELDS,
    defaultSort: { column: 'creationTime', order: 'desc' },
    filters: { status: { default: '0', allowed: PROCESS_STATUS_CODES.map(String) } },
  });
  const q = paging.search;
  const status = paging.filters.status;
  const sortField = isProcessSortField(paging.sortBy) ? paging.sortBy : 'creationTime';
  const list = useProcesses({
    q,
    processStatus: status === '' ? [] : [Number(status)],
    sortField,
    sortOrder: paging.sortOrder,
    startIndex: paging.page * paging.pageSize,
    size: paging.pageSize,
  });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const next = (paging.page + 1) * paging.pageSize < total ? (paging.page + 1) * paging.pageSize + 1 : -1;
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('workflowMonitor.column.name') },
    { column: 'recipient', displayLabel: t('workflowMonitor.column.recipient') },
    { column: 'initiator', displayLabel: t('workflowMonitor.column.initiator') },
    { column: 'processStatus', displayLabel: t('workflowMonitor.column.processStatus') },
    { column: 'approvalStatus', displayLabel: t('workflowMonitor.column.approvalStatus'), isSortable: false },
    { column: 'creationTime', displayLabel: t('workflowMonitor.column.creationTime') },
    { column: 'completionTime', displayLabel: t('workflowMonitor.column.completionTime') },
  ];
  return (
    <section className="idm-admin" part="process-list" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('workflowMonitor.processes.title')}</Heading>
      </header>
      <div className="idm-admin-filters idm-admin-filters-end">
        <ListSearch area="workflowMonitor" value={q} paging={paging} label={t('workflowMonitor.processes.search')} />
        <label>
          {t('workflowMonitor.processes.statusFilter')}{' '}
          <select value={status} onChange={(e) => paging.setFilters({ status: e.target.value })}>
            <option value="">{t('workflowMonitor.processes.allStates')}</option>
            {PROCESS_STATUS_CODES.map((code) => (
              <option key={code} value={String(code)}>
                {t(`workflowMonitor.processStatus.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? (
        <LoadFailure message={t('workflowMonitor.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<Process>
        tableName={t('workflowMonitor.processes.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(total, next)}
        renderCell={(row, column) => {
          switch (column.column) {
            case 'name':
              return (
                <button type="button" className="idm-link-button" onClick={() => onOpen(row.requestId, row.name)}>
                  <bdi>{row.name}</bdi>
                </button>
              );
            case 'recipient':
              return <bdi>{row.recipientName}</bdi>;
            case 'initiator':
              return <bdi>{row.initiatorName}</bdi>;
            case 'processStatus':
              return t(`workflowMonitor.processStatus.${row.processStatus}`);
            case 'approvalStatus':
              return t(`workflowMonitor.approvalStatus.${row.approvalStatus}`);
            case 'creationTime':
              return <DateTime value={row.creationTime} />;
            case 'completionTime':
              return row.completionTime === null ? '' : <DateTime value={row.completionTime} />;
            default:
              return undefined;
          }
        }}
      />
    </section>
  );
}
