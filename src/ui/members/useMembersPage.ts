import { useState } from 'react';
import { useLookup, type LookupKind, type SortOrder } from '../../api/lookups';
import { startIndexForPage } from '../../domain/pagination';
import type { MemberUser, MembersFetcher, MembersPageQuery } from './types';
import { useDebounced } from '../area/use-debounced';

/** Spec sections 5 and 9: member search typing is debounced by 1000 ms. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 1000;
export const MEMBERS_PAGE_SIZE = 10;

export interface MembersPageOptions<P> {
  kind: Extract<LookupKind, 'groupMembers' | 'teamMembers'>;
  fetcher: MembersFetcher<P>;
  /** The fetcher's parameters for a page (adds the group or team DN). */
  toParams(query: MembersPageQuery): P;
  pageSize?: number;
}

export interface MembersPageState {
  /** The search box's text (the fetch follows it after the debounce). */
  search: string;
  setSearch(text: string): void;
  sortOrder: SortOrder;
  /** Also goes back to the first page. */
  setSortOrder(order: SortOrder): void;
  /** 0-based. */
  page: number;
  setPage(page: number): void;
  pageSize: number;
  rows: readonly MemberUser[];
  total: number;
  hasNext: boolean;
  /** A fetch is under way. */
  loading: boolean;
}

/**
 * One page of members: search (debounced, empty sent as '*'), sort by name and server paging
 * (nextIndex = first row, zero-based, + 1). A failed fetch reads as an empty list (spec section 8).
 */
export function useMembersPage<P>({
  kind,
  fetcher,
  toParams,
  pageSize = MEMBERS_PAGE_SIZE,
}: MembersPageOptions<P>): MembersPageState {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const settledSearch = useDebounced(search, MEMBER_SEARCH_DEBOUNCE_MS);
  // A new search starts on the first page (state adjusted while rendering, not in an effect).
  const [searched, setSearched] = useState(settledSearch);
  if (searched !== settledSearch) {
    setSearched(settledSearch);
    setPage(0);
  }

  const q = settledSearch.trim() === '' ? '*' : settledSearch.trim();
  const query: MembersPageQuery = { q, nextIndex: startIndexForPage(page, pageSize), size: pageSize, sortOrder };
  const result = useLookup(kind, fetcher, toParams(query));
  const ok = !result.isError && result.data !== undefined;
  const rows: readonly MemberUser[] = ok ? result.data.items : [];
  const first = page * pageSize;
  // Without a count from the server, its nextIndex tells whether another page follows.
  const more = ok && result.data.total === undefined && result.data.nextIndex > 0 ? 1 : 0;
  const total = ok ? (result.data.total ?? first + rows.length + more) : 0;

  return {
    search,
    setSearch,
    sortOrder,
    setSortOrder: (order: SortOrder) => {
      setSortOrder(order);
      setPage(0);
    },
    page,
    setPage,
    pageSize,
    rows,
    total,
    hasNext: first + pageSize < total,
    loading: result.isFetching,
  };
}
