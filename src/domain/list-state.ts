import type { SortOrder } from './table';

/**
 * A list's state as a link carries it (`#/role?q=Adobe&sort=name&dir=desc&page=2&size=25`): search text,
 * filters, sort, page and page size. Every value read from a link is checked: what a list does not offer
 * falls back to its default, so an old or edited link still opens a list.
 */
export interface ListState<F extends string = string> {
  search: string;
  /** Each filter as text ('' for any); a filter of several values is comma-separated. */
  filters: Record<F, string>;
  sortColumn: string;
  sortOrder: SortOrder;
  /** Counted from 0 (the link counts from 1). */
  page: number;
  pageSize: number;
}

/** What a filter accepts: one of `allowed` (or, with `many`, a comma-separated set of them), or what `valid` takes. */
export interface FilterRule {
  default?: string;
  allowed?: readonly string[];
  many?: boolean;
  valid?(value: string): boolean;
}

export interface ListRules<F extends string = string> {
  /** The columns it sorts by (or a test of a column's name, for columns that come from the server). */
  sortColumns: readonly string[] | ((column: string) => boolean);
  defaultSort: { column: string; order: SortOrder };
  filters: Readonly<Record<F, FilterRule>>;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Text before each parameter's name: two lists on one page ('members.page'). */
  prefix?: string;
}

/** Longer search or filter text is cut: a link is no place for essays (and servers refuse long queries). */
export const MAX_LIST_TEXT = 256;
const MAX_PAGE = 100_000;

export const LIST_PARAMS = { search: 'q', sort: 'sort', order: 'dir', page: 'page', size: 'size' } as const;

export function defaultListState<F extends string>(rules: ListRules<F>): ListState<F> {
  return {
    search: '',
    filters: defaultFilters(rules),
    sortColumn: rules.defaultSort.column,
    sortOrder: rules.defaultSort.order,
    page: 0,
    pageSize: rules.defaultPageSize,
  };
}

function defaultFilters<F extends string>(rules: ListRules<F>): Record<F, string> {
  const filters = {} as Record<F, string>;
  for (const name of Object.keys(rules.filters) as F[]) filters[name] = rules.filters[name].default ?? '';
  return filters;
}

/** A filter's value when `rule` accepts it, else its default. */
export function checkedFilter(rule: FilterRule, value: string): string {
  const fallback = rule.default ?? '';
  if (value === '' || value.length > MAX_LIST_TEXT) return value === '' ? '' : fallback;
  if (rule.allowed) {
    const parts = rule.many ? value.split(',') : [value];
    if (!parts.every((part) => rule.allowed!.includes(part))) return fallback;
  }
  if (rule.valid && !rule.valid(value)) return fallback;
  return value;
}

/** A positive whole number written plainly ('2', not '02', '2.0' or '1e3'), or null. */
function wholeNumber(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}

/**
 * The state a link's parameters describe: an unknown sort column or direction → the default sort; a page
 * that is not a whole number from 1 → the first page; a size the list does not offer → its default size;
 * a filter value it does not accept → that filter's default. Parameters it does not know are ignored.
 */
export function parseListState<F extends string>(params: URLSearchParams, rules: ListRules<F>): ListState<F> {
  const name = (key: string) => `${rules.prefix ?? ''}${key}`;
  const state = defaultListState(rules);
  const search = params.get(name(LIST_PARAMS.search)) ?? '';
  if (search.length <= MAX_LIST_TEXT) state.search = search;
  const column = params.get(name(LIST_PARAMS.sort));
  const order = params.get(name(LIST_PARAMS.order));
  const sortable = (name: string) =>
    typeof rules.sortColumns === 'function' ? rules.sortColumns(name) : rules.sortColumns.includes(name);
  if (column !== null && column.length <= MAX_LIST_TEXT && sortable(column)) {
    state.sortColumn = column;
    const fallback = column === rules.defaultSort.column ? rules.defaultSort.order : 'asc';
    state.sortOrder = order === 'asc' || order === 'desc' ? order : fallback;
  }
  const page = wholeNumber(params.get(name(LIST_PARAMS.page)));
  if (page !== null && page <= MAX_PAGE) state.page = page - 1;
  const size = wholeNumber(params.get(name(LIST_PARAMS.size)));
  if (size !== null && rules.pageSizes.includes(size)) state.pageSize = size;
  for (const filter of Object.keys(rules.filters) as F[]) {
    const value = params.get(name(filter));
    if (value !== null) state.filters[filter] = checkedFilter(rules.filters[filter], value);
  }
  return state;
}

/**
 * `params` with the list's own parameters replaced by `state`'s; a value at its default is left out, so
 * the list's plain link stays `#/role`. Other parameters (another list's) are kept, before the list's own.
 */
export function withListState<F extends string>(
  params: URLSearchParams,
  state: ListState<F>,
  rules: ListRules<F>,
): URLSearchParams {
  const name = (key: string) => `${rules.prefix ?? ''}${key}`;
  const own = new Set([...Object.values(LIST_PARAMS), ...Object.keys(rules.filters)].map(name));
  // Its own parameters always in the same order: one state, one link.
  const next = new URLSearchParams([...params].filter(([key]) => !own.has(key)));
  const initial = defaultListState(rules);
  const set = (key: string, value: string, fallback: string) => {
    if (value !== fallback) next.append(name(key), value);
  };
  set(LIST_PARAMS.search, state.search, initial.search);
  const sortChanged = state.sortColumn !== initial.sortColumn || state.sortOrder !== initial.sortOrder;
  set(LIST_PARAMS.sort, sortChanged ? state.sortColumn : '', '');
  set(LIST_PARAMS.order, sortChanged ? state.sortOrder : '', '');
  set(LIST_PARAMS.page, String(state.page + 1), '1');
  set(LIST_PARAMS.size, String(state.pageSize), String(initial.pageSize));
  for (const filter of Object.keys(rules.filters) as F[]) set(filter, state.filters[filter], initial.filters[filter]);
  return next;
}

/** Whether two states show the same list. */
export function sameListState<F extends string>(a: ListState<F>, b: ListState<F>): boolean {
  if (
    a.search !== b.search ||
    a.sortColumn !== b.sortColumn ||
    a.sortOrder !== b.sortOrder ||
    a.page !== b.page ||
    a.pageSize !== b.pageSize
  )
    return false;
  const names = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)]) as Set<F>;
  for (const name of names) if (a.filters[name] !== b.filters[name]) return false;
  return true;
}

/**
 * Whether `page` exists in a list of `total` rows: a link to page 9 of a list that now has 3 pages opens
 * the first. An empty list (or one whose total is not known yet) keeps its page.
 */
export function pageOutOfRange(page: number, pageSize: number, total: number): boolean {
  return page > 0 && total > 0 && page * pageSize >= total;
}
