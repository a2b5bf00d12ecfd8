import { useLoadedGeneralSettings } from '../../api/settings';
import { useState } from 'react';
import { pageSizeOptions, resolvePageSize } from '../../domain/pagination';
import type { SortOrder } from '../../domain/table';
import type { DataTableProps } from '../table/types';

type PageProps = Required<
  Pick<DataTableProps<never>, 'page' | 'pageSizeOptions' | 'onPageChange' | 'onPageSizeChange'>
>;
type SortProps = Required<Pick<DataTableProps<never>, 'sortBy' | 'sortOrder' | 'onSort'>>;

/**
 * A server-paged list's sort, page and page size, not remembered (the people lists): the page size is the
 * general settings' default until one is chosen; a new sort or page size starts again at page 0.
 * `tableProps` wires a sortable DataTable, `pageProps` one that only pages (total and next index from the server's answer).
 */
export function useSortAndPaging(defaultSort: { column: string; order: SortOrder }) {
  const generalSettings = useLoadedGeneralSettings();
  const options = pageSizeOptions(generalSettings);
  const [sortBy, setSortBy] = useState(defaultSort.column);
  const [sortOrder, setSortOrder] = useState<SortOrder>(defaultSort.order);
  const [page, setPage] = useState(0);
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  const pageSize = resolvePageSize(chosenSize, options, generalSettings?.defaultRowsPerPage);
  const sort = (column: string, order: SortOrder) => {
    setSortBy(column);
    setSortOrder(order);
    setPage(0);
  };
  const setPageSize = (size: number) => {
    setChosenSize(size);
    setPage(0);
  };
  const pageProps = (total: number, nextIndex: number | undefined): PageProps => ({
    page: { currentPage: page, pageSize, total, nextIndex: nextIndex ?? -1 },
    pageSizeOptions: options,
    onPageChange: setPage,
    onPageSizeChange: setPageSize,
  });
  const tableProps = (total: number, nextIndex: number | undefined): PageProps & SortProps => ({
    sortBy,
    sortOrder,
    onSort: sort,
    ...pageProps(total, nextIndex),
  });
  return {
    sortBy,
    sortOrder,
    sort,
    page,
    setPage,
    pageSize,
    pageSizeOptions: options,
    setPageSize,
    pageProps,
    tableProps,
  };
}
