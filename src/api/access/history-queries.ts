import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { queryKeys } from '../keys';
import { accessKeys } from './keys';
import { proxyUserOf, reportError, reportFeedback } from './shared';
import { fetchHistoryDetails, retractRequests } from './history';

/** A request's details; the server finds it by its id, the entity type only tells requests apart in the key. */
export function historyDetailQuery(core: IdmCore, entityType: string, id: string) {
  return queryOptions({
    queryKey: accessKeys.historyDetail(proxyUserOf(core) ?? '', entityType, id),
    queryFn: ({ signal }) => fetchHistoryDetails(core, id, signal),
    enabled: id !== '',
  });
}

/**
 * Retracts one request (`retractRequests`): the answer goes to the banner, and the history, the tasks and
 * the notification counts are fetched again. Resolves to the banner's answer.
 */
export function useRetractRequest() {
  const core = useCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { id: string }): Promise<StructuredFeedback> =>
      (await retractRequests(core, [request.id])).feedback,
    onSuccess: (feedback) => reportFeedback(core, feedback),
    onError: (error) => reportError(core, error),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accessKeys.history }),
        client.invalidateQueries({ queryKey: accessKeys.tasks }),
        client.invalidateQueries({ queryKey: queryKeys.notifications(core.options.clientId) }),
      ]),
  });
}
