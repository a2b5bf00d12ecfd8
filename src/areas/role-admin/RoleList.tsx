import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useTranslation } from 'react-i18next';
import { useColumnPreference } from '../../api/preferences';
import { useUserRights } from '../../api/rights';
import { useDeleteRoles } from '../../api/catalog-admin';
import { fetchRoles } from '../../api/lookups';
import { useCore } from '../../core/react';
import { nameSortedQuery } from '../../domain/pagination';
import { ROLE_LEVELS } from '../../domain/role-admin';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { useBulkDelete } from '../../ui/area/BulkDelete';
import { LoadFailure } from '../../ui/LoadFailure';
import { CatalogTable, useListState, ListSearch, useCatalogTableLabels, CategoryFilter } from '../../ui/area';
import { useRoleAdminNavigation } from './navigation';
import { useRoleCategories, useRoleList } from './queries';
import {
  ROLE_COLUMNS_PREFERENCE,
  allRoleColumns,
  levelName,
  toRoleRow,
  visibleRoleColumns,
  type RoleRow,
} from './role-admin-mapping';

/** A dialog: its code comes when it first opens. */
const RoleCategoriesDialog = lazy(() =>
  import('./RoleCategoriesDialog').then((module) => ({ default: module.RoleCategoriesDialog })),
);

/** What a link may filter by: a level, a category (`#/role?level=20&category=it`). */
const ROLE_FILTERS = { level: { allowed: ROLE_LEVELS.map(String) }, category: {} };

/** Server text: each cell takes its own direction. */
const FREE_TEXT = new Set(['description', 'subContainer', 'categories', 'owners']);

/**
 * The role catalog: the three levels and their containers, categories, search by name and description,
 * sort, server paging, the column chooser, CSV export and bulk delete (a role with assignments goes to
 * Pending Delete); the categories dialog.
 */
export function RoleList() {
  const { t } = useTranslation();
  const tableLabels = useCatalogTableLabels('roleAdmin');
  const core = useCore();
  const navigation = useRoleAdminNavigation();
  const levelId = useId();
  const categoryId = useId();
  const [editingCategories, setEditingCategories] = useState(false);
  const paging = useListState({
    name: 'roles',
    sortColumns: ['name', 'description'],
    defaultSort: { column: 'name', order: 'asc' },
    filters: ROLE_FILTERS,
  });
  const q = paging.search;
  const level = paging.filters.level === '' ? undefined : Number(paging.filters.level);
  const category = paging.filters.category;

  const query = {
    ...nameSortedQuery(paging),
    ...(level === undefined ? {} : { roleLevel: level }),
    ...(category === '' ? {} : { categoryKeys: [category] }),
  };
  const list = useRoleList(query);
  const categories = useRoleCategories();
  const remove = useDeleteRoles();
  // Only administrators may change categories (the server refuses the others).
  const mayEditCategories = useUserRights().data?.isAdmin === true;
  const preference = useColumnPreference(ROLE_COLUMNS_PREFERENCE);
  const all = useMemo(() => allRoleColumns(t), [t]);
  const columns = visibleRoleColumns(all, preference.columns);
  const rows = useMemo(() => (list.data?.items ?? []).map((role) => toRoleRow(t, role)), [list.data, t]);

  const bulk = useBulkDelete<RoleRow>({
    remove: (dns) => remove.mutateAsync(dns),
    deleted: (dns) => navigation.changed?.({ action: 'deleted', dns }),
  });

  return (
    <section className="idm-admin" part="role-list" aria-labelledby={`${levelId}-title`}>
      <AdminListHeader
        titleId={`${levelId}-title`}
        title={t('roleAdmin.title')}
        createLabel={t('roleAdmin.create')}
        createHref={navigation.href({ page: 'create' })}
        onCreate={() => navigation.go({ page: 'create' })}
        actions={
          mayEditCategories ? (
            <button type="button" className="idm-button secondary" onClick={() => setEditingCategories(true)}>
              {t('roleAdmin.manageCategories')}
            </button>
          ) : null
        }
      />
      <div className="idm-admin-filters">
        <ListSearch area="roleAdmin" value={q} paging={paging} />
        <label htmlFor={levelId}>{t('roleAdmin.levelFilter')}</label>
        <select id={levelId} value={level ?? ''} onChange={(event) => paging.setFilters({ level: event.target.value })}>
          <option value="">{t('roleAdmin.allLevels')}</option>
          {ROLE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {levelName(t, l)}
            </option>
          ))}
        </select>
        <CategoryFilter
          id={categoryId}
          label={t('roleAdmin.categoryFilter')}
          allLabel={t('roleAdmin.allCategories')}
          value={category}
          categories={categories.data?.items ?? []}
          onChange={(key) => paging.setFilters({ category: key })}
        />
      </div>
      {list.isError ? (
        <LoadFailure message={t('roleAdmin.failedRoles')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <CatalogTable<RoleRow>
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
          fetchRoles(core, { ...query, nextIndex: fromIndex, size }).then((p) => ({
            rows: p.items.map((role) => toRoleRow(t, role)),
            total: p.total ?? 0,
          }))
        }
        exportFileName="roles"
        preference={preference}
      />
      {editingCategories ? (
        <Suspense fallback={<ComponentLoader />}>
          <RoleCategoriesDialog onClose={() => setEditingCategories(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
