import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLoadedGeneralSettings } from '../../api/settings';
import { useCore } from '../../core/react';
import {
  defaultListState,
  pageOutOfRange,
  parseListState,
  sameListState,
  withListState,
  type FilterRule,
  type ListRules,
  type ListState,
} from '../../domain/list-state';
import { listPageSize, pageSizeOptions } from '../../domain/pagination';
import type { SortOrder } from '../../domain/table';
import type { DataTableProps } from '../table/types';
import { ListMemoryScope, UrlListContext, listMemoryOf } from './list-state-store';
import { useOnChange } from './use-on-change';

export interface ListSchema<F extends string = never> {
  /** Names the list in an element's memory ('roles'). */
  name: string;
  /** Whose list it is (a role's DN for its assignments): in an element each keeps its own state. */
  of?: string;
  /** Before each URL parameter of a list that is not the page's main one ('members.' → `members.page=2`). */
  prefix?: string;
  /** The columns a link may sort by (or a test of a name); any other falls back to `defaultSort`. */
  sortColumns: ListRules['sortColumns'];
  defaultSort: { column: string; order: SortOrder };
  filters?: Readonly<Record<F, FilterRule>>;
  /** Rows per page to start with (an element's attribute; applied again when it changes). */
  initialPageSize?: number | undefined;
}

type PageProps = Required<
  Pick<DataTableProps<never>, 'page' | 'pageSizeOptions' | 'onPageChange' | 'onPageSizeChange'>
>;
type SortProps = Required<Pick<DataTableProps<never>, 'sortBy' | 'sortOrder' | 'onSort'>>;
type How = 'push' | 'replace';

const NO_FILTERS = {} as const;

/**
 * A list's search, filters, sort, page and page size. In the console they live in the hash route's query
 * (`#/role?q=Adobe&sort=name&dir=desc&page=2`): a new page, sort or filter adds a history entry, search
 * text replaces it, and Back, Forward, reload or a shared link show the same list. In an element they stay
 * in the core's memory, under the element's and the list's name. A new search, filter, sort or page size
 * starts again at the first page; a page the list no longer has goes back to the first.
 * `tableProps(total, nextIndex)` wires a sortable DataTable, `pageProps` one that only pages.
 */
export function useListState<F extends string = never>(schema: ListSchema<F>) {
  const settings = useLoadedGeneralSettings();
  const options = pageSizeOptions(settings);
  const defaultPageSize = listPageSize(schema.initialPageSize, settings);
  const filterRules = (schema.filters ?? NO_FILTERS) as Readonly<Record<F, FilterRule>>;
  const rules: ListRules<F> = {
    sortColumns: schema.sortColumns,
    defaultSort: schema.defaultSort,
    filters: filterRules,
    pageSizes: options,
    defaultPageSize,
    ...(schema.prefix ? { prefix: schema.prefix } : {}),
  };

  const url = useContext(UrlListContext);
  const core = useCore();
  const scope = useContext(ListMemoryScope);
  const memory = listMemoryOf(core);
  const memoryKey = [scope, schema.name, schema.of ?? ''].join('\u0000');
  const [remembered, setRemembered] = useState<ListState<F>>(
    () => (memory.get(memoryKey) as ListState<F> | undefined) ?? defaultListState(rules),
  );
  const search = url?.params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the rules are read afresh whenever the link changes
  const fromUrl = useMemo(() => (url ? parseListState(url.params, rules) : null), [search, defaultPageSize]);
  const state = fromUrl ?? remembered;

  // Two changes in one event (a filter, then the page) build on each other, not on the render's state.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const update = (change: Partial<ListState<F>>, how: How) => {
    const next = { ...latest.current, ...change };
    if (sameListState(next, latest.current)) return;
    latest.current = next;
    if (url) url.write(withListState(url.params, next, rules), how);
    else {
      memory.set(memoryKey, next);
      setRemembered(next);
    }
  };

  useOnChange(schema.initialPageSize, () => {
    if (schema.initialPageSize !== undefined) update({ pageSize: defaultPageSize, page: 0 }, 'replace');
  });

  const total = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (total.current !== undefined && pageOutOfRange(state.page, state.pageSize, total.current))
      update({ page: 0 }, 'replace');
  });

  const sort = (column: string, order: SortOrder) => update({ sortColumn: column, sortOrder: order, page: 0 }, 'push');
  const setPage = (page: number) => update({ page }, 'push');
  const setPageSize = (pageSize: number) => update({ pageSize, page: 0 }, 'push');
  /** Search text (after the search box's pause): replaces the history entry, so typing adds none. */
  const setSearch = (text: string) => update({ search: text, page: 0 }, 'replace');
  const setFilters = (change: Partial<Record<F, string>>) =>
    update({ filters: { ...latest.current.filters, ...change }, page: 0 }, 'push');
  /** No search and every filter at its default (a filter panel's Clear). */
  const clear = () => update({ search: '', filters: defaultListState(rules).filters, page: 0 }, 'push');

  /** `answered` false: the rows shown are a previous list's (placeholder data), so their total says nothing of this page. */
  const pageProps = (listTotal: number, nextIndex: number | undefined, answered = true): PageProps => {
    total.current = answered ? listTotal : undefined;
    return {
      page: {
        currentPage: state.page,
        pageSize: state.pageSize,
        total: listTotal,
        ...(nextIndex !== undefined ? { nextIndex } : {}),
      },
      pageSizeOptions: options,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
    };
  };
  const tableProps = (listTotal: number, nextIndex: number | undefined, answered = true): PageProps & SortProps => ({
    sortBy: state.sortColumn,
    sortOrder: state.sortOrder,
    onSort: sort,
    ...pageProps(listTotal, nextIndex, answered),
  });
  return {
    search: state.search,
    setSearch,
    filters: state.filters,
    setFilters,
    clear,
    sortBy: state.sortColumn,
    sortOrder: state.sortOrder,
    sort,
    page: state.page,
    setPage,
    pageSize: state.pageSize,
    pageSizeOptions: options,
    setPageSize,
    pageProps,
    tableProps,
  };
}

export type ListStateHandle<F extends string = never> = ReturnType<typeof useListState<F>>;
