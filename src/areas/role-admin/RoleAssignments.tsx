import { lazy, Suspense, useMemo, useState } from 'react';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { useQuery } from '@tanstack/react-query';
import { roleAssignmentsQuery, useRemoveRoleAssignments, type RoleAssignment } from '../../api/catalog-admin';
import { useCore, useTranslation } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { DataTable } from '../../ui/table/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { useListState } from '../../ui/area';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';

/** A dialog: its code (and the picker's) comes when it first opens. */
const AssignRoleDialog = lazy(() =>
  import('./AssignRoleDialog').then((module) => ({ default: module.AssignRoleDialog })),
);

const REMOVE = 'remove';

/** Who holds the role, a page at a time (beside this section, not in queries.ts: the list page does not load it). */
const useRoleAssignments = (dn: string, query: { nextIndex: number; size: number }) =>
  useQuery(roleAssignmentsQuery(useCore(), dn, query));

/** Who holds a role (users, groups, containers with or without subtree), assigning it and removing it. */
export function RoleAssignments({ dn, roleName }: { dn: string; roleName: string }) {
  const { t } = useTranslation();
  const paging = useListState({
    name: 'assignments',
    of: dn,
    prefix: 'assignments.',
    sortColumns: ['recipientName'],
    defaultSort: { column: 'recipientName', order: 'asc' },
  });
  const assignments = useRoleAssignments(dn, {
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
    size: paging.pageSize,
  });
  const remove = useRemoveRoleAssignments();
  const [assigning, setAssigning] = useState(false);
  const rows = assignments.data?.items ?? [];
  const columns: DataTableColumn[] = useMemo(
    () => [
      { column: 'recipientName', displayLabel: t('roleAdminEditor.column.recipient') },
      { column: 'recipientType', displayLabel: t('roleAdminEditor.column.recipientType') },
      { column: 'statusDisplay', displayLabel: t('roleAdmin.column.status') },
      { column: 'effectiveDate', displayLabel: t('roleAdminEditor.column.effectiveDate'), cellType: 'timestamp' },
      { column: 'expiryDate', displayLabel: t('roleAdminEditor.column.expiryDate'), cellType: 'timestamp' },
      { column: 'requestId', displayLabel: t('roleAdminEditor.column.request') },
      { column: 'via', displayLabel: t('roleAdminEditor.column.via') },
    ],
    [t],
  );
  const typeName = (row: RoleAssignment) =>
    row.recipientType === 'container' && row.subtree
      ? t('roleAdminEditor.recipientType.containerSubtree')
      : t(
          `roleAdminEditor.recipientType.${row.recipientType === 'group' || row.recipientType === 'container' ? row.recipientType : 'user'}`,
        );

  return (
    <section className="idm-admin-card" part="role-assignments" aria-label={t('roleAdminEditor.assignments')}>
      <div className="idm-admin-card-header">
        <Heading depth={1}>{t('roleAdminEditor.assignments')}</Heading>
        <button type="button" className="idm-button" onClick={() => setAssigning(true)}>
          {t('roleAdminEditor.assignRole')}
        </button>
      </div>
      {assignments.isError ? (
        <LoadFailure error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : null}
      <DataTable<RoleAssignment>
        tableName={t('roleAdminEditor.assignmentsTable')}
        columns={columns}
        rows={rows}
        loading={assignments.isPending}
        {...paging.pageProps(assignments.data?.total ?? rows.length, assignments.data?.nextIndex)}
        multiSelectButtons={[{ btnId: REMOVE, btnName: t('roleAdminEditor.removeAssignment') }]}
        onBulkAction={(btnId, chosen) =>
          btnId === REMOVE && chosen.some((row) => row.removable)
            ? remove
                .mutateAsync({
                  roleDn: dn,
                  // What comes through a parent role goes with that role's assignment, not here.
                  recipientDns: chosen.filter((row) => row.removable).map((row) => row.recipientDn),
                })
                .catch(() => undefined)
            : undefined
        }
        rowLabel={(row) => row.recipientName}
        cellValue={(row, column) =>
          column.column === 'recipientType' ? typeName(row) : row[column.column as keyof RoleAssignment]
        }
      />
      {assigning ? (
        <Suspense fallback={<ComponentLoader />}>
          <AssignRoleDialog roleDn={dn} roleName={roleName} onClose={() => setAssigning(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
