import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../core/react';
import { useDeleteDelegations } from '../../api/who-acts/delegation-delete';
import type { Delegation } from '../../api/who-acts/delegation-list';
import { useLoadedUserRights } from '../../api/rights';
import { windowActive } from '../../domain/time-window';
import { startIndexForPage } from '../../domain/pagination';
import { OpenLink, useListState, ListSearch } from '../../ui/area';
import { AdminListHeader } from '../../ui/area/AdminListHeader';
import { BulkDeleteDialog, useBulkDelete } from '../../ui/area/BulkDelete';
import { DateTime } from '../../ui/dates/DateTime';
import { LoadFailure } from '../../ui/LoadFailure';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { useDelegationNavigation } from './navigation';
import { useDelegations } from './list-queries';

/**
 * Whose delegations (administrators, team managers who may): the chooser comes with the picker's code, asked for
 * at once, so a list of one's own needs neither.
 */
const OneUserPicker = lazy(() => {
  void import('../../ui/picker/Picker');
  return import('../../ui/who-acts/OneUserPicker').then((module) => ({ default: module.OneUserPicker }));
});

interface DelegationRow {
  rowId: string;
  /** What the bulk delete sends: the assignment id. */
  dn: string;
  name: string;
  delegation: Delegation;
}

type Whose = { kind: 'mine' } | { kind: 'all' } | { kind: 'user'; dn: string; name: string };

/** The delegations: mine, or (administrators, team managers who may) a user's or everyone's; edit and delete. */
export function DelegationList() {
  const { t } = useTranslation();
  const navigation = useDelegationNavigation();
  const rights = useLoadedUserRights();
  const mayChooseUser = rights?.isAdmin === true || rights?.isDelegationTeamMgr === true;
  const paging = useListState({
    name: 'delegations',
    sortColumns: [],
    defaultSort: { column: 'start', order: 'asc' },
    filters: { user: {}, userName: {} },
  });
  const q = paging.search;
  // Whose: `user` is a DN, '*' for everyone's, '' for mine (`userName` is what the picker shows).
  const { user, userName } = paging.filters;
  const whose: Whose =
    user === '' ? { kind: 'mine' } : user === '*' ? { kind: 'all' } : { kind: 'user', dn: user, name: userName };
  const setWhose = (next: Whose) =>
    paging.setFilters(
      next.kind === 'user'
        ? { user: next.dn, userName: next.name }
        : { user: next.kind === 'all' ? '*' : '', userName: '' },
    );
  const list = useDelegations({
    userDn: whose.kind === 'mine' ? null : whose.kind === 'all' ? '*' : whose.dn,
    q: q === '' ? '*' : q,
    size: paging.pageSize,
    nextIndex: startIndexForPage(paging.page, paging.pageSize),
  });
  const remove = useDeleteDelegations();
  const [now] = useState(() => Date.now());
  const rows = useMemo(
    () =>
      (list.data?.items ?? []).map((delegation) => ({
        rowId: delegation.id,
        dn: delegation.id,
        name: t('delegation.rowName', { from: delegation.delegator.name, to: delegation.delegate.name }),
        delegation,
      })),
    [list.data, t],
  );
  const columns: DataTableColumn[] = [
    { column: 'delegator', displayLabel: t('delegation.column.delegator') },
    { column: 'delegate', displayLabel: t('delegation.column.delegate') },
    { column: 'requests', displayLabel: t('delegation.column.requests') },
    { column: 'start', displayLabel: t('delegation.column.start') },
    { column: 'end', displayLabel: t('delegation.column.end') },
    { column: 'status', displayLabel: t('delegation.column.status') },
  ];
  const bulk = useBulkDelete<DelegationRow>({
    remove: (ids) => remove.mutateAsync(ids),
    deleted: (ids) => navigation.changed?.({ action: 'deleted', ids }),
  });
  const statusOf = (d: Delegation) =>
    windowActive({ start: d.start, end: d.end }, now)
      ? t('delegation.status.active')
      : d.start > now
        ? t('delegation.status.scheduled')
        : t('delegation.status.ended');
  const cell = (row: DelegationRow, column: string) => {
    const d = row.delegation;
    switch (column) {
      case 'delegator':
        return (
          <OpenLink
            href={navigation.href({ page: 'edit', id: d.id })}
            onOpen={() => navigation.go({ page: 'edit', id: d.id })}
          >
            <bdi>{d.delegator.name}</bdi>
          </OpenLink>
        );
      case 'delegate':
        return (
          <bdi>
            {d.delegate.name}
            {d.relationship === 'manager' ? ` (${t('delegation.viaManager')})` : ''}
          </bdi>
        );
      case 'requests':
        return d.allRequests ? t('delegation.allRequests') : <bdi>{d.requestDefs.map((r) => r.name).join(', ')}</bdi>;
      case 'start':
        return <DateTime value={d.start} pattern="PP" />;
      case 'end':
        return d.end === null ? t('delegation.noEnd') : <DateTime value={d.end} pattern="PP" />;
      default:
        return <span className="delegation-badge">{statusOf(d)}</span>;
    }
  };
  return (
    <section className="idm-admin" part="delegation-list" aria-labelledby="delegation-title">
      <AdminListHeader
        titleId="delegation-title"
        title={t('delegation.title')}
        createLabel={t('delegation.create')}
        createHref={navigation.href({ page: 'create' })}
        onCreate={() => navigation.go({ page: 'create' })}
      />
      <p className="delegation-hint">{t('delegation.intro')}</p>
      {mayChooseUser ? (
        <div className="delegation-scope">
          <Suspense fallback={<ComponentLoader />}>
            <OneUserPicker
              label={t('delegation.whose')}
              value={whose.kind === 'user' ? { dn: whose.dn, name: whose.name } : null}
              onChange={(user) => setWhose(user ? { kind: 'user', ...user } : { kind: 'mine' })}
            />
          </Suspense>
          {rights?.isAdmin ? (
            <label className="idm-admin-check">
              <input
                type="checkbox"
                checked={whose.kind === 'all'}
                onChange={(event) => setWhose(event.target.checked ? { kind: 'all' } : { kind: 'mine' })}
              />
              {t('delegation.everyone')}
            </label>
          ) : null}
        </div>
      ) : null}
      <ListSearch area="delegation" value={q} paging={paging} />
      {list.isError ? (
        <LoadFailure message={t('delegation.failedList')} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<DelegationRow>
        narrowLayout="cards"
        tableName={t('delegation.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.pageProps(list.data?.total ?? rows.length, list.data?.nextIndex)}
        {...bulk.tableProps(t('delegation.delete'))}
        rowLabel={(row) => row.name}
        renderCell={(row, column) => cell(row, column.column)}
      />
      <BulkDeleteDialog
        bulk={bulk}
        pending={remove.isPending}
        heading={t('delegation.deleteHeading')}
        question={(number) => t('delegation.deleteQuestion', { number })}
        confirmLabel={t('delegation.confirmDelete')}
        cancelLabel={t('delegation.cancel')}
      />
    </section>
  );
}
