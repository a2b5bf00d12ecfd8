import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import {
  proxyAssignmentQueries,
  useDeleteProxyAssignments,
  useSaveProxyAssignment,
  type ProxyAssignment,
  type ProxySortBy,
} from '../../api/who-acts';
import { useCore, useTranslation } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { ListSearch, useListState } from '../../ui/area';
import { BulkDeleteDialog, useBulkDelete } from '../../ui/area/BulkDelete';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { Heading } from '../../ui/Heading';
import { ComponentLoader } from '../../ui/ComponentLoader';

/** The editor (its form kit, pickers, dates and date rules) comes when an assignment is first added or edited. */
const ProxyAssignmentForm = lazy(() =>
  import('./ProxyAssignmentForm').then((module) => ({ default: module.ProxyAssignmentForm })),
);

const SORTS: readonly ProxySortBy[] = ['expiration', 'proxy', 'for'];

export interface ProxyAssignmentChangedDetail {
  action: 'created' | 'updated' | 'deleted';
  ids: string[];
}

interface ProxyRow {
  rowId: string;
  dn: string;
  name: string;
  assignment: ProxyAssignment;
}

type Editing = null | { kind: 'new' } | { kind: 'edit'; assignment: ProxyAssignment };

/** Who may act as whom, until when: sorted by expiry, proxy or proxied user; create, edit the end, delete. */
export function ProxyAssignments({ onChanged }: { onChanged?(detail: ProxyAssignmentChangedDetail): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const id = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const paging = useListState({
    name: 'proxies',
    sortColumns: [],
    defaultSort: { column: 'expiration', order: 'asc' },
    filters: { sortBy: { default: 'expiration', allowed: SORTS } },
  });
  const q = paging.search;
  const sortBy = SORTS.find((sort) => sort === paging.filters.sortBy) ?? 'expiration';
  const list = useQuery(
    proxyAssignmentQueries.list(core, {
      sortBy,
      q: q === '' ? '*' : q,
      size: paging.pageSize,
      nextIndex: startIndexForPage(paging.page, paging.pageSize),
    }),
  );
  const save = useSaveProxyAssignment();
  const remove = useDeleteProxyAssignments();
  const rows = useMemo(
    () =>
      (list.data?.items ?? []).map((assignment) => ({
        rowId: assignment.id,
        dn: assignment.id,
        name: t('proxyAssignments.rowName', {
          proxy: assignment.proxy.name,
          names: assignment.proxyFor.map((u) => u.name).join(', '),
        }),
        assignment,
      })),
    [list.data, t],
  );
  const bulk = useBulkDelete<ProxyRow>({
    remove: (ids) => remove.mutateAsync(ids),
    deleted: (ids) => onChanged?.({ action: 'deleted', ids }),
  });
  const columns: DataTableColumn[] = [
    { column: 'proxy', displayLabel: t('proxyAssignments.column.proxy') },
    { column: 'for', displayLabel: t('proxyAssignments.column.for') },
    { column: 'expires', displayLabel: t('proxyAssignments.column.expires') },
  ];
  return (
    <section className="idm-admin" part="proxy-assignments" aria-labelledby="proxy-assignments-title">
      <header className="idm-admin-header">
        <Heading id="proxy-assignments-title">{t('proxyAssignments.title')}</Heading>
        <div className="idm-admin-actions">
          <button type="button" className="idm-button" onClick={() => setEditing({ kind: 'new' })}>
            {t('proxyAssignments.create')}
          </button>
        </div>
      </header>
      <p className="proxy-assignments-hint">{t('proxyAssignments.intro')}</p>
      {editing ? (
        <Suspense fallback={<ComponentLoader />}>
          <ProxyAssignmentForm
            key={editing.kind === 'edit' ? editing.assignment.id : 'new'}
            title={editing.kind === 'edit' ? t('proxyAssignments.editTitle') : t('proxyAssignments.createTitle')}
            assignment={editing.kind === 'edit' ? editing.assignment : undefined}
            onCancel={() => setEditing(null)}
            onSave={(input) => save.mutateAsync(input)}
            onSaved={() => {
              const updated = editing.kind === 'edit' ? editing.assignment.id : undefined;
              onChanged?.({ action: updated ? 'updated' : 'created', ids: updated ? [updated] : [] });
              setEditing(null);
            }}
          />
        </Suspense>
      ) : null}
      <div className="idm-admin-filters">
        <label htmlFor={`${id}-sort`}>{t('proxyAssignments.sortBy')}</label>
        <select
          id={`${id}-sort`}
          value={sortBy}
          onChange={(event) => paging.setFilters({ sortBy: event.target.value })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`proxyAssignments.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <ListSearch area="proxyAssignments" value={q} paging={paging} />
      {list.isError ? (
        <LoadFailure
          message={t('proxyAssignments.failedList')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<ProxyRow>
        tableName={t('proxyAssignments.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.pageProps(list.data?.total ?? rows.length, list.data?.nextIndex)}
        {...bulk.tableProps(t('proxyAssignments.delete'))}
        rowLabel={(row) => row.name}
        renderCell={(row, column) => {
          const a = row.assignment;
          if (column.column === 'proxy')
            return (
              <button
                type="button"
                className="idm-link-button"
                onClick={() => setEditing({ kind: 'edit', assignment: a })}
              >
                <bdi>{a.proxy.name}</bdi>
              </button>
            );
          if (column.column === 'for') return <bdi>{a.proxyFor.map((u) => u.name).join(', ')}</bdi>;
          return a.end === null ? t('proxyAssignments.never') : <DateTime value={a.end} pattern="PP" />;
        }}
      />
      <BulkDeleteDialog
        bulk={bulk}
        pending={remove.isPending}
        heading={t('proxyAssignments.deleteHeading')}
        question={(number) => t('proxyAssignments.deleteQuestion', { number })}
        confirmLabel={t('proxyAssignments.confirmDelete')}
        cancelLabel={t('proxyAssignments.cancel')}
      />
    </section>
  );
}
