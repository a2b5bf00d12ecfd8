import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { peopleKeys, peopleQueries, type UserListQuery } from '../../api/people';
import { lookupKeys } from '../../api/lookups';
import { useCore } from '../../core/react';
import { startIndexForPage } from '../../domain/pagination';
import { useListState, useTypedSearch } from '../../ui/area';

/** The users of the Manage Users table: search (debounced; empty lists everyone), sort and paging. */
export function useManagedUsers() {
  const core = useCore();
  const paging = useListState({
    name: 'managed-users',
    sortColumns: (column) => /^[A-Za-z][\w.-]*$/.test(column),
    defaultSort: { column: 'name', order: 'asc' },
  });
  const [query, setQuery] = useTypedSearch(paging);
  const { sortBy, sortOrder, page, pageSize, search: q } = paging;

  const params: UserListQuery = {
    q: q === '' ? '*' : q,
    sortOrder,
    size: pageSize,
    nextIndex: startIndexForPage(page, pageSize),
    ...(sortBy === 'name' ? {} : { sortBy }),
  };
  const list = useQuery({ ...peopleQueries.list(core, params), placeholderData: keepPreviousData });
  return { query, setQuery, ...paging, list };
}

/** The attributes the signed-in user may edit (with the photo): editing is offered only when there are some. */
export { useEditableAttributes } from '../../api/people';

export function usePersonDetails(dn: string | null) {
  const core = useCore();
  return useQuery({
    ...peopleQueries.details(core, { dn: dn ?? '', isProfile: false }),
    enabled: dn !== null && dn !== '',
  });
}

/**
 * After a change: lists, counts, org charts, the changed users' details and the pickers' user lookups
 * and quick info are stale.
 */
export function useRefreshPeople() {
  const queryClient = useQueryClient();
  return useCallback(
    (dns: readonly string[] = []) =>
      Promise.all(
        [
          peopleKeys.kind('list'),
          peopleKeys.kind('count'),
          peopleKeys.kind('orgChart'),
          lookupKeys.kind('users'),
          lookupKeys.kind('quickInfo'),
          ...dns.map((dn) => peopleKeys.details(dn)),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient],
  );
}
