import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { cacheQueries, useClearCacheHolder, type CacheHolder } from '../../api/server-admin';
import { useCore, useTranslation } from '../../core/react';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';
import { ComponentLoader } from '../../ui/ComponentLoader';

/** The two forms (and the form kit) come beside their reads, which the page asks for as it opens. */
const CacheConfigurationForm = lazy(() =>
  import('./CacheConfigurationForm').then((module) => ({ default: module.CacheConfigurationForm })),
);
const CustomizedHoldersForm = lazy(() =>
  import('./CustomizedHoldersForm').then((module) => ({ default: module.CustomizedHoldersForm })),
);

/** `#/configuration/caching`: the cache holders with their sizes (clear one), the cache configuration and the holders' own limits, editable. */
export function Caching() {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const id = useId();
  const holders = useQuery(cacheQueries.holders(core));
  const customized = useQuery(cacheQueries.customized(core));
  // The configuration form's read goes now, beside its code.
  useQuery(cacheQueries.configuration(core));
  const clear = useClearCacheHolder();
  const columns: DataTableColumn[] = [
    { column: 'id', displayLabel: t('serverAdmin.cache.holder'), isSortable: false },
    { column: 'objectCount', displayLabel: t('serverAdmin.cache.objects'), isSortable: false },
    { column: 'actions', displayLabel: t('serverAdmin.actions'), isSortable: false },
  ];
  const custom = new Map((customized.data?.value ?? []).map((c) => [c.id, c]));
  return (
    <section className="idm-admin" part="caching" aria-labelledby={`${id}-title`}>
      <header className="idm-admin-header">
        <Heading id={`${id}-title`}>{t('serverAdmin.cache.title')}</Heading>
      </header>
      {holders.isError ? (
        <LoadFailure
          message={t('serverAdmin.loadFailed')}
          error={holders.error}
          onRetry={() => void holders.refetch()}
        />
      ) : null}
      <DataTable<CacheHolder>
        tableName={t('serverAdmin.cache.tableName')}
        columns={columns}
        rows={holders.data ?? []}
        loading={holders.isPending}
        disablePagination
        renderCell={(row, column) => {
          if (column.column === 'id') {
            const c = custom.get(row.id);
            return (
              <>
                <bdi>{row.id}</bdi>
                {c && (c.localMaxNodes !== '' || c.localTimeToLive !== '') ? (
                  <span className="idm-admin-note"> {t('serverAdmin.cache.customized')}</span>
                ) : null}
              </>
            );
          }
          if (column.column === 'objectCount') return row.objectCount.toLocaleString(i18n.language);
          if (column.column === 'actions')
            return (
              <button
                type="button"
                className="idm-button secondary"
                aria-label={t('serverAdmin.cache.clearHolder', { holder: row.id })}
                disabled={clear.isPending}
                onClick={() =>
                  void clear
                    .mutateAsync(row.id)
                    .then(() => core.feedback.show('success', t('serverAdmin.cache.cleared', { holder: row.id })))
                }
              >
                {t('serverAdmin.cache.clear')}
              </button>
            );
          return undefined;
        }}
      />
      <Suspense fallback={<ComponentLoader />}>
        <CacheConfigurationForm />
        <CustomizedHoldersForm />
      </Suspense>
    </section>
  );
}
