import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { statisticsQueries, type MemoryFigure } from '../../api/server-admin';
import { useCore, useTranslation } from '../../core/react';
import { Fact } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';

/** `#/configuration/statistics`: cache, cluster, memory and thread figures, and the User Application driver. */
export function Statistics() {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const id = useId();
  const stats = useQuery(statisticsQueries.all(core));
  const number = (n: number) => n.toLocaleString(i18n.language);
  const memoryColumns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('serverAdmin.stats.memoryName'), isSortable: false },
    { column: 'max', displayLabel: t('serverAdmin.stats.max'), isSortable: false },
    { column: 'used', displayLabel: t('serverAdmin.stats.used'), isSortable: false },
    { column: 'free', displayLabel: t('serverAdmin.stats.free'), isSortable: false },
  ];
  const threadColumns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('serverAdmin.stats.thread'), isSortable: false },
    { column: 'state', displayLabel: t('serverAdmin.stats.state'), isSortable: false },
    { column: 'cpuMs', displayLabel: t('serverAdmin.stats.cpu'), isSortable: false },
  ];
  const data = stats.data;
  return (
    <section className="idm-admin" part="statistics" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('serverAdmin.stats.title')}</Heading>
        <button type="button" className="idm-button secondary" onClick={() => void stats.refetch()}>
          {t('serverAdmin.stats.refresh')}
        </button>
      </header>
      {stats.isError ? (
        <LoadFailure message={t('serverAdmin.loadFailed')} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}
      {data ? (
        <>
          <Heading depth={1}>{t('serverAdmin.stats.driver')}</Heading>
          <dl className="idm-admin-facts">
            <Fact label={t('serverAdmin.stats.driverName')}>{data.driver.name}</Fact>
            <Fact label={t('serverAdmin.stats.version')}>{data.driver.version}</Fact>
            <Fact label={t('serverAdmin.stats.state')}>{data.driver.state}</Fact>
          </dl>
          <Heading depth={1}>{t('serverAdmin.stats.cluster')}</Heading>
          <dl className="idm-admin-facts">
            <Fact label={t('serverAdmin.stats.clusterName')}>{data.cluster.name}</Fact>
            <Fact label={t('serverAdmin.stats.address')}>{data.cluster.address}</Fact>
            <Fact label={t('serverAdmin.stats.connected')}>
              {data.cluster.connected ? t('serverAdmin.yes') : t('serverAdmin.no')}
            </Fact>
          </dl>
          <Heading depth={1}>{t('serverAdmin.stats.memory')}</Heading>
          <DataTable<MemoryFigure>
            tableName={t('serverAdmin.stats.memory')}
            columns={memoryColumns}
            rows={data.memory}
            disablePagination
            renderCell={(row, column) =>
              column.column === 'name' ? (
                <bdi dir="ltr">{row.name}</bdi>
              ) : column.column === 'max' ? (
                number(row.max)
              ) : column.column === 'used' ? (
                number(row.used)
              ) : column.column === 'free' ? (
                number(row.free)
              ) : undefined
            }
          />
          <Heading depth={1}>{t('serverAdmin.stats.threads')}</Heading>
          <DataTable
            tableName={t('serverAdmin.stats.threads')}
            columns={threadColumns}
            rows={data.threads}
            disablePagination
          />
          <Heading depth={1}>{t('serverAdmin.stats.caches')}</Heading>
          <ul>
            {data.caches.map((c) => (
              <li key={c.rowId}>
                <bdi>{c.name}</bdi>: {number(c.objectCount)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
