import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { peopleListQueries, type UserListQuery } from '../../api/people';
import { useCore } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { useListState, useTypedSearch } from '../../ui/area';
import { NAME_COLUMN, serverSortKey } from './catalog-model';
import { useSearchAttributes } from './search-labels';

/** A column a link may sort by: an attribute's name. */
const ATTRIBUTE_NAME = /^[A-Za-z][\w.-]*$/;

/**
 * The catalog's search, advanced search, sort and paging, and the list they ask for. Typing is
 * debounced (1000 ms); an empty query lists everyone. A new search, filter, sort or page size goes back
 * to the first page.
 */
export function useUserCatalog() {
  const core = useCore();
  const attributes = useSearchAttributes();

  const paging = useListState({
    name: 'users',
    sortColumns: (column) => ATTRIBUTE_NAME.test(column),
    defaultSort: { column: NAME_COLUMN, order: 'asc' },
    filters: { adv: {} },
  });
  const { sortBy, sortOrder, page, pageSize } = paging;
  const [query, setQueryText] = useTypedSearch(paging);
  const debounced = paging.search;
  // The advanced search's fields, as one filter of the link (`adv=title%3DManager`).
  const advanced = useMemo(() => Object.fromEntries(new URLSearchParams(paging.filters.adv)), [paging.filters.adv]);

  const base = useMemo((): UserListQuery => {
    const params: UserListQuery = {
      q: debounced === '' ? '*' : debounced,
      sortOrder,
      searchAttr: attributes.map((a) => a.key),
    };
    const key = serverSortKey(sortBy);
    if (key) params.sortBy = key;
    const filters = Object.fromEntries(Object.entries(advanced).filter(([, v]) => v.trim() !== ''));
    if (Object.keys(filters).length > 0) params.advSearch = filters;
    return params;
  }, [debounced, sortBy, sortOrder, advanced, attributes]);

  const params = useMemo(
    () => ({ ...base, size: pageSize, nextIndex: startIndexForPage(page, pageSize) }),
    [base, page, pageSize],
  );
  const list = useQuery({ ...peopleListQueries.list(core, params), placeholderData: keepPreviousData });

  return {
    attributes,
    query,
    /** What the list was asked for (the debounced query). */
    searchedFor: debounced,
    setQuery: setQueryText,
    advanced,
    setAdvanced: (values: Record<string, string>) => paging.setFilters({ adv: new URLSearchParams(values).toString() }),
    ...paging,
    /** The list's search, filters and sort without its paging (what the table's export asks for, page by page). */
    listQuery: base,
    list,
  };
}

export type UserCatalogState = ReturnType<typeof useUserCatalog>;
