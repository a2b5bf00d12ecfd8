import { useId, useMemo } from 'react';
import { useTranslation } from '../../core/react';
import { useUserAssignments, type Assignment } from '../../api/access';
import { HttpError } from '../../core/errors';
import { startIndexForPage } from '../../domain/pagination';
import type { TableRow } from '../../domain/table';
import { useListState } from '../../ui/area';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';

interface AssignmentRow extends TableRow {
  assignment: Assignment;
}

const SORT_KEYS = ['name', 'description', 'entityType'] as const;

const CAUSE_KEYS = {
  group: 'userDetails.causeGroup',
  container: 'userDetails.causeContainer',
  role: 'userDetails.causeRole',
} as const;

/** Statuses that mean the caller may not see this user's assignments (or the user has none to show). */
const HIDDEN_STATUSES = new Set([401, 403, 404]);

/**
 * The user's role and resource assignments (spec section 3, Assignment): type, name, description,
 * status, effective and expiry dates, paged and sortable. Hidden when the caller may not see them.
 */
export function UserAssignments({ dn }: { dn: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useListState({
    name: 'user-assignments',
    of: dn,
    prefix: 'assignments.',
    sortColumns: SORT_KEYS,
    defaultSort: { column: 'name', order: 'asc' },
  });
  const { page, pageSize, sortOrder } = list;
  const sortBy = SORT_KEYS.find((key) => key === list.sortBy) ?? 'name';
  const query = useUserAssignments(dn, {
    size: pageSize,
    nextIndex: startIndexForPage(page, pageSize),
    sortBy,
    sortOrder,
  });
  const rows = useMemo(
    () =>
      (query.data?.items ?? []).map((assignment, i): AssignmentRow => ({
        rowId: `${assignment.itemDn}#${assignment.instanceId}#${i}`,
        assignment,
      })),
    [query.data],
  );

  if (query.isError && query.error instanceof HttpError && HIDDEN_STATUSES.has(query.error.status)) return null;

  const typeText = (entityType: string) => {
    const type = entityType.toLowerCase();
    if (type === 'role') return t('userDetails.role');
    if (type === 'resource') return t('userDetails.resource');
    return entityType;
  };
  // How it is held: directly, or through a group, a container or a role (a parent role, or the role granting a resource).
  const causeText = (a: Assignment) =>
    a.causeType === 'direct' ? t('userDetails.causeDirect') : t(CAUSE_KEYS[a.causeType], { name: a.sourceName });
  const columns: DataTableColumn[] = [
    { column: 'entityType', displayLabel: t('userDetails.type'), isSortable: true },
    { column: 'name', displayLabel: t('userDetails.name'), isSortable: true },
    { column: 'description', displayLabel: t('userDetails.description'), isSortable: true },
    { column: 'cause', displayLabel: t('userDetails.cause') },
    { column: 'statusDisplay', displayLabel: t('userDetails.status') },
    { column: 'effectiveDate', displayLabel: t('userDetails.effectiveDate'), cellType: 'timestamp' },
    { column: 'expiryDate', displayLabel: t('userDetails.expiryDate'), cellType: 'timestamp' },
  ];

  return (
    <section className="idm-user-details-section" aria-labelledby={headingId}>
      <Heading depth={1} id={headingId} className="idm-user-details-section-heading">
        {t('userDetails.assignments')}
      </Heading>
      {query.isError ? (
        <LoadFailure
          what={t('userDetails.assignmentsFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DataTable<AssignmentRow>
          narrowLayout="cards"
          tableName={t('userDetails.assignmentsTable')}
          columns={columns}
          rows={rows}
          loading={query.isPending}
          {...list.tableProps(query.data?.total ?? rows.length, query.data?.nextIndex ?? -1)}
          cellValue={(row, column) => {
            const a = row.assignment;
            if (column.column === 'entityType') return typeText(a.entityType);
            if (column.column === 'cause') return causeText(a);
            return (a as unknown as Record<string, unknown>)[column.column];
          }}
          rowLabel={(row) => row.assignment.name}
        />
      )}
    </section>
  );
}
