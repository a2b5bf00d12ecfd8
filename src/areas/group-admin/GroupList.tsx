import { useId, useMemo } from 'react';
import { useDeleteGroups } from '../../api/group-admin/group-delete';
import { fetchGroupList, type GroupDetails } from '../../api/group-admin/group-list';
import { useCore, useTranslation } from '../../core/react';
import { nameSortedQuery } from '../../domain/pagination';
import { AdminItemsTable } from '../../ui/area/AdminItemsTable';
import { AdminListFrame } from '../../ui/area/AdminListFrame';
import { useBulkDelete } from '../../ui/area/BulkDelete';
import { exportAll, useListState, ListSearch, useCatalogTableLabels } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import type { TFunction } from 'i18next';
import { useGroupAdminNavigation } from './navigation';
import { useGroupList } from './list-queries';

export interface GroupRow {
  rowId: string;
  dn: string;
  name: string;
  description: string;
  container: string;
  members: string;
  kind: string;
}

export const toGroupRow = (t: TFunction, group: GroupDetails): GroupRow => ({
  rowId: group.dn,
  dn: group.dn,
  name: group.name,
  description: group.description,
  container: group.container,
  members: group.memberCount === null ? '' : String(group.memberCount),
  kind: group.dynamic ? t('groupAdmin.kind.dynamic') : t('groupAdmin.kind.static'),
});

/** Server text: each cell takes its own direction. */
const FREE_TEXT = new Set(['description', 'container']);

/** The groups: search on name and description, sort, server paging and count, CSV export, delete one or many. */
export function GroupList() {
  const { t } = useTranslation();
  const core = useCore();
  const labels = useCatalogTableLabels('groupAdmin');
  const navigation = useGroupAdminNavigation();
  const id = useId();
  const paging = useListState({
    name: 'groups',
    sortColumns: ['name', 'description'],
    defaultSort: { column: 'name', order: 'asc' },
  });
  const query = nameSortedQuery(paging);
  const list = useGroupList(query);
  const remove = useDeleteGroups();
  const rows = useMemo(() => (list.data?.items ?? []).map((g) => toGroupRow(t, g)), [list.data, t]);
  const columns: DataTableColumn[] = [
    { column: 'name', displayLabel: t('groupAdmin.column.name'), isSortable: true },
    { column: 'description', displayLabel: t('groupAdmin.column.description'), isSortable: true },
    { column: 'container', displayLabel: t('groupAdmin.column.container') },
    { column: 'members', displayLabel: t('groupAdmin.column.members') },
    { column: 'kind', displayLabel: t('groupAdmin.column.kind') },
  ];
  const bulk = useBulkDelete<GroupRow>({
    remove: (dns) => remove.mutateAsync(dns),
    deleted: (dns) => navigation.changed?.({ action: 'deleted', dns }),
  });
  const total = list.data?.total;
  return (
    <AdminListFrame
      part="group-list"
      titleId={`${id}-title`}
      title={t('groupAdmin.title')}
      createLabel={t('groupAdmin.create')}
      navigation={navigation}
      filters={
        <>
          <ListSearch area="groupAdmin" value={paging.search} paging={paging} />
          {total !== undefined ? (
            <p className="group-admin-hint" role="status">
              {t('groupAdmin.count', { number: total })}
            </p>
          ) : null}
        </>
      }
      failure={{ message: t('groupAdmin.failedGroups'), query: list }}
    >
      <AdminItemsTable<GroupRow>
        labels={labels}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(total ?? rows.length, list.data?.nextIndex)}
        bulk={bulk}
        deleting={remove.isPending}
        detailHref={(row) => navigation.href({ page: 'detail', dn: row.dn })}
        openDetail={(row) => navigation.go({ page: 'detail', dn: row.dn })}
        freeText={FREE_TEXT}
        exportRows={() =>
          exportAll((fromIndex, size) =>
            fetchGroupList(core, { ...query, nextIndex: fromIndex, size }).then((p) => ({
              rows: p.items.map((g) => toGroupRow(t, g)),
              total: p.total ?? 0,
            })),
          )
        }
        exportFileName="groups"
      />
    </AdminListFrame>
  );
}
