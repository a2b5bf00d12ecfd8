import { lazy, Suspense, useId, useState } from 'react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useUserRights } from '../../api/rights';
import { fetchRoles } from '../../api/lookups';
import { useCore, useTranslation } from '../../core/react';
import { nameSortedQuery } from '../../domain/pagination';
import { ROLE_LEVELS } from '../../domain/role-levels';
import { AdminListFrame } from '../../ui/area/AdminListFrame';
import { AdminItemsTable } from '../../ui/area/AdminItemsTable';
import { useCatalogTable, useListState, ListSearch, CategoryFilter } from '../../ui/area';
import { loadCategoriesDialog, loadRoleRemoval } from './lazy-parts';
import { useRoleAdminNavigation } from './navigation';
import { useRoleCategories, useRoleList } from './list-queries';
import { ROLE_COLUMNS, levelName, toRoleRow } from './role-admin-mapping';

/** A dialog: its code comes when it first opens. */
const RoleCategoriesDialog = lazy(() =>
  loadCategoriesDialog().then((module) => ({ default: module.RoleCategoriesDialog })),
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
  const level = paging.filters.level === '' ? undefined : Number(paging.filters.level);
  const category = paging.filters.category;

  const query = {
    ...nameSortedQuery(paging),
    ...(level === undefined ? {} : { roleLevel: level }),
    ...(category === '' ? {} : { categoryKeys: [category] }),
  };
  const list = useRoleList(query);
  const categories = useRoleCategories();
  // Only administrators may change categories (the server refuses the others).
  const mayEditCategories = useUserRights().data?.isAdmin === true;
  const table = useCatalogTable({
    area: 'roleAdmin',
    columns: ROLE_COLUMNS,
    list,
    toRow: toRoleRow,
    removal: loadRoleRemoval,
    navigation,
    paging,
    fetchPage: (fromIndex, size) => fetchRoles(core, { ...query, nextIndex: fromIndex, size }),
    freeText: FREE_TEXT,
    exportFileName: 'roles',
  });

  return (
    <AdminListFrame
      part="role-list"
      titleId={`${levelId}-title`}
      title={t('roleAdmin.title')}
      createLabel={t('roleAdmin.create')}
      navigation={navigation}
      actions={
        mayEditCategories ? (
          <button type="button" className="idm-button secondary" onClick={() => setEditingCategories(true)}>
            {t('roleAdmin.manageCategories')}
          </button>
        ) : null
      }
      filters={
        <div className="idm-admin-filters">
          <ListSearch area="roleAdmin" value={paging.search} paging={paging} />
          <label htmlFor={levelId}>{t('roleAdmin.levelFilter')}</label>
          <select
            id={levelId}
            value={level ?? ''}
            onChange={(event) => paging.setFilters({ level: event.target.value })}
          >
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
      }
      failure={{ message: t('roleAdmin.failedRoles'), query: list }}
    >
      <AdminItemsTable {...table} />
      {editingCategories ? (
        <Suspense fallback={<ComponentLoader />}>
          <RoleCategoriesDialog onClose={() => setEditingCategories(false)} />
        </Suspense>
      ) : null}
    </AdminListFrame>
  );
}
