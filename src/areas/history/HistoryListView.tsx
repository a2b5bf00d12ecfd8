import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../core/errors';
import { useCoreStore } from '../../core/react';
import { pageSizeOptions, resolvePageSize } from '../../domain/pagination';
import type { SortOrder } from '../../domain/table';
import { QuickInfoTrigger, userDetailHref } from '../../ui/quick-info';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { entityTypeLabel, historyColumns } from './columns';
import { useHistoryList, useIsTeamManager, useManagedTeams, useTeamMembers, type HistoryScope } from './history-data';
import type { HistoryRequest } from './history-model';
import {
  DEFAULT_HISTORY_ORDER,
  DEFAULT_HISTORY_SORT,
  EMPTY_HISTORY_FILTERS,
  activeHistoryFilterCount,
  historyListParams,
  type HistoryFilters,
} from './history-query';
import { useHistoryPort } from './history-port';
import { HistoryFiltersPanel } from './HistoryFiltersPanel';
import { useHistoryNavigation } from './navigation';
import { RequestStatus } from './RequestStatus';
import { exportAll, OpenLink, SearchBox, useGo, useOnChange, useRememberedState } from '../../ui/area';

export interface HistoryListViewProps {
  pageSize?: number;
  /** Filters to start with. */
  initialFilters?: HistoryFilters;
  /** Keeps the list's filters, sort and page for the next visit (the console's page). */
  rememberAs?: string;
}

