import { DEFAULT_PAGE_SIZE_OPTIONS, DEFAULT_ROWS_PER_PAGE, type GeneralSettings } from './settings';
import type { SortOrder } from './table';

/** Where a server-paged list stands; `currentPage` counts from 0. */
export interface PageState {
  currentPage: number;
  pageSize: number;
  total: number;
  /** The server's next start index: 0 or -1 means there is no next page. */
  nextIndex?: number;
  /** The server's own 1-based range of the rows shown, when it sends one. */
  showingStart?: number;
  showingEnd?: number;
}

/** Spec section 5: total size / page size, rounded up (at least one page). */
export function totalPages(total: number, pageSize: number): number {
  if (pageSize <= 0 || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The 1-based page a "Go to page" entry leads to: empty, invalid or below 1 → 1; above the page
 * count → the last page.
 */
export function clampGoToPage(input: string | number, pageCount: number): number {
  const page = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(pageCount, 1));
}

/** The 1-based first and last row numbers shown ('Showing a - b of total'); 0 - 0 when empty. */
export function showingRange(state: PageState): { first: number; last: number } {
  if (state.total <= 0) return { first: 0, last: 0 };
  const first = state.showingStart ?? state.currentPage * state.pageSize + 1;
  const last = state.showingEnd ?? Math.min((state.currentPage + 1) * state.pageSize, state.total);
  return { first, last };
}

/** Previous is hidden on the first page. */
export function hasPreviousPage(state: PageState): boolean {
  return state.currentPage > 0;
}

/** Next is hidden when the server's nextIndex is 0 or -1; without one, on the last page. */
export function hasNextPage(state: PageState): boolean {
  if (state.nextIndex !== undefined) return state.nextIndex !== 0 && state.nextIndex !== -1;
  return state.currentPage + 1 < totalPages(state.total, state.pageSize);
}

/** The page-size choices of the global settings, or 5, 10, 25, 50. */
export function pageSizeOptions(settings: GeneralSettings | null | undefined): number[] {
  const options = settings?.optionsRowsPerPage ?? [];
  return options.length > 0 ? [...options] : [...DEFAULT_PAGE_SIZE_OPTIONS];
}

/**
 * The page size to use: a preference only when it is among the options (spec section 5), else the
 * global default, else the first option.
 */
export function resolvePageSize(
  preferred: number | null | undefined,
  options: readonly number[],
  defaultSize: number = DEFAULT_ROWS_PER_PAGE,
): number {
  if (preferred !== null && preferred !== undefined && options.includes(preferred)) return preferred;
  if (options.length === 0 || options.includes(defaultSize)) return defaultSize;
  return options[0] ?? defaultSize;
}

/**
 * A server-paged list's first page size: `preferred` (an element's attribute) when the general
 * settings offer it, else their default rows per page (spec section 5).
 */
export function listPageSize(
  preferred: number | null | undefined,
  settings: GeneralSettings | null | undefined,
): number {
  return resolvePageSize(preferred, pageSizeOptions(settings), settings?.defaultRowsPerPage ?? undefined);
}

/** The 1-based start index a server expects for a 0-based page (first row plus 1). */
export function startIndexForPage(page: number, pageSize: number): number {
  return Math.max(page, 0) * pageSize + 1;
}

/** Where a list searched and sorted by name or description stands (a list state's fields). */
export interface NameSortedListState {
  search: string;
  sortBy: string;
  sortOrder: SortOrder;
  page: number;
  pageSize: number;
}

/** The server query of such a list: '*' for no search, by name unless by description, from the page's start. */
export function nameSortedQuery(state: NameSortedListState) {
  return {
    ...searchPageQuery(state),
    sortBy: state.sortBy === 'description' ? ('description' as const) : ('name' as const),
    sortOrder: state.sortOrder,
  };
}

/**
 * The first page of a list by name with nothing searched or filtered: what a list shows when its link names no
 * state, and what its route prefetch asks for (the same query, so the same key).
 */
export const firstNameSortedQuery = (pageSize: number) =>
  nameSortedQuery({ search: '', sortBy: 'name', sortOrder: 'asc', page: 0, pageSize });

/** The search and page of a list's server query: '*' for no search, from the page's start. */
export const searchPageQuery = (state: Pick<NameSortedListState, 'search' | 'page' | 'pageSize'>) => ({
  q: state.search === '' ? '*' : state.search,
  size: state.pageSize,
  nextIndex: startIndexForPage(state.page, state.pageSize),
});
