// The history list's reads (the request history's first screen and the role admin's requests): the details, the
// retraction and their hooks are in history.ts / history-queries.ts, which the list does not load.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { readHistoryPage } from './history-reading';
import { accessKeys } from './keys';
import { proxyUserOf } from './read-fields';
import type { AccessPage, HistoryEntry, HistoryQuery } from './types';

/** The history list's query: the spec's filters (status values joined by commas), search, sort and paging. */
function historyQuery(query: HistoryQuery) {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  return {
    q,
    size,
    nextIndex,
    sortOrder: query.sortOrder,
    sortBy: query.sortBy,
    status: query.status && query.status.length > 0 ? query.status.join(',') : undefined,
    action: query.action,
    type: query.type,
    item: query.item,
    cn: query.cn,
    startDate: query.startDate,
    endDate: query.endDate,
  };
}

/** Whose requests: the signed-in (or proxied) user's, or the managed teams' (optionally one member's). */
export type HistoryScope = { kind: 'mine' } | { kind: 'team'; memberDn: string };

const MINE: HistoryScope = { kind: 'mine' };

/**
 * A page of `scope`'s requests (the CSV export asks for every page this way): GET `access/requests/historylist`
 * (requests the user asked for or received; all for administrators), or for team managers POST
 * `access/requests/team/user/history` with one member's DN (`{dn}`) or none (every member's).
 */
export async function fetchHistoryPage(
  core: IdmCore,
  query: HistoryQuery,
  scope: HistoryScope = MINE,
  signal?: AbortSignal,
): Promise<AccessPage<HistoryEntry>> {
  const params = { ...historyQuery(query), proxyUser: proxyUserOf(core) };
  const body =
    scope.kind === 'team'
      ? await core.http.request<unknown>({
          url: core.http.rest('access/requests/team/user/history'),
          method: 'POST',
          query: params,
          body: scope.memberDn ? { dn: scope.memberDn } : {},
          signal,
        })
      : await core.http.request<unknown>({ url: core.http.rest('access/requests/historylist'), query: params, signal });
  return readHistoryPage(body);
}

/** GET `access/requests/historylist`: requests the user asked for or received (all for administrators). */
export const fetchRequestHistory = (core: IdmCore, query: HistoryQuery = {}, signal?: AbortSignal) =>
  fetchHistoryPage(core, query, MINE, signal);

/** POST `access/requests/team/user/history` (team managers): one member's requests (`{dn}`), or every member's. */
export const fetchTeamHistory = (
  core: IdmCore,
  memberDn: string | null,
  query: HistoryQuery = {},
  signal?: AbortSignal,
) => fetchHistoryPage(core, query, { kind: 'team', memberDn: memberDn ?? '' }, signal);

/** One page of `scope`'s requests; the previous page stays on screen while the next one loads. */
export function historyListQuery(core: IdmCore, query: HistoryQuery, scope: HistoryScope = MINE) {
  return queryOptions({
    queryKey: accessKeys.historyList(proxyUserOf(core) ?? '', scope, query),
    queryFn: ({ signal }) => fetchHistoryPage(core, query, scope, signal),
    placeholderData: keepPreviousData,
  });
}
