import { lazy, Suspense, useId, useState } from 'react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { fetchResourceList } from '../../api/resource-admin';
import { useCore, useTranslation } from '../../core/react';
import { nameSortedQuery } from '../../domain/pagination';
import { AdminListFrame } from '../../ui/area/AdminListFrame';
import { AdminItemsTable } from '../../ui/area/AdminItemsTable';
import { useCatalogTable, useListState, ListSearch, CategoryFilter } from '../../ui/area';
import { loadCategoriesDialog, loadFromEntitlementDialog, loadResourceRemoval } from './lazy-parts';
import { useResourceAdminNavigation } from './navigation';
import { useResourceCategories, useResourceList } from './list-queries';
import { RESOURCE_COLUMNS, toResourceRow } from './resource-admin-mapping';
import { ResourceListActions } from './ResourceListActions';

/** The dialogs: their code comes when one first opens. */
const ResourceCategoriesDialog = lazy(() =>
  loadCategoriesDialog().then((module) => ({ default: module.ResourceCategoriesDialog })),
);
const FromEntitlementDialog = lazy(() =>
  loadFromEntitlementDialog().then((module) => ({ default: module.FromEntitlementDialog })),
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
  const category = paging.filters.category;

  const query = {
    ...nameSortedQuery(paging),
    ...(category === '' ? {} : { categoryKeys: [category] }),
  };
  const list = useResourceList(query);
  const categories = useResourceCategories();
  const table = useCatalogTable({
    area: 'resourceAdmin',
    columns: RESOURCE_COLUMNS,
    list,
    toRow: toResourceRow,
    removal: loadResourceRemoval,
    navigation,
    paging,
    fetchPage: (fromIndex, size) => fetchResourceList(core, { ...query, nextIndex: fromIndex, size }),
    freeText: FREE_TEXT,
    exportFileName: 'resources',
  });

  return (
    <AdminListFrame
      part="resource-list"
      titleId={`${id}-title`}
      title={t('resourceAdmin.title')}
      createLabel={t('resourceAdmin.create')}
      navigation={navigation}
      actions={<ResourceListActions open={setDialog} />}
      filters={
        <div className="idm-admin-filters">
          <ListSearch area="resourceAdmin" value={paging.search} paging={paging} />
          <CategoryFilter
            id={`${id}-category`}
            label={t('resourceAdmin.categoryFilter')}
            allLabel={t('resourceAdmin.allCategories')}
            value={category}
            categories={categories.data?.items ?? []}
            onChange={(key) => paging.setFilters({ category: key })}
          />
        </div>
      }
      failure={{ message: t('resourceAdmin.failedResources'), query: list }}
    >
      <AdminItemsTable {...table} />
      {dialog === null ? null : (
        <Suspense fallback={<ComponentLoader />}>
          {dialog === 'categories' ? <ResourceCategoriesDialog onClose={() => setDialog(null)} /> : null}
          {dialog === 'fromEntitlement' ? <FromEntitlementDialog onClose={() => setDialog(null)} /> : null}
        </Suspense>
      )}
    </AdminListFrame>
  );
}
