import { useLoadedGeneralSettings } from '../../api/settings';
import { listPageSize, pageSizeOptions } from '../../domain/pagination';
import type { SortOrder } from '../../domain/table';
import type { DataTableProps } from '../table/types';
import { useOnChange, useRememberedState } from './remembered-state';

export interface ListPagingOptions {
  /** The remembered-state key of a name ('tasks.console.page'), or undefined to forget on leaving. */
  remembered(name: string): string | undefined;
  /** Rows per page to start with (an element's attribute; applied again when it changes). */
  initialPageSize: number | undefined;
  defaultSort: { column: string; order: SortOrder };
}

type TablePaging = Required<
  Pick<
    DataTableProps<never>,
    'sortBy' | 'sortOrder' | 'onSort' | 'page' | 'pageSizeOptions' | 'onPageChange' | 'onPageSizeChange'
  >
>;

/**
 * A server-paged list's sort, page and page size (the general settings' page sizes), remembered under
 * `remembered(name)`; a new sort or page size starts again at page 0. `tableProps` wires a DataTable.
 */
export function useListPaging({ remembered, initialPageSize, defaultSort }: ListPagingOptions) {
  const generalSettings = useLoadedGeneralSettings();
  const options = pageSizeOptions(generalSettings);
  const resolve = (size: number | undefined) => listPageSize(size, generalSettings);
  const [sortColumn, setSortColumn] = useRememberedState(remembered('sortColumn'), defaultSort.column);
  const [sortOrder, setSortOrder] = useRememberedState<SortOrder>(remembered('sortOrder'), defaultSort.order);
  const [page, setPage] = useRememberedState(remembered('page'), 0);
  const [pageSize, setPageSize] = useRememberedState(remembered('pageSize'), () => resolve(initialPageSize));

  // Attributes of the element may change after the first render; only a change is applied.
  useOnChange(initialPageSize, () => {
    if (initialPageSize !== undefined) setPageSize(resolve(initialPageSize));
  });

  const resetPage = () => setPage(0);
  const tableProps = (total: number, nextIndex: number | undefined): TablePaging => ({
    sortBy: sortColumn,
    sortOrder,
    onSort: (column, order) => {
      setSortColumn(column);
      setSortOrder(order);
      resetPage();
    },
    page: { currentPage: page, pageSize, total, ...(nextIndex !== undefined ? { nextIndex } : {}) },
    pageSizeOptions: options,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      resetPage();
    },
  });
  return { sortColumn, sortOrder, page, pageSize, setPage, resetPage, tableProps };
}
