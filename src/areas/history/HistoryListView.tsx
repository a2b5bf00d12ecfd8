import { useQuery } from '@tanstack/react-query';
import { lazy, useId, useMemo } from 'react';
import { fetchHistoryPage, historyListQuery, type HistoryScope } from '../../api/access';
import { useTranslation } from 'react-i18next';
import { useCore, useCoreStore } from '../../core/react';
import { LoadFailure } from '../../ui/LoadFailure';
import { PersonName } from '../../ui/quick-info';
import { useRequestListTexts } from '../../ui/area/request-list-texts';
import { DataTable } from '../../ui/table/DataTable';
import type { DataTableColumn } from '../../ui/table/types';
import { entityTypeLabel, historyColumns } from './columns';
import { toHistoryPage } from './history-mapping';
import type { HistoryRequest } from './history-model';
import {
  DEFAULT_HISTORY_ORDER,
  DEFAULT_HISTORY_SORT,
  EMPTY_HISTORY_FILTERS,
  HISTORY_SORT_COLUMNS,
  activeHistoryFilterCount,
  historyFilterRules,
  historyFilterValues,
  historyFiltersOf,
  historyListParams,
  type HistoryFilters,
} from './history-query';
import { useHistoryNavigation } from './navigation';
import { RequestStatus } from './RequestStatus';
import { DateTime } from '../../ui/dates/DateTime';
import { ListPageHead } from '../../ui/area/ListPageHead';
import { ListToolbar } from '../../ui/area/ListToolbar';
import { exportAll, OpenLink, TEAM_SCOPE_FILTERS, useListState, useOnChange, useTeamScope } from '../../ui/area';

/** The filters panel comes when first opened (or hovered: its code is asked for then). */
const loadFiltersPanel = () => import('./HistoryFiltersPanel');
const HistoryFiltersPanel = lazy(() => loadFiltersPanel().then((module) => ({ default: module.HistoryFiltersPanel })));
/**
 * A request's details, for the element that shows them in place of the list (HistoryWidget): declared beside the
 * list's own lazy part, whose chunks they partly share, so that the element's file does not list those files again.
 */
export const LazyHistoryDetailView = lazy(() =>
  import('./HistoryDetailView').then((module) => ({ default: module.HistoryDetailView })),
);

export interface HistoryListViewProps {
  pageSize?: number;
  /** Filters to start with. */
  initialFilters?: HistoryFilters;
}

/** Request history: search, filters, sortable columns, paging; team managers also see their team's. */
export function HistoryListView({
  pageSize: initialPageSize,
  initialFilters = EMPTY_HISTORY_FILTERS,
}: HistoryListViewProps) {
  const { t } = useTranslation();
  const titleId = useId();

  const paging = useListState({
    name: 'history',
    sortColumns: HISTORY_SORT_COLUMNS,
    defaultSort: { column: DEFAULT_HISTORY_SORT, order: DEFAULT_HISTORY_ORDER },
    filters: { ...historyFilterRules(initialFilters), ...TEAM_SCOPE_FILTERS },
    initialPageSize,
  });
  const { page, pageSize, sortBy: sortColumn, sortOrder, search } = paging;
  const filters = historyFiltersOf(paging.filters);
  const setFilters = (next: HistoryFilters) => paging.setFilters(historyFilterValues(next));

  // The element's filter attributes may change after the first render; only a change is applied.
  useOnChange(initialFilters, () => setFilters(initialFilters));

  // Team history is the signed-in manager's own business, never a proxied user's.
  const core = useCore();
  const proxy = useCoreStore('$proxy');
  const scopeState = useTeamScope(paging, proxy !== null);
  const { teamScope, team } = scopeState;
  // Without a member: every managed team's requests (the server's team history has no team parameter).
  const historyScope: HistoryScope = teamScope ? { kind: 'team', memberDn: team.memberDn } : { kind: 'mine' };
  const params = historyListParams({ page, pageSize, search, sortColumn, sortOrder, filters });
  const list = useQuery({ ...historyListQuery(core, params, historyScope), select: toHistoryPage });
  const texts = useRequestListTexts('history');
  const filtersPanel = (id: string) => <HistoryFiltersPanel id={id} filters={filters} onApply={setFilters} />;
  const rows = list.data?.requests ?? [];
  const total = list.data?.total ?? 0;
  const columns = useMemo(() => historyColumns(t), [t]);

  const renderCell = (row: HistoryRequest, column: DataTableColumn) => {
    switch (column.column) {
      case 'entityType':
        return entityTypeLabel(row.entityType, (key) => t(key));
      case 'name':
        return <RequestLink request={row} />;
      case 'status':
        return <RequestStatus entityType={row.entityType} state={row.requestState} fallbackText={row.statusText} />;
      case 'recipientName':
        // Names are people's own text: either direction.
        return (
          <span dir="auto">
            <PersonName dn={row.recipientDn} name={row.recipientName} />
          </span>
        );
      case 'requestDate':
        return <DateTime value={row.requestDate} />;
      default:
        return undefined;
    }
  };

  return (
    <section className="history-page" aria-labelledby={titleId} part="history">
      <ListPageHead
        titleId={titleId}
        {...texts.head(scopeState, list.data ? total : null)}
        onScopeChanged={() => undefined}
      />

      <ListToolbar
        search={{ ...texts.search, value: search, onSearch: paging.setSearch }}
        filters={{
          active: activeHistoryFilterCount(filters),
          label: texts.filtersLabel,
          panel: filtersPanel,
          preload: () => void loadFiltersPanel(),
        }}
      />

      {list.error ? <LoadFailure error={list.error} onRetry={() => void list.refetch()} /> : null}

      <DataTable<HistoryRequest>
        narrowLayout="cards"
        tableName={t('history.tableName')}
        columns={columns}
        rows={rows}
        loading={list.isPending}
        {...paging.tableProps(total, list.data?.nextIndex)}
        cellValue={(row, column) => cellValue(row, column.column, (key) => t(key))}
        renderCell={renderCell}
        rowLabel={(row) => row.name}
        exportRows={() =>
          exportAll((nextIndex, size) =>
            fetchHistoryPage(core, { ...params, nextIndex, size }, historyScope).then((p) => ({
              rows: toHistoryPage(p).requests,
              total: p.total,
            })),
          )
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
    <OpenLink
      className="history-open-link"
      href={href}
      onOpen={() => navigation.openRequest(request.entityType, request.id)}
    >
      <span dir="auto">{request.name || request.id}</span>
    </OpenLink>
  );
}

function cellValue(row: HistoryRequest, column: string, t: (key: string) => string): unknown {
  switch (column) {
    case 'entityType':
      return entityTypeLabel(row.entityType, t);
    case 'status':
      return row.statusText;
    default:
      return (row as unknown as Record<string, unknown>)[column];
  }
}
