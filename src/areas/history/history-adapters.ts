import { fetchHistoryDetails, fetchRequestHistory, fetchTeamHistory, retractRequests, type HistoryQuery } from '../../api/access';
import { fetchManagedTeamOptions, fetchTeamMemberOptions } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { toHistoryDetail, toHistoryPage, toRetractFeedback } from './history-mapping';
import type { HistoryListParams } from './history-query';
import type { HistoryPort } from './history-port';


function historyQuery(params: HistoryListParams): HistoryQuery {
  const query: HistoryQuery = { nextIndex: params.nextIndex, size: params.size, q: params.q, sortBy: params.sortBy, sortOrder: params.sortOrder };
  if (params.status.length > 0) query.status = params.status;
  if (params.action) query.action = params.action;
  if (params.type) query.type = params.type;
  return query;
}

/** The history port over `src/api` (access, lookups). */
export function createHistoryPort(core: IdmCore): HistoryPort {
  return {
    async list(params, scope, signal) {
      const query = historyQuery(params);
      const page =
        scope.kind === 'team'
          ? await fetchTeamHistory(core, scope.memberDn || null, query, signal)
          : await fetchRequestHistory(core, query, signal);
      return toHistoryPage(page);
    },
    // The server finds a request by its id; the entity type is part of the route only.
    detail: async (_entityType, id, signal) => toHistoryDetail(await fetchHistoryDetails(core, id, signal)),
    retract: async (request) => toRetractFeedback(await retractRequests(core, [request.id])),
    managedTeams: (signal) => fetchManagedTeamOptions(core, signal),
    teamMembers: (teamDn, signal) => fetchTeamMemberOptions(core, teamDn, signal),
  };
}
