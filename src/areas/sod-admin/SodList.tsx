import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSods, type SodDetails } from '../../api/catalog-admin';
import { startIndexForPage } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { Dialog } from '../../ui/Dialog';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink, SearchBox, useSortAndPaging } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { useSodAdminNavigation } from './navigation';
import { useSodList } from './queries';

interface SodRow {
  rowId: string;
  dn: string;
  name: string;
  description: string;
  roles: string;
}

const toRow = (sod: SodDetails): SodRow => ({
  rowId: sod.dn,
  dn: sod.dn,
  name: sod.name,
  description: sod.description,
  roles: sod.roles.map((r) => r.name).join(' ⟷ '),
});

const DELETE = 'delete';

/** The separation-of-duties rules: search, sort, paging, and delete after a confirmation. */
export function SodList() {
  const { t } = useTranslation();
  const navigation = useSodAdminNavigation();
  const [q, setQ] = useState('');
  const [confirming, setConfirming] = useState<SodRow[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const paging = useSortAndPaging({ column: 'name', order: 'asc' });
  const { setPage } = paging;
  useEffect(() => setPage(0), [q, setPage]);
  const list = useSodList({
    q: q === '' ? '*' : q,
    sortBy: paging.sortBy === 'description' ? 'description' : 'name',
    sortOrder: paging.sortOrder,
    size: paging.pageSize,
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
  });
  const remove = useDeleteSods();
  const rows = useMemo(() => (list.data?.items ?? []).map(toRow), [list.data]);
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('sodAdmin.column.name'), isSortable: true },
    { column: 'description', displayLabel: t('sodAdmin.column.description'), isSortable: true },
    { column: 'roles', displayLabel: t('sodAdmin.column.roles') },
  ];
  const confirmDelete = async (chosen: SodRow[]) => {
    const dns = chosen.map((row) => row.dn);
    try {
      await remove.mutateAsync(dns);
      navigation.changed?.({ action: 'deleted', dns });
      setSelected([]);
    } catch {
      // The banner says why.
    } finally {
      setConfirming(null);
    }
  };
  return (
    <section className="idm-admin" part="sod-list" aria-labelledby="sod-admin-title">
      <header className="idm-admin-header">
        <h2 id="sod-admin-title">{t('sodAdmin.title')}</h2>
        <OpenLink
          className="idm-button"
          href={navigation.href({ page: 'create' })}
          onOpen={() => navigation.go({ page: 'create' })}
        >
          {t('sodAdmin.create')}
        </OpenLink>
      </header>
      <SearchBox
        className="idm-list-search"
        label={t('sodAdmin.search')}
        submitLabel={t('sodAdmin.searchButton')}
        value={q}
        onSearch={(value) => setQ(value.trim())}
      />
      {list.isError ? (
        <LoadFailure message={t('sodAdmin.failedSods')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<SodRow>
        tableName={t('sodAdmin.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex)}
        selectedRowIds={selected}
        onSelectionChange={setSelected}
        multiSelectButtons={[{ btnId: DELETE, btnName: t('sodAdmin.delete') }]}
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
          ) : (
            <span dir="auto">{row[column.column === 'roles' ? 'roles' : 'description']}</span>
          )
        }
      />
      <Dialog
        open={confirming !== null}
        heading={t('sodAdmin.deleteHeading')}
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
              {t('sodAdmin.confirmDelete')}
            </button>
            <button type="button" className="idm-button secondary" onClick={() => setConfirming(null)}>
              {t('sodAdmin.cancel')}
            </button>
          </>
        }
      >
        <p>{t('sodAdmin.deleteQuestion', { number: confirming?.length ?? 0 })}</p>
        <ul>
          {(confirming ?? []).map((row) => (
            <li key={row.rowId}>
              <bdi>{row.name}</bdi>
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
