import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useTranslation } from 'react-i18next';
import { useColumnPreference } from '../../api/preferences';
import { fetchResourceList, useDeleteResources } from '../../api/resource-admin';
import { useCore } from '../../core/react';
import { nameSortedQuery } from '../../domain/pagination';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { useBulkDelete } from '../../ui/area/BulkDelete';
import { LoadFailure } from '../../ui/LoadFailure';
import { CatalogTable, useListState, ListSearch, useCatalogTableLabels, CategoryFilter } from '../../ui/area';
import { useResourceAdminNavigation } from './navigation';
import { useResourceCategories, useResourceList } from './list-queries';
import {
  RESOURCE_COLUMNS_PREFERENCE,
  allResourceColumns,
  toResourceRow,
  visibleResourceColumns,
  type ResourceRow,
} from './resource-admin-mapping';

/** The dialogs: their code comes when one first opens. */
const ResourceCategoriesDialog = lazy(() =>
  import('./ResourceCategoriesDialog').then((module) => ({ default: module.ResourceCategoriesDialog })),
);
const FromEntitlementDialog = lazy(() =>
  import('./FromEntitlementDialog').then((module) => ({ default: module.FromEntitlementDialog })),
);

/** Server text: each cell takes its own direction. */
const FREE_TEXT = new Set(['description', 'driver', 'entitlement', 'value', 'categories', 'owners']);

/**
 * The resource catalog: search by name and description, categories, sort, server paging, the column chooser, CSV
 * export and bulk delete (a resource with assignments goes to Pending Delete); resources from entitlement values, the
 * categories dialog and the drivers' entitlements.
 */
export function ResourceList() {
  const { t } = useTranslation();
  const tableLabels = useCatalogTableLabels('resourceAdmin');
  const core = useCore();
  const navigation = useResourceAdminNavigation();
  const id = useId();
  const [dialog, setDialog] = useState<'categories' | 'fromEntitlement' | null>(null);
  const paging = useListState({
    name: 'resources',
    sortColumns: ['name', 'description'],
    defaultSort: { column: 'name', order: 'asc' },
    filters: { category: {} },
  });
  const q = paging.search;
  const category = paging.filters.category;

  const query = {
    ...nameSortedQuery(paging),
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
        <ListSearch area="resourceAdmin" value={q} paging={paging} />
        <CategoryFilter
          id={`${id}-category`}
          label={t('resourceAdmin.categoryFilter')}
          allLabel={t('resourceAdmin.allCategories')}
          value={category}
          categories={categories.data?.items ?? []}
          onChange={(key) => paging.setFilters({ category: key })}
        />
      </div>
      {list.isError ? (
        <LoadFailure
          message={t('resourceAdmin.failedResources')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <CatalogTable<ResourceRow>
        labels={tableLabels}
        columns={columns}
        availableColumns={all}
        rows={rows}
        loading={list.isPending}
        paging={paging}
        page={list.data}
        bulk={bulk}
        deleting={remove.isPending}
        detailHref={(row) => navigation.href({ page: 'detail', dn: row.dn })}
        openDetail={(row) => navigation.go({ page: 'detail', dn: row.dn })}
        freeText={FREE_TEXT}
        exportPage={(fromIndex, size) =>
          fetchResourceList(core, { ...query, nextIndex: fromIndex, size }).then((p) => ({
            rows: p.items.map((r) => toResourceRow(t, r)),
            total: p.total ?? 0,
          }))
        }
        exportFileName="resources"
        preference={preference}
      />
      {dialog === null ? null : (
        <Suspense fallback={<ComponentLoader />}>
          {dialog === 'categories' ? <ResourceCategoriesDialog onClose={() => setDialog(null)} /> : null}
          {dialog === 'fromEntitlement' ? <FromEntitlementDialog onClose={() => setDialog(null)} /> : null}
        </Suspense>
      )}
    </section>
  );
}
