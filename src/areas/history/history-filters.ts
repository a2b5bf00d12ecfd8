import {
  HISTORY_ACTION_FILTERS,
  HISTORY_STATUS_FILTERS,
  ROLE_REQUEST_STATUSES,
} from '../../domain/request-state-groups';
import type { FilterRule } from '../../domain/list-state';

export type HistoryStatusGroup = (typeof HISTORY_STATUS_FILTERS)[number];
export type HistoryAction = (typeof HISTORY_ACTION_FILTERS)[number];
export type RoleResourceStatus = (typeof ROLE_REQUEST_STATUSES)[number];
/** PRD request states 0–5. */
export const PRD_STATUS_CODES = [0, 1, 2, 3, 4, 5] as const;
export type PrdStatusCode = (typeof PRD_STATUS_CODES)[number];
export const HISTORY_TYPES = ['role', 'resource', 'prd'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** The history filters of spec section 4; each list empty means "any". */
export interface HistoryFilters {
  statusGroups: HistoryStatusGroup[];
  /** Both (or neither) means any. */
  actions: HistoryAction[];
  /** One kind of request, or '' for any. */
  type: HistoryType | '';
  /** Role and resource request statuses. */
  itemStatuses: RoleResourceStatus[];
  prdStatuses: PrdStatusCode[];
}

export const EMPTY_HISTORY_FILTERS: HistoryFilters = {
  statusGroups: [],
  actions: [],
  type: '',
  itemStatuses: [],
  prdStatuses: [],
};

/** The columns a history link may sort by. */
export const HISTORY_SORT_COLUMNS = ['entityType', 'name', 'status', 'recipientName', 'requestDate'] as const;

const PRD_STATUS_TEXTS = PRD_STATUS_CODES.map(String);

/** What a link may set each filter to (`#/history?type=role&actions=grant,revoke`): lists are comma-separated. */
export const HISTORY_FILTER_RULES = {
  statusGroups: { allowed: HISTORY_STATUS_FILTERS, many: true },
  actions: { allowed: HISTORY_ACTION_FILTERS, many: true },
  type: { allowed: HISTORY_TYPES },
  itemStatuses: { allowed: ROLE_REQUEST_STATUSES, many: true },
  prdStatuses: { allowed: PRD_STATUS_TEXTS, many: true },
} as const satisfies Record<keyof HistoryFilters, FilterRule>;

export type HistoryFilterValues = Record<keyof HistoryFilters, string>;

const listOf = <T extends string | number>(options: readonly T[], value: string): T[] =>
  options.filter((option) => value.split(',').includes(String(option)));

/** The filters as a list state holds them (each list comma-separated). */
export function historyFilterValues(filters: HistoryFilters): HistoryFilterValues {
  return Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
  ) as HistoryFilterValues;
}

/** The filters of a list state, typed (unknown values dropped). */
export function historyFiltersOf(values: HistoryFilterValues): HistoryFilters {
  return {
    statusGroups: listOf(HISTORY_STATUS_FILTERS, values.statusGroups),
    actions: listOf(HISTORY_ACTION_FILTERS, values.actions),
    type: HISTORY_TYPES.find((type) => type === values.type) ?? '',
    itemStatuses: listOf(ROLE_REQUEST_STATUSES, values.itemStatuses),
    prdStatuses: listOf(PRD_STATUS_CODES, values.prdStatuses),
  };
}

/** The filter rules with `initial`'s values as defaults (an element's filter attributes). */
export function historyFilterRules(initial: HistoryFilters): Record<keyof HistoryFilters, FilterRule> {
  const values = historyFilterValues(initial);
  const rules = { ...HISTORY_FILTER_RULES } as Record<keyof HistoryFilters, FilterRule>;
  for (const name of Object.keys(rules) as (keyof HistoryFilters)[])
    rules[name] = { ...rules[name], default: values[name] };
  return rules;
}

export function activeHistoryFilterCount(filters: HistoryFilters): number {
  return (
    filters.statusGroups.length +
    filters.actions.length +
    (filters.type ? 1 : 0) +
    filters.itemStatuses.length +
    filters.prdStatuses.length
  );
}

/** Adds or removes one value of a filter list. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
