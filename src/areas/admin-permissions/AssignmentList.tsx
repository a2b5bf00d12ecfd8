import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { knownDomains, useRemoveAdminAssignments, type AssignmentSortColumn } from '../../api/admin-assignments';
import { ADMIN_TYPES, ASSIGNEE_TYPES } from '../../domain/admin-assignments';
import { searchPageQuery } from '../../domain/pagination';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { BulkDeleteDialog, useBulkDelete } from '../../ui/area/BulkDelete';
import { SearchBox, useListState } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { AssigneeCell } from './AssigneeCell';
import { AssignmentFilters } from './AssignmentFilters';
import { toAssignmentRow, type AssignmentRow } from './assignment-rows';
import { useAdminPermissionsNavigation } from './navigation';
import { useAdminAssignments, useAssignmentKeys } from './assignment-queries';
import { useServerLabel } from './server-label';

/** The assign dialog (its form, dates and picker) comes when it first opens. */
const AssignDialog = lazy(() => import('./AssignDialog').then((module) => ({ default: module.AssignDialog })));

/** The columns shown unless the server names others; every one of them sorts. */
const DEFAULT_COLUMNS: readonly string[] = [
  'assignee',
  'assignmentType',
  'domain',
  'adminType',
  'comment',
  'effectiveDate',
  'expirationDate',
];
const SORTABLE = DEFAULT_COLUMNS;

/**
 * Administrator assignments: the server's columns, search, sort, filters (domain, admin type, assignee
 * type), paging; assign a user, group or container; remove after a confirmation; a delegated
 * administrator's permissions one click away.
 */
export function AssignmentList() {
  const { t } = useTranslation();
  const label = useServerLabel();
  const id = useId();
  const navigation = useAdminPermissionsNavigation();
  const [assigning, setAssigning] = useState(false);
  const paging = useListState({
    name: 'assignments',
    sortColumns: SORTABLE,
    defaultSort: { column: 'assignee', order: 'asc' },
    filters: { domain: {}, adminType: { allowed: ADMIN_TYPES }, assigneeType: { allowed: ASSIGNEE_TYPES } },
  });
  const q = paging.search;
  const { domain, adminType, assigneeType } = paging.filters;
  const filters = [domain, adminType, assigneeType].filter((f) => f !== '');
  const list = useAdminAssignments({
    ...searchPageQuery(paging),
    sortColumn: (SORTABLE.includes(paging.sortBy) ? paging.sortBy : 'assignee') as AssignmentSortColumn,
    sortOrder: paging.sortOrder,
    filters,
  });
  const serverColumns = useAssignmentKeys('columns');
  const domains = knownDomains(useAssignmentKeys('domains').data ?? []);
  const remove = useRemoveAdminAssignments();
  const rows = useMemo(() => (list.data?.items ?? []).map(toAssignmentRow), [list.data]);
  const columns: DataTableColumn[] = (serverColumns.data?.map((c) => c.key) ?? DEFAULT_COLUMNS).map((key) => ({
    column: key,
    displayLabel: label(`adminAssignments.column.${key}`, serverColumns.data?.find((c) => c.key === key)?.value ?? key),
    isSortable: SORTABLE.includes(key),
    ...(key === 'effectiveDate' || key === 'expirationDate' ? { cellType: 'timestamp' as const } : {}),
  }));
  const bulk = useBulkDelete<AssignmentRow>({
    remove: (keys) => remove.mutateAsync(rows.filter((row) => keys.includes(row.dn))),
    deleted: (keys) =>
      navigation.changed?.({
        action: 'removed',
        dns: rows.filter((row) => keys.includes(row.dn)).map((row) => row.assigneeDn),
      }),
  });
  return (
    <section className="idm-admin" part="admin-assignments" aria-labelledby={`${id}-title`}>
      <AdminListHeader
        titleId={`${id}-title`}
        title={t('adminAssignments.title')}
        createLabel={t('adminAssignments.assign')}
        createHref={null}
        onCreate={() => setAssigning(true)}
      />
      <p className="admin-permissions-hint">{t('adminAssignments.intro')}</p>
      <SearchBox
        className="idm-list-search"
        label={t('adminAssignments.search')}
        submitLabel={t('adminAssignments.searchButton')}
        value={q}
        onSearch={(value) => paging.setSearch(value.trim())}
      />
      <AssignmentFilters values={paging.filters} domains={domains} onChange={paging.setFilters} />
      {list.isError ? (
        <LoadFailure message={t('adminAssignments.failed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<AssignmentRow>
        tableName={t('adminAssignments.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(list.data?.total ?? rows.length, list.data?.nextIndex)}
        {...bulk.tableProps(t('adminAssignments.remove'))}
        rowLabel={(row) =>
          t('adminAssignments.rowLabel', { name: row.assignee, domain: t(`adminAssignments.domainName.${row.domain}`) })
        }
        cellValue={(row, column) => (row as unknown as Record<string, unknown>)[column.column] ?? ''}
        renderCell={(row, column) => {
          switch (column.column) {
            case 'assignee':
              return <AssigneeCell row={row} />;
            case 'assignmentType':
              return t(`adminAssignments.assigneeTypeName.${row.assigneeType}`);
            case 'domain':
              return t(`adminAssignments.domainName.${row.domain}`);
            case 'adminType':
              return t(`adminAssignments.adminTypeName.${row.adminType}`);
            case 'comment':
              return <span dir="auto">{row.comment}</span>;
            default:
              return undefined;
          }
        }}
      />
      <BulkDeleteDialog
        bulk={bulk}
        pending={remove.isPending}
        heading={t('adminAssignments.removeHeading')}
        question={(count) => t('adminAssignments.removeQuestion', { count })}
        confirmLabel={t('adminAssignments.confirmRemove')}
        cancelLabel={t('adminAssignments.cancel')}
      />
      {assigning ? (
        <Suspense fallback={null}>
          <AssignDialog onClose={() => setAssigning(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
