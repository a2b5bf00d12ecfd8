import type { IdmCore } from '../../core';
import { contractAnswer, type PermissionRequestHistoryNode } from '../../domain/contract';
import { asArray, asString } from '../lookups/read';
import { readHistoryEntry, type HistoryNodeExtras } from './history-reading';
import { readApprovalStep, readComment, readTimelineEntry } from './detail-readers';
import { proxyUserOf, readMutation, readSods } from './shared';
import type { HistoryDetails, MutationResult } from './types';

/** The details (POST access/requests/history/item) add these to the request's fields. */
interface HistoryDetailExtras {
  timeline: unknown;
  approvals: unknown;
  approvalType: unknown;
  sodJustification: unknown;
  sods: unknown;
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
