import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSods, type SodDetails } from '../../api/catalog-admin';
import { nameSortedQuery } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { BulkDeleteDialog, useBulkDelete } from '../../ui/area/BulkDelete';
import { LoadFailure } from '../../ui/LoadFailure';
import { OpenLink, useListState, ListSearch } from '../../ui/area';
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

/** The separation-of-duties rules: search, sort, paging, and delete after a confirmation. */
export function SodList() {
  const { t } = useTranslation();
  const navigation = useSodAdminNavigation();
  const paging = useListState({
    name: 'sod',
    sortColumns: ['name', 'description'],
    defaultSort: { column: 'name', order: 'asc' },
  });
  const q = paging.search;
  const list = useSodList(nameSortedQuery(paging));
  const remove = useDeleteSods();
  const rows = useMemo(() => (list.data?.items ?? []).map(toRow), [list.data]);
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('sodAdmin.column.name'), isSortable: true },
    { column: 'description', displayLabel: t('sodAdmin.column.description'), isSortable: true },
    { column: 'roles', displayLabel: t('sodAdmin.column.roles') },
  ];
  const bulk = useBulkDelete<SodRow>({
    remove: (dns) => remove.mutateAsync(dns),
    deleted: (dns) => navigation.changed?.({ action: 'deleted', dns }),
  });
  return (
    <section className="idm-admin" part="sod-list" aria-labelledby="sod-admin-title">
      <AdminListHeader
        titleId="sod-admin-title"
        title={t('sodAdmin.title')}
        createLabel={t('sodAdmin.create')}
        createHref={navigation.href({ page: 'create' })}
        onCreate={() => navigation.go({ page: 'create' })}
      />
      <ListSearch area="sodAdmin" value={q} paging={paging} />
      {list.isError ? (
        <LoadFailure message={t('sodAdmin.failedSods')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<SodRow>
        tableName={t('sodAdmin.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex, !list.isPlaceholderData)}
        {...bulk.tableProps(t('sodAdmin.delete'))}
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
      <BulkDeleteDialog
        bulk={bulk}
        pending={remove.isPending}
        heading={t('sodAdmin.deleteHeading')}
        question={(number) => t('sodAdmin.deleteQuestion', { number })}
        confirmLabel={t('sodAdmin.confirmDelete')}
        cancelLabel={t('sodAdmin.cancel')}
      />
    </section>
  );
}
