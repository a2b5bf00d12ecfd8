import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { cprsQueries, type CprsRequestStatus } from '../../api/resource-admin';
import { useCore, useTranslation } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { useListState } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';

/** CPRS's requests: each reconcile or publish, its status, how many it touched, its message, start and end. */
export function CprsRequests() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const requestsPaging = useListState({
    name: 'cprs-requests',
    prefix: 'requests.',
    sortColumns: ['started'],
    defaultSort: { column: 'started', order: 'desc' },
  });
  const requests = useQuery(
    cprsQueries.requests(core, {
      size: requestsPaging.pageSize,
      nextIndex: startIndexForPage(requestsPaging.page, requestsPaging.pageSize),
    }),
  );
  const requestColumns: DataTableColumn[] = useMemo(
    () => [
      { column: 'opType', displayLabel: t('resourceAdminPages.cprs.column.opType') },
      { column: 'status', displayLabel: t('resourceAdminPages.cprs.column.status') },
      { column: 'total', displayLabel: t('resourceAdminPages.cprs.column.total') },
      { column: 'message', displayLabel: t('resourceAdminPages.cprs.column.message') },
      { column: 'started', displayLabel: t('resourceAdminPages.cprs.column.started'), cellType: 'timestamp' },
      { column: 'completed', displayLabel: t('resourceAdminPages.cprs.column.completed'), cellType: 'timestamp' },
    ],
    [t],
  );
  return (
    <section className="idm-admin-card" aria-labelledby={`${id}-requests`}>
      <Heading depth={1} id={`${id}-requests`}>
        {t('resourceAdminPages.cprs.requests')}
      </Heading>
      {requests.isError ? <LoadFailure error={requests.error} onRetry={() => void requests.refetch()} /> : null}
      <DataTable<CprsRequestStatus>
        tableName={t('resourceAdminPages.cprs.requestsTable')}
        columns={requestColumns}
        rows={requests.data?.items ?? []}
        loading={requests.isPending}
        {...requestsPaging.pageProps(requests.data?.total ?? 0, requests.data?.nextIndex)}
        rowLabel={(row) => `${row.opType} ${row.rowId}`}
        cellValue={(row, column) =>
          column.column === 'opType'
            ? t(`resourceAdminPages.cprs.op.${row.opType === 'publish' ? 'publish' : 'reconcile'}`)
            : column.column === 'status'
              ? t(row.done ? 'resourceAdminPages.cprs.done' : 'resourceAdminPages.cprs.running')
              : row[column.column as keyof CprsRequestStatus]
        }
      />
    </section>
  );
}
