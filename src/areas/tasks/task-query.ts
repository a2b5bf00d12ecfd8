import { listPageSize, startIndexForPage } from '../../domain/pagination';
import type { GeneralSettings } from '../../domain/settings';
import type { FilterRule } from '../../domain/list-state';
import type { SortOrder } from '../../domain/table';

/**
 * Units of "expires within" (`expireUnit`): the contract names Hours, Days and Weeks, the sandbox days,
 * weeks and months; days and weeks are understood by both.
 */
export const EXPIRE_UNITS = ['Days', 'Weeks'] as const;
export type ExpireUnit = (typeof EXPIRE_UNITS)[number];

/** Addressee filter (`assignedTo`): tasks addressed to me directly, or reaching me through a delegation. */
export const ASSIGNED_TO_OPTIONS = ['user', 'delegated'] as const;
export type AssignedTo = (typeof ASSIGNED_TO_OPTIONS)[number];

/** Claim status filter (`status`, e.g. 'Claimed'). */
export const TASK_STATUS_OPTIONS = ['Claimed', 'Unclaimed'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_OPTIONS)[number];

/** What the filter panel holds; empty strings mean "any". */
export interface TaskFilters {
  assignedTo: AssignedTo | '';
  /** Text in the recipient's name (or a DN). */
  recipient: string;
  /** A positive whole number, as typed. */
  expireWithin: string;
  expireUnit: ExpireUnit;
  status: TaskStatusFilter | '';
}

export const EMPTY_FILTERS: TaskFilters = {
  assignedTo: '',
  recipient: '',
  expireWithin: '',
  expireUnit: 'Days',
  status: '',
};

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

/** Table columns that sort, and the server's sort key for each. */
export const TASK_SORT_KEYS: Readonly<Record<string, string>> = {
  processName: 'processName',
  recipientName: 'recipientName',
  requesterName: 'initiatorName',
  requestDate: 'createTime',
  expirationTime: 'expirationTime',
  activityName: 'activityName',
  priority: 'priority',
};

export const DEFAULT_SORT_COLUMN = 'requestDate';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

/** What a link may set each filter to (`#/tasks?status=Claimed&expireWithin=3`). */
export const TASK_FILTER_RULES = {
  assignedTo: { allowed: ASSIGNED_TO_OPTIONS },
  recipient: {},
  expireWithin: { valid: (value: string) => parseExpireWithin(value) !== null },
  expireUnit: { default: EMPTY_FILTERS.expireUnit, allowed: EXPIRE_UNITS },
  status: { allowed: TASK_STATUS_OPTIONS },
} as const satisfies Record<keyof TaskFilters, FilterRule>;

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** The filters of a list state (checked against TASK_FILTER_RULES already), typed. */
export function taskFiltersOf(values: Record<keyof TaskFilters, string>): TaskFilters {
  return {
    assignedTo: oneOf<AssignedTo | ''>(ASSIGNED_TO_OPTIONS, values.assignedTo, ''),
    recipient: values.recipient,
    expireWithin: values.expireWithin,
    expireUnit: oneOf(EXPIRE_UNITS, values.expireUnit, EMPTY_FILTERS.expireUnit),
    status: oneOf<TaskStatusFilter | ''>(TASK_STATUS_OPTIONS, values.status, ''),
  };
}

/** A whole number above 0, or null. */
export function parseExpireWithin(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 ? n : null;
}

/** How many filters are set (shown on the Filters button). */
export function activeFilterCount(filters: TaskFilters): number {
  return [
    filters.assignedTo !== '',
    filters.recipient.trim() !== '',
    parseExpireWithin(filters.expireWithin) !== null,
    filters.status !== '',
  ].filter(Boolean).length;
}

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
    sortBy: TASK_SORT_KEYS[state.sortColumn] ?? TASK_SORT_KEYS[DEFAULT_SORT_COLUMN]!,
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
