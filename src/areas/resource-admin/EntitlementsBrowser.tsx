import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { fetchDriverEntitlements, fetchDrivers, fetchEntitlementViewValues, useLookup } from '../../api/lookups';
import { useRefreshCodeMaps } from '../../api/resource-admin';
import { searchPageQuery } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { SearchBox, useListState } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { useCodeMapRefresh } from './entitlement-queries';
import { BackToResources } from './ResourceDetailParts';
import { Heading } from '../../ui/Heading';
import { ResourcePagesTexts } from './ResourcePagesTexts';

/** A code-map refresh under way or done: how many of its entitlements were re-read. */
function RefreshProgress({ id }: { id: string }) {
  const { t } = useTranslation();
  const refresh = useCodeMapRefresh(id);
  if (!refresh.data) return null;
  const { done, total, finished } = refresh.data;
  return (
    <p className="resource-admin-progress" role="status">
      <progress max={Math.max(total, 1)} value={done} aria-label={t('resourceAdminPages.entitlements.progressLabel')} />
      <span>
        {finished
          ? t('resourceAdminPages.entitlements.refreshDone', { number: total })
          : t('resourceAdminPages.entitlements.refreshing', { done, total })}
      </span>
    </p>
  );
}

type ValueRow = { rowId: string; value: string; displayName: string; description: string };

/**
 * The drivers' entitlements: a driver and its entitlements, an entitlement's values (searched, paged over thousands),
 * and a refresh of the driver's or the entitlement's code maps from the connected system, with its progress.
 */
/** Every driver, for the chooser. */
const ALL_DRIVERS = { q: '*', size: 300, nextIndex: 1 };

/** The drivers are asked for before the page's texts are in (another language's file). */
export function EntitlementsBrowser() {
  useLookup('drivers', fetchDrivers, ALL_DRIVERS);
  return (
    <ResourcePagesTexts>
      <DriversEntitlements />
    </ResourcePagesTexts>
  );
}

function DriversEntitlements() {
  const { t } = useTranslation();
  const id = useId();
  const paging = useListState({
    name: 'entitlement-values',
    sortColumns: ['displayName'],
    defaultSort: { column: 'displayName', order: 'asc' },
    filters: { driver: {}, entitlement: {} },
  });
  const q = paging.search;
  const { driver: driverDn, entitlement: entitlementDn } = paging.filters;
  const drivers = useLookup('drivers', fetchDrivers, ALL_DRIVERS);
  const [refreshId, setRefreshId] = useState('');
  const refresh = useRefreshCodeMaps();
  const driverName = drivers.data?.items.find((d) => d.dn === driverDn)?.name ?? '';
  const entitlements = useLookup(
    'driverEntitlements',
    fetchDriverEntitlements,
    { driverDn, driverName },
    { enabled: driverDn !== '' },
  );
  // The values through the entitlement's code-map view, a page at a time (thousands of them).
  const viewId = entitlements.data?.find((e) => e.dn === entitlementDn)?.views[0]?.viewID ?? '';
  const values = useLookup(
    'entitlementValues',
    fetchEntitlementViewValues,
    {
      entitlementDn,
      viewId,
      ...searchPageQuery(paging),
    },
    { enabled: viewId !== '' },
  );
  const rows: ValueRow[] = useMemo(
    () =>
      (values.data?.items ?? []).map((v) => ({
        rowId: v.value,
        value: v.value,
        displayName: v.displayName,
        description: v.description,
      })),
    [values.data],
  );
  const columns: DataTableColumn[] = useMemo(
    () => [
      { column: 'displayName', displayLabel: t('resourceAdminPages.entitlements.valueName') },
      { column: 'value', displayLabel: t('resourceAdminPages.entitlements.value') },
      { column: 'description', displayLabel: t('resourceAdminPages.description') },
    ],
    [t],
  );
  const startRefresh = async (kind: 'driver' | 'entitlement', dn: string) => {
    try {
      setRefreshId(await refresh.mutateAsync({ kind, dns: [dn] }));
    } catch {
      // The banner says why.
    }
  };

  return (
    <section className="idm-admin" part="entitlements" aria-labelledby={`${id}-title`}>
      <BackToResources />
      <Heading id={`${id}-title`}>{t('resourceAdminPages.entitlements.title')}</Heading>
      {refreshId ? <RefreshProgress id={refreshId} /> : null}
      <div className="resource-admin-entitlements">
        <div className="idm-admin-form">
          <div className="idm-admin-field">
            <label htmlFor={`${id}-driver`}>{t('resourceAdminPages.entitlements.driver')}</label>
            <select
              id={`${id}-driver`}
              value={driverDn}
              onChange={(e) => {
                paging.setFilters({ driver: e.target.value, entitlement: '' });
              }}
            >
              <option value="">{t('resourceAdminPages.entitlements.chooseDriver')}</option>
              {(drivers.data?.items ?? []).map((d) => (
                <option key={d.dn} value={d.dn}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          {drivers.isError ? <LoadFailure error={drivers.error} onRetry={() => void drivers.refetch()} /> : null}
          {driverDn ? (
            <button
              type="button"
              className="idm-button secondary"
              disabled={refresh.isPending}
              onClick={() => void startRefresh('driver', driverDn)}
            >
              {t('resourceAdminPages.entitlements.refreshDriver', { name: driverName })}
            </button>
          ) : null}
          {driverDn ? (
            <div
              role="radiogroup"
              aria-label={t('resourceAdminPages.entitlements.entitlement')}
              className="idm-admin-approval-types"
            >
              {(entitlements.data ?? []).map((e) => (
                <label key={e.dn}>
                  <input
                    type="radio"
                    name={`${id}-entitlement`}
                    checked={entitlementDn === e.dn}
                    onChange={() => paging.setFilters({ entitlement: e.dn })}
                  />
                  <bdi>{e.name}</bdi>
                </label>
              ))}
            </div>
          ) : null}
          {entitlementDn ? (
            <button
              type="button"
              className="idm-button secondary"
              disabled={refresh.isPending}
              onClick={() => void startRefresh('entitlement', entitlementDn)}
            >
              {t('resourceAdminPages.entitlements.refreshEntitlement')}
            </button>
          ) : null}
        </div>
        <div>
          {entitlementDn ? (
            <>
              <SearchBox
                className="idm-list-search"
                label={t('resourceAdminPages.entitlements.searchValues')}
                submitLabel={t('resourceAdmin.searchButton')}
                value={q}
                onSearch={(value) => paging.setSearch(value.trim())}
              />
              {values.isError ? <LoadFailure error={values.error} onRetry={() => void values.refetch()} /> : null}
              <DataTable<ValueRow>
                tableName={t('resourceAdminPages.entitlements.valuesTable')}
                columns={columns}
                rows={rows}
                loading={values.isPending && viewId !== ''}
                {...paging.pageProps(values.data?.total ?? rows.length, values.data?.nextIndex)}
                rowLabel={(row) => row.displayName}
              />
            </>
          ) : (
            <p>{t('resourceAdminPages.entitlements.chooseEntitlement')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
