import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnPreference } from '../../api/preferences';
import { useUserRights } from '../../api/rights';
import { useDeleteRoles } from '../../api/catalog-admin';
import { fetchRoles } from '../../api/lookups';
import { useCore } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { ROLE_LEVELS } from '../../domain/role-admin';
import { DataTable } from '../../ui/table/DataTable';
import { Dialog } from '../../ui/Dialog';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink, SearchBox, exportAll, useSortAndPaging } from '../../ui/area';
import { useRoleAdminNavigation } from './navigation';
import { RoleCategoriesDialog } from './RoleCategoriesDialog';
import { useRoleCategories, useRoleList } from './queries';
import {
  ROLE_COLUMNS_PREFERENCE,
  allRoleColumns,
  levelName,
  toRoleRow,
  visibleRoleColumns,
  type RoleRow,
} from './role-admin-mapping';

const DELETE = 'delete';
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
  const [q, setQ] = useState('');
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [category, setCategory] = useState('');
  const [confirming, setConfirming] = useState<RoleRow[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [editingCategories, setEditingCategories] = useState(false);
  const paging = useSortAndPaging({ column: 'name', order: 'asc' });
  const { setPage } = paging;
  useEffect(() => setPage(0), [q, level, category, setPage]);

  const query = {
    q: q === '' ? '*' : q,
    sortBy: paging.sortBy === 'description' ? ('description' as const) : ('name' as const),
    sortOrder: paging.sortOrder,
    size: paging.pageSize,
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
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

  const confirmDelete = async (chosen: RoleRow[]) => {
    const dns = chosen.map((row) => row.dn);
    try {
      await remove.mutateAsync(dns);
      navigation.changed?.({ action: 'deleted', dns });
      setSelected([]);
    } catch {
      // The banner shows why; the selection stays for another try.
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section className="role-admin" part="role-list" aria-labelledby={`${levelId}-title`}>
      <header className="role-admin-header">
        <h2 id={`${levelId}-title`}>{t('roleAdmin.title')}</h2>
        <div className="role-admin-actions">
          {mayEditCategories ? (
            <button type="button" className="idm-button secondary" onClick={() => setEditingCategories(true)}>
              {t('roleAdmin.manageCategories')}
            </button>
          ) : null}
          <OpenLink
            className="idm-button"
            href={navigation.href({ page: 'create' })}
            onOpen={() => navigation.go({ page: 'create' })}
          >
            {t('roleAdmin.create')}
          </OpenLink>
        </div>
      </header>
      <div className="role-admin-filters">
        <SearchBox
          className="idm-list-search"
          label={t('roleAdmin.search')}
          submitLabel={t('roleAdmin.searchButton')}
          value={q}
          onSearch={(value) => setQ(value.trim())}
        />
        <label htmlFor={levelId}>{t('roleAdmin.levelFilter')}</label>
        <select
          id={levelId}
          value={level ?? ''}
          onChange={(event) => setLevel(event.target.value === '' ? undefined : Number(event.target.value))}
        >
          <option value="">{t('roleAdmin.allLevels')}</option>
          {ROLE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {levelName(t, l)}
            </option>
          ))}
        </select>
        <label htmlFor={categoryId}>{t('roleAdmin.categoryFilter')}</label>
        <select id={categoryId} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">{t('roleAdmin.allCategories')}</option>
          {(categories.data?.items ?? []).map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {list.isError ? (
        <LoadFailure message={t('roleAdmin.failedRoles')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<RoleRow>
        tableName={t('roleAdmin.tableName')}
        columns={columns}
        availableColumns={all}
        rows={rows}
        loading={list.isPending}
        sortBy={paging.sortBy}
        sortOrder={paging.sortOrder}
        onSort={paging.sort}
        page={{
          currentPage: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? rows.length,
          nextIndex: list.data?.nextIndex ?? -1,
        }}
        pageSizeOptions={paging.pageSizeOptions}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        selectedRowIds={selected}
        onSelectionChange={setSelected}
        multiSelectButtons={[{ btnId: DELETE, btnName: t('roleAdmin.delete') }]}
        onBulkAction={(btnId, chosen) => {
          if (btnId === DELETE && chosen.length > 0) setConfirming(chosen);
        }}
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
            <span className="role-admin-pending">{row.status}</span>
          ) : FREE_TEXT.has(column.column) ? (
            <span dir="auto">{String(row[column.column as keyof RoleRow])}</span>
          ) : undefined
        }
        exportRows={() =>
          exportAll((fromIndex, size) =>
            fetchRoles(core, { ...query, nextIndex: fromIndex, size }).then((p) => ({
              rows: p.items.map((role) => toRoleRow(t, role)),
              total: p.total ?? 0,
            })),
          )
        }
        exportFileName="roles"
        onSaveColumns={(chosen) => preference.save(chosen.map((c) => c.column))}
        onRestoreColumns={() => preference.restore()}
      />
      <Dialog
        open={confirming !== null}
        heading={t('roleAdmin.deleteHeading')}
        onClose={() => (remove.isPending ? undefined : setConfirming(null))}
        initialFocus=".idm-dialog-footer .idm-button"
        footer={
          <>
            <button
              type="button"
              className="idm-button danger"
              disabled={remove.isPending}
              onClick={() => confirming && void confirmDelete(confirming)}
            >
              {t('roleAdmin.confirmDelete')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setConfirming(null)}>
              {t('roleAdmin.cancel')}
            </button>
          </>
        }
      >
        <p>{t('roleAdmin.deleteQuestion', { number: confirming?.length ?? 0 })}</p>
        <ul>
          {(confirming ?? []).map((row) => (
            <li key={row.rowId}>
              <bdi>{row.name}</bdi>
            </li>
          ))}
        </ul>
      </Dialog>
      {editingCategories ? <RoleCategoriesDialog onClose={() => setEditingCategories(false)} /> : null}
    </section>
  );
}
