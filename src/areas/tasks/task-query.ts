import { listPageSize, startIndexForPage } from '../../domain/pagination';
import type { GeneralSettings } from '../../domain/settings';
import type { SortOrder } from '../../domain/table';
import {
  EMPTY_FILTERS,
  parseExpireWithin,
  type ExpireUnit,
  type TaskFilters,
  type TaskStatusFilter,
} from './task-filters';

export * from './task-filters';

/** Everything a task list page asks the server for (spec section 7, "Tasks GET list"). */
export interface TaskListParams {
  fromIndex: number;
  size: number;
  q: string;
  sortOrder: SortOrder;
  sortBy: string;
  assignedTo?: string;
  recipient?: string;
  expireUnit?: ExpireUnit;
  expireWithin?: number;
  status?: string;
}

export interface TaskListState {
  page: number;
  pageSize: number;
  search: string;
  sortColumn: string;
  sortOrder: SortOrder;
  filters: TaskFilters;
}

/** Table columns that sort; the server sorts by the same name but for the two of SORT_KEY_OF. */
export const TASK_SORT_COLUMNS: readonly string[] = [
  'processName',
  'recipientName',
  'requesterName',
  'requestDate',
  'expirationTime',
  'activityName',
  'priority',
];
const SORT_KEY_OF: Readonly<Record<string, string>> = { requesterName: 'initiatorName', requestDate: 'createTime' };

/** The server's sort key of a column that sorts (the default column's for another). */
export function taskSortKey(column: string): string {
  const sortable = TASK_SORT_COLUMNS.includes(column) ? column : DEFAULT_SORT_COLUMN;
  return SORT_KEY_OF[sortable] ?? sortable;
}

export const DEFAULT_SORT_COLUMN = 'requestDate';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

/**
 * The list call's parameters: `fromIndex` is the page's first row plus 1; a blank search is '*';
 * filters left empty are left out; "expires within" goes with its unit only when it is a number.
 */
export function taskListParams(state: TaskListState): TaskListParams {
  const params: TaskListParams = {
    fromIndex: startIndexForPage(state.page, state.pageSize),
    size: state.pageSize,
    q: state.search.trim() === '' ? '*' : state.search.trim(),
    sortOrder: state.sortOrder,
    sortBy: taskSortKey(state.sortColumn),
  };
  const { filters } = state;
  if (filters.assignedTo) params.assignedTo = filters.assignedTo;
  if (filters.recipient.trim() !== '') params.recipient = filters.recipient.trim();
  const within = parseExpireWithin(filters.expireWithin);
  if (within !== null) {
    params.expireWithin = within;
    params.expireUnit = filters.expireUnit;
  }
  if (filters.status) params.status = filters.status;
  return params;
}

/** What a task list starts with (an element's attributes). */
export interface FirstTaskListOptions {
  pageSize?: number | undefined;
  status?: TaskStatusFilter | '';
}

/**
 * The list's first screen before anyone touches it: page 0, no search, the default order, the claim
 * status given and the page size of the general settings. TaskListView starts from it and the
 * prefetch asks for it, so the prefetched page is the one the list shows.
 */
export function firstTaskListState(
  settings: GeneralSettings | null | undefined,
  { pageSize, status = '' }: FirstTaskListOptions = {},
): TaskListState {
  return {
    page: 0,
    pageSize: listPageSize(pageSize, settings),
    search: '',
    sortColumn: DEFAULT_SORT_COLUMN,
    sortOrder: DEFAULT_SORT_ORDER,
    filters: { ...EMPTY_FILTERS, status },
  };
}
