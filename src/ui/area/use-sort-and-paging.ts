import { useLoadedGeneralSettings } from '../../api/settings';
import { useState } from 'react';
import { pageSizeOptions, resolvePageSize } from '../../domain/pagination';
import type { SortOrder } from '../../domain/table';

/**
 * A server-paged list's sort, page and page size, not remembered (the people lists): the page size is the
 * general settings' default until one is chosen; a new sort or page size starts again at page 0.
 */
export function useSortAndPaging(defaultSort: { column: string; order: SortOrder }) {
  const generalSettings = useLoadedGeneralSettings();
  const options = pageSizeOptions(generalSettings);
  const [sortBy, setSortBy] = useState(defaultSort.column);
  const [sortOrder, setSortOrder] = useState<SortOrder>(defaultSort.order);
  const [page, setPage] = useState(0);
  const [chosenSize, setChosenSize] = useState<number | null>(null);
  const pageSize = resolvePageSize(chosenSize, options, generalSettings?.defaultRowsPerPage);
  return {
    sortBy,
    sortOrder,
    sort: (column: string, order: SortOrder) => {
      setSortBy(column);
      setSortOrder(order);
      setPage(0);
    },
    page,
    setPage,
    pageSize,
    pageSizeOptions: options,
    setPageSize: (size: number) => {
      setChosenSize(size);
      setPage(0);
    },
  };
}
