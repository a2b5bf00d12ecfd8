import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { contractAnswer, type PermissionRequestHistoryNode } from '../../domain/contract';
import { asArray, asString } from '../lookups/read';
import { readHistoryEntry, readHistoryPage, type HistoryNodeExtras } from './history-reading';
import { proxyUserOf, readApprovalStep, readComment, readMutation, readSods, readTimelineEntry } from './shared';
import type { AccessPage, HistoryDetails, HistoryEntry, HistoryQuery, MutationResult } from './types';

/** The details (POST access/requests/history/item) add these to the request's fields. */
interface HistoryDetailExtras {
  timeline: unknown;
  approvals: unknown;
  approvalType: unknown;
  sodJustification: unknown;
  sods: unknown;
}

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

/** GET `access/requests/historylist`: requests the user asked for or received (all for administrators). */
export async function fetchRequestHistory(
  core: IdmCore,
  query: HistoryQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<HistoryEntry>> {
  return readHistoryPage(
    await core.http.request<unknown>({
      url: core.http.rest('access/requests/historylist'),
      query: { ...historyQuery(query), proxyUser: proxyUserOf(core) },
      signal,
    }),
  );
}

/** POST `access/requests/team/user/history` (team managers): one member's requests (`{dn}`), or every member's. */
export async function fetchTeamHistory(
  core: IdmCore,
  memberDn: string | null,
  query: HistoryQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<HistoryEntry>> {
  return readHistoryPage(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/team/user/history'),
      query: { ...historyQuery(query), proxyUser: proxyUserOf(core) },
      body: memberDn ? { dn: memberDn } : {},
      signal,
    }),
  );
}

/** POST `access/requests/history/item` `{id}`: a request with its comments, approvals and timeline. */
export async function fetchHistoryDetails(core: IdmCore, id: string, signal?: AbortSignal): Promise<HistoryDetails> {
  const proxyUser = proxyUserOf(core);
  const o = contractAnswer<PermissionRequestHistoryNode & HistoryNodeExtras & HistoryDetailExtras>(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/history/item'),
      query: { commentLimit: 200, proxyUser },
      body: { id },
      signal,
    }),
  );
  return {
    ...readHistoryEntry(o),
    comments: asArray(o.comments).map(readComment),
    timeline: asArray(o.timeline).map(readTimelineEntry),
    approvals: asArray(o.approvals).map(readApprovalStep),
    approvalType: asString(o.approvalType),
    sodJustification: asString(o.sodJustification),
    sods: readSods(o.sods),
  };
}

/** DELETE `access/requests/history` with `{requests: [{id}]}`: retracts requests still waiting for approval. */
export async function retractRequests(core: IdmCore, ids: readonly string[]): Promise<MutationResult> {
  const proxyUser = proxyUserOf(core);
  const body = await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('access/requests/history'),
    query: { proxyUser },
    body: { requests: ids.map((id) => ({ id })) },
  });
  return readMutation(body);
}
