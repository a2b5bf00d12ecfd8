import { useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useDeleteSods } from '../../api/catalog-admin/sod-delete';
import type { SodListItem } from '../../api/catalog-admin/sod-list';
import { nameSortedQuery } from '../../domain/pagination';
import { AdminItemsTable } from '../../ui/area/AdminItemsTable';
import { AdminListFrame } from '../../ui/area/AdminListFrame';
import { useBulkDelete } from '../../ui/area/BulkDelete';
import { useListState, ListSearch, useCatalogTableLabels } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { useSodAdminNavigation } from './navigation';
import { useSodList } from './list-queries';

interface SodRow {
  rowId: string;
  dn: string;
  name: string;
  description: string;
  roles: string;
}

const toRow = (sod: SodListItem): SodRow => ({
  rowId: sod.dn,
  dn: sod.dn,
  name: sod.name,
  description: sod.description,
  roles: sod.roles.map((r) => r.name).join(' ⟷ '),
});

/** Server text: each cell takes its own direction. */
const FREE_TEXT = new Set(['description', 'roles']);

/** The separation-of-duties rules: search, sort, paging, and delete after a confirmation. */
export function SodList() {
  const { t } = useTranslation();
  const labels = useCatalogTableLabels('sodAdmin');
  const navigation = useSodAdminNavigation();
  const paging = useListState({
    name: 'sod',
    sortColumns: ['name', 'description'],
    defaultSort: { column: 'name', order: 'asc' },
  });
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
    <AdminListFrame
      part="sod-list"
      titleId="sod-admin-title"
      title={t('sodAdmin.title')}
      createLabel={t('sodAdmin.create')}
      navigation={navigation}
      filters={<ListSearch area="sodAdmin" value={paging.search} paging={paging} />}
      failure={{ message: t('sodAdmin.failedSods'), query: list }}
    >
      <AdminItemsTable<SodRow>
        labels={labels}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex, !list.isPlaceholderData)}
        bulk={bulk}
        deleting={remove.isPending}
        detailHref={(row) => navigation.href({ page: 'detail', dn: row.dn })}
        openDetail={(row) => navigation.go({ page: 'detail', dn: row.dn })}
        freeText={FREE_TEXT}
      />
    </AdminListFrame>
  );
}
