import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { loggingQueries, useAddLogger, useSetLoggerLevel, type Logger } from '../../api/server-admin';
import { useCore, useTranslation } from '../../core/react';
import { LOG_LEVELS } from '../../domain/server-admin';
import { ListSearch, SearchBox, useListState } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';

/** `#/configuration/logging`: the configured loggers (search, set a level) and a logger for another package. */
export function Logging() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const paging = useListState({
    name: 'loggers',
    sortColumns: [],
    defaultSort: { column: 'name', order: 'asc' },
  });
  const q = paging.search;
  const loggers = useQuery(
    loggingQueries.loggers(core, { q, nextIndex: paging.page * paging.pageSize + 1, pageSize: paging.pageSize }),
  );
  const setLevel = useSetLoggerLevel();
  const [packageQ, setPackageQ] = useState('');
  const packages = useQuery(loggingQueries.packages(core, packageQ));
  const [newPackage, setNewPackage] = useState('');
  const [newLevel, setNewLevel] = useState<number>(20000);
  const add = useAddLogger();
  const total = loggers.data?.total ?? 0;
  const next = (paging.page + 1) * paging.pageSize < total ? (paging.page + 1) * paging.pageSize + 1 : -1;
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('serverAdmin.log.logger'), isSortable: false },
    { column: 'description', displayLabel: t('serverAdmin.log.description'), isSortable: false },
    { column: 'level', displayLabel: t('serverAdmin.log.level'), isSortable: false },
  ];
  const configured = new Set((loggers.data?.items ?? []).map((l) => l.name));
  return (
    <section className="idm-admin" part="logging" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('serverAdmin.log.title')}</Heading>
      </header>
      <ListSearch
        area="serverAdmin"
        value={q}
        paging={paging}
        label={t('serverAdmin.log.search')}
        submitLabel={t('serverAdmin.search')}
      />
      {loggers.isError ? (
        <LoadFailure
          message={t('serverAdmin.loadFailed')}
          error={loggers.error}
          onRetry={() => void loggers.refetch()}
        />
      ) : null}
      <DataTable<Logger>
        tableName={t('serverAdmin.log.tableName')}
        columns={columns}
        rows={loggers.data?.items ?? []}
        loading={loggers.isPending}
        {...paging.pageProps(total, next)}
        renderCell={(row, column) => {
          if (column.column === 'name') return <bdi dir="ltr">{row.name}</bdi>;
          if (column.column === 'level')
            return (
              <select
                aria-label={t('serverAdmin.log.levelOf', { logger: row.name })}
                value={row.level}
                disabled={setLevel.isPending}
                onChange={(e) =>
                  void setLevel
                    .mutateAsync({ name: row.name, level: Number(e.target.value) })
                    .then(() => core.feedback.show('success', t('serverAdmin.log.levelSet', { logger: row.name })))
                }
              >
                {LOG_LEVELS.map((level) => (
                  <option key={level.name} value={level.value}>
                    {level.name}
                  </option>
                ))}
              </select>
            );
          return undefined;
        }}
      />
      <Heading depth={1}>{t('serverAdmin.log.addTitle')}</Heading>
      <div className="idm-admin-filters idm-admin-filters-end">
        <SearchBox
          className="idm-list-search"
          label={t('serverAdmin.log.packageSearch')}
          submitLabel={t('serverAdmin.search')}
          value={packageQ}
          onSearch={(value) => setPackageQ(value.trim())}
        />
        <label>
          {t('serverAdmin.log.package')}{' '}
          <select value={newPackage} onChange={(e) => setNewPackage(e.target.value)}>
            <option value="">{t('serverAdmin.log.choosePackage')}</option>
            {(packages.data ?? [])
              .filter((p) => !configured.has(p.name))
              .map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
        <label>
          {t('serverAdmin.log.level')}{' '}
          <select value={newLevel} onChange={(e) => setNewLevel(Number(e.target.value))}>
            {LOG_LEVELS.map((level) => (
              <option key={level.name} value={level.value}>
                {level.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="idm-button"
          disabled={newPackage === '' || add.isPending}
          onClick={() =>
            void add.mutateAsync({ name: newPackage, level: newLevel }).then(() => {
              core.feedback.show('success', t('serverAdmin.log.added', { logger: newPackage }));
              setNewPackage('');
            })
          }
        >
          {t('serverAdmin.log.add')}
        </button>
      </div>
    </section>
  );
}
