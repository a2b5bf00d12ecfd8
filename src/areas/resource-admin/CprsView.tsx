import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cprsQueries,
  useCprsOperation,
  useSaveCprsConfig,
  type CprsConfig,
  type CprsDelta,
  type CprsRequestStatus,
  type CprsSetting,
} from '../../api/resource-admin';
import { useCore } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { useListState, useOnChange } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';

/** The CPRS settings: on or off, how long requests are kept, how often the connected systems are polled. */
function CprsConfigForm({ config }: { config: CprsConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCprsConfig();
  const [value, setValue] = useState({
    enableCprs: config.enableCprs,
    cleanup: String(config.cleanupTimeInDays),
    polling: String(config.pollingInterval),
  });
  const [tried, setTried] = useState(false);
  const bad = (text: string, max: number) => !/^\d{1,4}$/.test(text.trim()) || Number(text) < 1 || Number(text) > max;
  const cleanupBad = bad(value.cleanup, 3650);
  const pollingBad = bad(value.polling, 1440);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (cleanupBad || pollingBad) return;
    save
      .mutateAsync({
        enableCprs: value.enableCprs,
        cleanupTimeInDays: Number(value.cleanup),
        pollingInterval: Number(value.polling),
      })
      .catch(() => undefined);
  };
  return (
    <form className="idm-admin-form idm-admin-card" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Heading depth={1} id={`${id}-title`}>
        {t('resourceAdmin.cprs.config')}
      </Heading>
      <label>
        <input
          type="checkbox"
          checked={value.enableCprs}
          onChange={(e) => setValue({ ...value, enableCprs: e.target.checked })}
        />
        {t('resourceAdmin.cprs.enable')}
      </label>
      {(
        [
          ['cleanup', cleanupBad, 'resourceAdmin.cprs.cleanup', 'resourceAdmin.cprs.cleanupRange'],
          ['polling', pollingBad, 'resourceAdmin.cprs.polling', 'resourceAdmin.cprs.pollingRange'],
        ] as const
      ).map(([field, invalid, label, error]) => (
        <div key={field} className="idm-admin-field">
          <label htmlFor={`${id}-${field}`}>{t(label)}</label>
          <input
            id={`${id}-${field}`}
            inputMode="numeric"
            value={value[field]}
            aria-invalid={tried && invalid}
            aria-describedby={tried && invalid ? `${id}-${field}-error` : undefined}
            onChange={(e) => setValue({ ...value, [field]: e.target.value })}
          />
          {tried && invalid ? (
            <p id={`${id}-${field}-error`} className="idm-admin-error">
              {t(error)}
            </p>
          ) : null}
        </div>
      ))}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={save.isPending}>
          {t('resourceAdmin.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * CPRS (section `cprs`): the entitlements it reconciles (driver, logical system, entitlement, values, resources); for
 * one, reconcile (the delta against the connected system: first name, last name, entitlement, value, type) and
 * publish (the catalog follows); the requests' status; the settings.
 */
export function CprsView() {
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
  const config = useQuery(cprsQueries.config(core));
  const operation = useCprsOperation();

  const settingColumns: DataTableColumn[] = useMemo(
    () =>
      (['driverName', 'logicalSystem', 'entitlement', 'values', 'resources'] as const).map((c) => ({
        column: c,
        displayLabel: t(`resourceAdmin.cprs.column.${c}`),
      })),
    [t],
  );
  const deltaColumns: DataTableColumn[] = useMemo(
    () =>
      (['firstName', 'lastName', 'entName', 'entVal', 'type'] as const).map((c) => ({
        column: c,
        displayLabel: t(`resourceAdmin.cprs.column.${c}`),
      })),
    [t],
  );
  const requestColumns: DataTableColumn[] = useMemo(
    () => [
      { column: 'opType', displayLabel: t('resourceAdmin.cprs.column.opType') },
      { column: 'status', displayLabel: t('resourceAdmin.cprs.column.status') },
      { column: 'total', displayLabel: t('resourceAdmin.cprs.column.total') },
      { column: 'message', displayLabel: t('resourceAdmin.cprs.column.message') },
      { column: 'started', displayLabel: t('resourceAdmin.cprs.column.started'), cellType: 'timestamp' },
      { column: 'completed', displayLabel: t('resourceAdmin.cprs.column.completed'), cellType: 'timestamp' },
    ],
    [t],
  );
  const run = (kind: 'reconcile' | 'publish') =>
    chosen ? operation.mutateAsync({ ...target, operation: kind }).catch(() => undefined) : undefined;

  return (
    <section className="idm-admin" part="cprs" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{t('resourceAdmin.cprs.title')}</Heading>
      <p>{t('resourceAdmin.cprs.intro')}</p>
      {settings.isError ? <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      <DataTable<CprsSetting>
        tableName={t('resourceAdmin.cprs.settingsTable')}
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
              {t('resourceAdmin.cprs.deltaOf', { name: `${chosen.driverName} ${chosen.entitlement}` })}
            </Heading>
            <div className="idm-admin-actions">
              <button
                type="button"
                className="idm-button"
                disabled={operation.isPending}
                onClick={() => void run('reconcile')}
              >
                {t('resourceAdmin.cprs.reconcile')}
              </button>
              <button
                type="button"
                className="idm-button secondary"
                disabled={operation.isPending || (delta.data?.total ?? 0) === 0}
                onClick={() => void run('publish')}
              >
                {t('resourceAdmin.cprs.publish')}
              </button>
            </div>
          </div>
          {delta.isError ? <LoadFailure error={delta.error} onRetry={() => void delta.refetch()} /> : null}
          <DataTable<CprsDelta>
            tableName={t('resourceAdmin.cprs.deltaTable')}
            columns={deltaColumns}
            rows={delta.data?.items ?? []}
            loading={delta.isPending}
            {...deltaPaging.pageProps(delta.data?.total ?? 0, delta.data?.nextIndex)}
            rowLabel={(row) => `${row.firstName} ${row.lastName}`}
            cellValue={(row, column) =>
              column.column === 'type'
                ? t(`resourceAdmin.cprs.type.${row.type === 'add' ? 'add' : 'remove'}`)
                : row[column.column as keyof CprsDelta]
            }
          />
        </section>
      ) : (
        <p>{t('resourceAdmin.cprs.choose')}</p>
      )}
      <section className="idm-admin-card" aria-labelledby={`${id}-requests`}>
        <Heading depth={1} id={`${id}-requests`}>
          {t('resourceAdmin.cprs.requests')}
        </Heading>
        {requests.isError ? <LoadFailure error={requests.error} onRetry={() => void requests.refetch()} /> : null}
        <DataTable<CprsRequestStatus>
          tableName={t('resourceAdmin.cprs.requestsTable')}
          columns={requestColumns}
          rows={requests.data?.items ?? []}
          loading={requests.isPending}
          {...requestsPaging.pageProps(requests.data?.total ?? 0, requests.data?.nextIndex)}
          rowLabel={(row) => `${row.opType} ${row.rowId}`}
          cellValue={(row, column) =>
            column.column === 'opType'
              ? t(`resourceAdmin.cprs.op.${row.opType === 'publish' ? 'publish' : 'reconcile'}`)
              : column.column === 'status'
                ? t(row.done ? 'resourceAdmin.cprs.done' : 'resourceAdmin.cprs.running')
                : row[column.column as keyof CprsRequestStatus]
          }
        />
      </section>
      {config.data ? <CprsConfigForm key={JSON.stringify(config.data)} config={config.data} /> : null}
    </section>
  );
}
