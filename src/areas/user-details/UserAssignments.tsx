import { useLoadedGeneralSettings } from '../../api/settings';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAssignments, type Assignment } from '../../api/access';
import { HttpError } from '../../core/errors';
import { pageSizeOptions, resolvePageSize, startIndexForPage } from '../../domain/pagination';
import type { SortOrder, TableRow } from '../../domain/table';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';

interface AssignmentRow extends TableRow {
  assignment: Assignment;
}

type SortKey = 'name' | 'description' | 'entityType';

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
  const generalSettings = useLoadedGeneralSettings();
  const options = pageSizeOptions(generalSettings);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number | null>(null);
  const [sortBy, setSortBy] = useState<SortKey>('name');
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const pageSize = resolvePageSize(size, options, generalSettings?.defaultRowsPerPage);
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
      <h3 id={headingId} className="idm-user-details-section-heading">
        {t('userDetails.assignments')}
      </h3>
      {query.isError ? (
        <LoadFailure
          what={t('userDetails.assignmentsFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DataTable<AssignmentRow>
          tableName={t('userDetails.assignmentsTable')}
          columns={columns}
          rows={rows}
          loading={query.isPending}
          sortBy={sortBy}
          sortOrder={sortOrder}
          onSort={(column, order) => {
            setSortBy(column as SortKey);
            setSortOrder(order);
            setPage(0);
          }}
          page={{
            currentPage: page,
            pageSize,
            total: query.data?.total ?? rows.length,
            nextIndex: query.data?.nextIndex ?? -1,
          }}
          pageSizeOptions={options}
          onPageChange={setPage}
          onPageSizeChange={(next) => {
            setSize(next);
            setPage(0);
          }}
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