/** Request history: search, filters, sortable columns, paging; team managers also see their team's. */
export function HistoryListView({ pageSize: initialPageSize, initialFilters = EMPTY_HISTORY_FILTERS, rememberAs }: HistoryListViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const filtersId = useId();
  const memberId = useId();
  const teamId = useId();
  const generalSettings = useCoreStore('$generalSettings');
  const options = pageSizeOptions(generalSettings);
  const remembered = (name: string) => (rememberAs ? `history.${rememberAs}.${name}` : undefined);

  const [scope, setScope] = useRememberedState<'mine' | 'team'>(remembered('scope'), 'mine');
  const [teamDn, setTeamDn] = useRememberedState(remembered('teamDn'), '');
  const [memberDn, setMemberDn] = useRememberedState(remembered('memberDn'), '');
  const [search, setSearch] = useRememberedState(remembered('search'), '');
  const [filters, setFilters] = useRememberedState<HistoryFilters>(remembered('filters'), initialFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sortColumn, setSortColumn] = useRememberedState(remembered('sortColumn'), DEFAULT_HISTORY_SORT);
  const [sortOrder, setSortOrder] = useRememberedState<SortOrder>(remembered('sortOrder'), DEFAULT_HISTORY_ORDER);
  const [page, setPage] = useRememberedState(remembered('page'), 0);
  const [pageSize, setPageSize] = useRememberedState(remembered('pageSize'), () => resolvePageSize(initialPageSize, options, generalSettings?.defaultRowsPerPage ?? undefined));

  // Attributes of the element may change after the first render; only a change is applied.
  useOnChange(initialPageSize, () => {
    if (initialPageSize !== undefined) setPageSize(resolvePageSize(initialPageSize, options, generalSettings?.defaultRowsPerPage ?? undefined));
  });
  useOnChange(initialFilters, () => setFilters(initialFilters));

  // Team history is the signed-in manager's own business, never a proxied user's.
  const proxy = useCoreStore('$proxy');
  const isTeamManager = useIsTeamManager() && proxy === null;
  const teamScope = scope === 'team' && isTeamManager;
  const historyScope: HistoryScope = teamScope ? { kind: 'team', memberDn } : { kind: 'mine' };
  const params = historyListParams({ page, pageSize, search, sortColumn, sortOrder, filters });
  const list = useHistoryList(params, historyScope);
  const port = useHistoryPort();
  const teams = useManagedTeams();
  const members = useTeamMembers(teamScope ? teamDn : '');
  const rows = list.data?.requests ?? [];
  const total = list.data?.total ?? 0;
  const columns = useMemo(() => historyColumns(t), [t]);
  const go = useGo();

  const renderCell = (row: HistoryRequest, column: DataTableColumn) => {
    switch (column.column) {
      case 'entityType':
        return entityTypeLabel(row.entityType, (key, fallback) => t(key, fallback));
      case 'name':
        return <RequestLink request={row} />;
      case 'status':
        return <RequestStatus entityType={row.entityType} state={row.requestState} fallbackText={row.statusText} />;
      case 'recipientName':
        return row.recipientDn ? (
          <QuickInfoTrigger dn={row.recipientDn} name={row.recipientName} onViewMore={(dn) => go(userDetailHref(dn))} />
        ) : (
          row.recipientName
        );
      default:
        return undefined;
    }
  };

  return (
    <section className="history-page" aria-labelledby={titleId} part="history">
      <header className="history-header">
        <h1 id={titleId}>{teamScope ? t('history.titleTeam', 'Team Request History') : t('history.title', 'Request History')}</h1>
        <p className="history-count" aria-live="polite">
          {list.data ? t('history.count', { defaultValue: 'Total: {{total}}', total }) : null}
        </p>
      </header>

      {isTeamManager ? (
        <div className="history-scope-row">
          <div className="history-scope" role="group" aria-label={t('history.scope.label', 'Whose requests')}>
            <button
              type="button"
              className="history-scope-button"
              aria-pressed={!teamScope}
              onClick={() => {
                setScope('mine');
                setPage(0);
              }}
            >
              {t('history.scope.mine', 'My requests')}
            </button>
            <button
              type="button"
              className="history-scope-button"
              aria-pressed={teamScope}
              onClick={() => {
                setScope('team');
                setPage(0);
              }}
            >
              {t('history.scope.team', 'Team requests')}
            </button>
          </div>
          {teamScope ? (
            <>
              <div className="history-filter">
                <label htmlFor={teamId}>{t('history.team.team', 'Team')}</label>
                <select
                  id={teamId}
                  value={teamDn}
                  onChange={(event) => {
                    setTeamDn(event.target.value);
                    setMemberDn('');
                    setPage(0);
                  }}
                >
                  <option value="">{t('history.team.allTeams', 'All my teams')}</option>
                  {(teams.data ?? []).map((team) => (
                    <option key={team.dn} value={team.dn}>
                      {team.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="history-filter">
                <label htmlFor={memberId}>{t('history.team.member', 'Team member')}</label>
                <select
                  id={memberId}
                  value={memberDn}
                  disabled={teamDn === ''}
                  onChange={(event) => {
                    setMemberDn(event.target.value);
                    setPage(0);
                  }}
                >
                  <option value="">{t('history.team.allMembers', 'All members')}</option>
                  {(members.data ?? []).map((member) => (
                    <option key={member.dn} value={member.dn}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </div>
            </>
          ) : null}
        </div>
      ) : null}

      <div className="history-toolbar">
        <SearchBox
          className="history-search"
          submitLabel={t('history.search.submit', 'Search')}
          label={t('history.search.label', 'Search requests')}
          value={search}
          onSearch={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        <button
          type="button"
          className="idm-button secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {activeHistoryFilterCount(filters) > 0
            ? t('history.filter.buttonCount', { defaultValue: 'Filters ({{count}})', count: activeHistoryFilterCount(filters) })
            : t('history.filter.button', 'Filters')}
        </button>
      </div>
      {filtersOpen ? (
        <HistoryFiltersPanel
          id={filtersId}
          filters={filters}
          onApply={(next) => {
            setFilters(next);
            setPage(0);
          }}
        />
      ) : null}

      {list.error ? (
        <div className="idm-alert danger" role="alert">
          {errorMessage(list.error, (key) => t(key))}
        </div>
      ) : null}

      <DataTable<HistoryRequest>
        tableName={t('history.tableName', 'requests')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        sortBy={sortColumn}
        sortOrder={sortOrder}
        onSort={(column, order) => {
          setSortColumn(column);
          setSortOrder(order);
          setPage(0);
        }}
        page={{ currentPage: page, pageSize, total, ...(list.data?.nextIndex !== undefined ? { nextIndex: list.data.nextIndex } : {}) }}
        pageSizeOptions={options}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        cellValue={(row, column) => cellValue(row, column.column, (key, fallback) => t(key, fallback))}
        renderCell={renderCell}
        rowLabel={(row) => row.name}
        exportRows={() =>
          exportAll((nextIndex, size) => port.list({ ...params, nextIndex, size }, historyScope).then((p) => ({ rows: p.requests, total: p.total })))
        }
        exportFileName="request-history"
      />
    </section>
  );
}

function RequestLink({ request }: { request: HistoryRequest }) {
  const navigation = useHistoryNavigation();
  const href = navigation.requestHref(request.entityType, request.id);
  return (
    <OpenLink className="history-open-link" href={href} onOpen={() => navigation.openRequest(request.entityType, request.id)}>
      {request.name || request.id}
    </OpenLink>
  );
}

function cellValue(row: HistoryRequest, column: string, t: (key: string, fallback: string) => string): unknown {
  switch (column) {
    case 'entityType':
      return entityTypeLabel(row.entityType, t);
    case 'status':
      return row.statusText;
    default:
      return (row as unknown as Record<string, unknown>)[column];
  }
}
