import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cprsQueries, useCprsOperation, type CprsDelta, type CprsSetting } from '../../api/resource-admin';
import { useCore, useTranslation } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { useListState, useOnChange } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';
import { CprsConfigForm } from './CprsConfigForm';
import { CprsRequests } from './CprsRequests';
import { ResourcePagesTexts } from './ResourcePagesTexts';

/**
 * CPRS (section `cprs`): the entitlements it reconciles (driver, logical system, entitlement, values, resources); for
 * one, reconcile (the delta against the connected system: first name, last name, entitlement, value, type) and
 * publish (the catalog follows); the requests' status; the settings.
 */
export function CprsView() {
  // The configuration is asked for before the page's texts are in (another language's file).
  useQuery(cprsQueries.config(useCore()));
  return (
    <ResourcePagesTexts>
      <Reconciliation />
    </ResourcePagesTexts>
  );
}

function Reconciliation() {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const settingsPaging = useListState({
    name: 'cprs-settings',
    prefix: 'settings.',
    sortColumns: ['driverName'],
    defaultSort: { column: 'driverName', order: 'asc' },
  });
  const settings = useQuery(
    cprsQueries.settings(core, {
      size: settingsPaging.pageSize,
      nextIndex: startIndexForPage(settingsPaging.page, settingsPaging.pageSize),
    }),
  );
  const [chosen, setChosen] = useState<CprsSetting | null>(null);
  // The differences load below the settings table: bring them into view and focus their heading when chosen.
  const deltaHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!chosen) return;
    deltaHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    deltaHeading.current?.focus({ preventScroll: true });
  }, [chosen]);
  const target = {
    driverDn: '',
    entitlementDn: chosen?.entitlementDn ?? '',
    logicalSystem: chosen?.logicalSystem ?? '',
  };
  const deltaPaging = useListState({
    name: 'cprs-delta',
    prefix: 'delta.',
    sortColumns: ['lastName'],
    defaultSort: { column: 'lastName', order: 'asc' },
  });
  useOnChange(chosen, () => deltaPaging.setPage(0));
  const delta = useQuery(
    cprsQueries.delta(core, target, {
      size: deltaPaging.pageSize,
      nextIndex: startIndexForPage(deltaPaging.page, deltaPaging.pageSize),
    }),
  );
  const config = useQuery(cprsQueries.config(core));
  const operation = useCprsOperation();

  const settingColumns: DataTableColumn[] = useMemo(
    () =>
      (['driverName', 'logicalSystem', 'entitlement', 'values', 'resources'] as const).map((c) => ({
        column: c,
        displayLabel: t(`resourceAdminPages.cprs.column.${c}`),
      })),
    [t],
  );
  const deltaColumns: DataTableColumn[] = useMemo(
    () =>
      (['firstName', 'lastName', 'entName', 'entVal', 'type'] as const).map((c) => ({
        column: c,
        displayLabel: t(`resourceAdminPages.cprs.column.${c}`),
      })),
    [t],
  );
  const run = (kind: 'reconcile' | 'publish') =>
    chosen ? operation.mutateAsync({ ...target, operation: kind }).catch(() => undefined) : undefined;

  return (
    <section className="idm-admin" part="cprs" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('resourceAdminPages.cprs.title')}</Heading>
      <p>{t('resourceAdminPages.cprs.intro')}</p>
      {settings.isError ? <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      <DataTable<CprsSetting>
        tableName={t('resourceAdminPages.cprs.settingsTable')}
        columns={settingColumns}
        rows={settings.data?.items ?? []}
        loading={settings.isPending}
        {...settingsPaging.pageProps(settings.data?.total ?? 0, settings.data?.nextIndex)}
        rowLabel={(row) => `${row.driverName} ${row.entitlement}`}
        renderCell={(row, column) =>
          column.column === 'entitlement' ? (
            <button
              type="button"
              className="idm-button secondary"
              aria-pressed={chosen?.entitlementDn === row.entitlementDn}
              onClick={() => setChosen(row)}
            >
              <bdi>{row.entitlement}</bdi>
            </button>
          ) : undefined
        }
      />
      {chosen ? (
        <section className="idm-admin-card" aria-labelledby={`${id}-delta`}>
          <div className="idm-admin-card-header">
            <Heading depth={1} id={`${id}-delta`} ref={deltaHeading} tabIndex={-1}>
              {t('resourceAdminPages.cprs.deltaOf', { name: `${chosen.driverName} ${chosen.entitlement}` })}
            </Heading>
            <div className="idm-admin-actions">
              <button
                type="button"
                className="idm-button"
                disabled={operation.isPending}
                onClick={() => void run('reconcile')}
              >
                {t('resourceAdminPages.cprs.reconcile')}
              </button>
              <button
                type="button"
                className="idm-button secondary"
                disabled={operation.isPending || (delta.data?.total ?? 0) === 0}
                onClick={() => void run('publish')}
              >
                {t('resourceAdminPages.cprs.publish')}
              </button>
            </div>
          </div>
          {delta.isError ? <LoadFailure error={delta.error} onRetry={() => void delta.refetch()} /> : null}
          <DataTable<CprsDelta>
            tableName={t('resourceAdminPages.cprs.deltaTable')}
            columns={deltaColumns}
            rows={delta.data?.items ?? []}
            loading={delta.isPending}
            {...deltaPaging.pageProps(delta.data?.total ?? 0, delta.data?.nextIndex)}
            rowLabel={(row) => `${row.firstName} ${row.lastName}`}
            cellValue={(row, column) =>
              column.column === 'type'
                ? t(`resourceAdminPages.cprs.type.${row.type === 'add' ? 'add' : 'remove'}`)
                : row[column.column as keyof CprsDelta]
            }
          />
        </section>
      ) : (
        <p>{t('resourceAdminPages.cprs.choose')}</p>
      )}
      <CprsRequests />
      {config.data ? <CprsConfigForm key={JSON.stringify(config.data)} config={config.data} /> : null}
    </section>
  );
}
