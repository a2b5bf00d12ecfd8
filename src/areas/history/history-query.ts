import {
  HISTORY_ACTION_FILTERS,
  HISTORY_STATUS_FILTERS,
  ROLE_REQUEST_STATUSES,
} from '../../domain/request-state-groups';
import { startIndexForPage } from '../../domain/pagination';
import type { SortOrder } from '../../domain/table';
import {
  HISTORY_SORT_COLUMNS,
  PRD_STATUS_CODES,
  type HistoryAction,
  type HistoryFilters,
  type HistoryType,
} from './history-filters';

export * from './history-filters';
export interface HistoryListState {
  page: number;
  pageSize: number;
  search: string;
  sortColumn: string;
  sortOrder: SortOrder;
  filters: HistoryFilters;
}

/** What one page of the history asks the server for (GET access/requests/historylist). */
export interface HistoryListParams {
  nextIndex: number;
  size: number;
  q: string;
  sortBy: string;
  sortOrder: SortOrder;
  /** Status groups, role/resource statuses and PRD states (sent comma-separated); empty for any. */
  status: string[];
  action?: HistoryAction;
  type?: HistoryType;
}

export const DEFAULT_HISTORY_SORT = 'requestDate';
export const DEFAULT_HISTORY_ORDER: SortOrder = 'desc';

/** The chosen values in a stable order (the order of `all`). */
function ordered<T>(chosen: readonly T[], all: readonly T[]): T[] {
  return all.filter((value) => chosen.includes(value));
}

/** The `status` values: process groups, then role/resource statuses, then PRD states ('0'–'5'). */
export function historyStatusValues(filters: HistoryFilters): string[] {
  return [
    ...ordered(filters.statusGroups, HISTORY_STATUS_FILTERS),
    ...ordered(filters.itemStatuses, ROLE_REQUEST_STATUSES),
    ...ordered(filters.prdStatuses, PRD_STATUS_CODES).map(String),
  ];
}

export function historyListParams(state: HistoryListState): HistoryListParams {
  const params: HistoryListParams = {
    nextIndex: startIndexForPage(state.page, state.pageSize),
    size: state.pageSize,
    q: state.search.trim() === '' ? '*' : state.search.trim(),
    // The server sorts by the columns' own names.
    sortBy: (HISTORY_SORT_COLUMNS as readonly string[]).includes(state.sortColumn)
      ? state.sortColumn
      : DEFAULT_HISTORY_SORT,
    sortOrder: state.sortOrder,
    status: historyStatusValues(state.filters),
  };
  // Grant and revoke together are every request: no action filter.
  const actions = ordered(state.filters.actions, HISTORY_ACTION_FILTERS);
  if (actions.length === 1) params.action = actions[0];
  if (state.filters.type) params.type = state.filters.type;
  return params;
}
