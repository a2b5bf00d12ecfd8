import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnPreference } from '../../api/preferences';
import { fetchResourceList, useDeleteResources } from '../../api/resource-admin';
import { useCore } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { BulkDeleteDialog, useBulkDelete } from '../../ui/area/BulkDelete';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink, SearchBox, exportAll, useSortAndPaging } from '../../ui/area';
import { useResourceAdminNavigation } from './navigation';
import { ResourceCategoriesDialog } from './ResourceCategoriesDialog';
import { FromEntitlementDialog } from './FromEntitlementDialog';
import { useResourceCategories, useResourceList } from './queries';
import {
  RESOURCE_COLUMNS_PREFERENCE,
  allResourceColumns,
  toResourceRow,
  visibleResourceColumns,
  type ResourceRow,
} from './resource-admin-mapping';

/** Server text: each cell takes its own direction. */
const FREE_TEXT = new Set(['description', 'driver', 'entitlement', 'value', 'categories', 'owners']);

/**
 * The resource catalog: search by name and description, categories, sort, server paging, the column chooser, CSV
 * export and bulk delete (a resource with assignments goes to Pending Delete); resources from entitlement values, the
 * categories dialog and the drivers' entitlements.
 */
export function ResourceList() {
  const { t } = useTranslation();
  const core = useCore();
  const navigation = useResourceAdminNavigation();
  const id = useId();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [dialog, setDialog] = useState<'categories' | 'fromEntitlement' | null>(null);
  const paging = useSortAndPaging({ column: 'name', order: 'asc' });
  const { setPage } = paging;
  useEffect(() => setPage(0), [q, category, setPage]);

  const query = {
    q: q === '' ? '*' : q,
    sortBy: paging.sortBy === 'description' ? ('description' as const) : ('name' as const),
    sortOrder: paging.sortOrder,
    size: paging.pageSize,
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
    ...(category === '' ? {} : { categoryKeys: [category] }),
  };
  const list = useResourceList(query);
  const categories = useResourceCategories();
  const remove = useDeleteResources();
  const preference = useColumnPreference(RESOURCE_COLUMNS_PREFERENCE);
  const all = useMemo(() => allResourceColumns(t), [t]);
  const columns = visibleResourceColumns(all, preference.columns);
  const rows = useMemo(() => (list.data?.items ?? []).map((r) => toResourceRow(t, r)), [list.data, t]);

  const bulk = useBulkDelete<ResourceRow>({
    remove: (dns) => remove.mutateAsync(dns),
    deleted: (dns) => navigation.changed?.({ action: 'deleted', dns }),
  });
  const entitlementsHref = navigation.href({ page: 'entitlements' });

  return (
    <section className="idm-admin" part="resource-list" aria-labelledby={`${id}-title`}>
      <AdminListHeader
        titleId={`${id}-title`}
        title={t('resourceAdmin.title')}
        createLabel={t('resourceAdmin.create')}
        createHref={navigation.href({ page: 'create' })}
        onCreate={() => navigation.go({ page: 'create' })}
        actions={
          <>
            <button type="button" className="idm-button secondary" onClick={() => setDialog('fromEntitlement')}>
              {t('resourceAdmin.fromEntitlement.open')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setDialog('categories')}>
              {t('resourceAdmin.manageCategories')}
            </button>
            {entitlementsHref ? (
              <a className="idm-button secondary" href={entitlementsHref}>
                {t('resourceAdmin.entitlements.open')}
              </a>
            ) : (
              <button
                type="button"
                className="idm-button secondary"
                onClick={() => navigation.go({ page: 'entitlements' })}
              >
                {t('resourceAdmin.entitlements.open')}
              </button>
            )}
          </>
        }
      />
      <div className="idm-admin-filters">
        <SearchBox
          className="idm-list-search"
          label={t('resourceAdmin.search')}
          submitLabel={t('resourceAdmin.searchButton')}
          value={q}
          onSearch={(value) => setQ(value.trim())}
        />
        <label htmlFor={`${id}-category`}>{t('resourceAdmin.categoryFilter')}</label>
        <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">{t('resourceAdmin.allCategories')}</option>
          {(categories.data?.items ?? []).map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {list.isError ? (
        <LoadFailure
          message={t('resourceAdmin.failedResources')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<ResourceRow>
        tableName={t('resourceAdmin.tableName')}
        columns={columns}
        availableColumns={all}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex)}
        {...bulk.tableProps(t('resourceAdmin.delete'))}
        rowLabel={(row) => row.name}
        renderCell={(row, column) =>
          column.column === 'name' ? (
            <OpenLink
              href={navigation.href({ page: 'detail', dn: row.dn })}
              onOpen={() => navigation.go({ page: 'detail', dn: row.dn })}
            >
              <bdi>{row.name}</bdi>
            </OpenLink>
          ) : column.column === 'status' && row.pendingDelete ? (
            <span className="idm-admin-pending">{row.status}</span>
          ) : FREE_TEXT.has(column.column) ? (
            <span dir="auto">{String(row[column.column as keyof ResourceRow])}</span>
          ) : undefined
        }
        exportRows={() =>
          exportAll((fromIndex, size) =>
            fetchResourceList(core, { ...query, nextIndex: fromIndex, size }).then((p) => ({
              rows: p.items.map((r) => toResourceRow(t, r)),
              total: p.total ?? 0,
            })),
          )
        }
        exportFileName="resources"
        onSaveColumns={(chosen) => preference.save(chosen.map((c) => c.column))}
        onRestoreColumns={() => preference.restore()}
      />
      <BulkDeleteDialog
        bulk={bulk}
        pending={remove.isPending}
        heading={t('resourceAdmin.deleteHeading')}
        question={(number) => t('resourceAdmin.deleteQuestion', { number })}
        confirmLabel={t('resourceAdmin.confirmDelete')}
        cancelLabel={t('resourceAdmin.cancel')}
      />
      {dialog === 'categories' ? <ResourceCategoriesDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'fromEntitlement' ? <FromEntitlementDialog onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
