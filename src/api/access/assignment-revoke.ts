import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asNumber, asObject } from '../lookups/read';
import { readHistoryEntry } from './history-reading';
import { invalidateAccess, proxyUserOf, readMutation, reportError, reportFeedback } from './shared';
import type { AccessPage, HistoryEntry, MutationResult, RevokeInput } from './types';

/**
 * Revokes assignments (operation 15): one's own with DELETE `access/assignments`, others' (those with a
 * `recipientDn`) with DELETE `access/assignments/list`. Each starts a revoke request; answers their ids.
 */
export async function revokeAssignments(
  core: IdmCore,
  items: readonly RevokeInput[],
  reason = '',
): Promise<MutationResult> {
  const proxyUser = proxyUserOf(core);
  const own = items.filter((i) => !i.recipientDn);
  const others = items.filter((i) => i.recipientDn);
  const results: MutationResult[] = [];
  const send = async (path: string, assignments: unknown[]) =>
    results.push(
      readMutation(
        await core.http.request<unknown>({
          method: 'DELETE',
          url: core.http.rest(path),
          query: { proxyUser },
          body: { assignments, reason },
        }),
      ),
    );
  if (own.length > 0)
    await send(
      'access/assignments',
      own.map((i) => ({ id: i.itemDn, entityType: i.entityType })),
    );
  if (others.length > 0) {
    await send(
      'access/assignments/list',
      others.map((i) => ({
        id: i.itemDn,
        entityType: i.entityType,
        assignmentToList: [{ assignedToDn: i.recipientDn }],
      })),
    );
  }
  return {
    feedback: {
      success: results.length > 0 && results.every((r) => r.feedback.success),
      succeeded: results.flatMap((r) => r.feedback.succeeded),
      failed: results.flatMap((r) => r.feedback.failed),
      sods: results.flatMap((r) => r.feedback.sods),
    },
    requestIds: results.flatMap((r) => r.requestIds),
  };
}

/**
 * POST `access/requests/historyForUser` `{dn}` with the running group (running_pending_p0), type role,
 * action grant: the role requests a user has received that are still on their way (the assignments to
 * come). One page of `size`; the caller needs the right to see the user's history.
 */
export async function fetchPendingRoleRequests(
  core: IdmCore,
  dn: string,
  size = 300,
  signal?: AbortSignal,
): Promise<AccessPage<HistoryEntry>> {
  const o = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/requests/historyForUser'),
      query: { ...normalizeLookupParams({ size }), status: 'running_pending_p0', type: 'role', action: 'grant' },
      body: { dn },
      signal,
    }),
  );
  return {
    items: asArray(o.requests).map(readHistoryEntry),
    nextIndex: asNumber(o.nextIndex) ?? -1,
    total: asNumber(o.total ?? o.totalSize) ?? 0,
  };
}
/** Revokes assignments: the structured answer goes to the banner, every access answer is fetched again. */
export function useRevokeAssignments() {
  const core = useCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { items: readonly RevokeInput[]; reason?: string }) =>
      revokeAssignments(core, input.items, input.reason),
    onSuccess: (result) => reportFeedback(core, result.feedback),
    onError: (error) => reportError(core, error),
    onSettled: () => invalidateAccess(core, client),
  });
}
