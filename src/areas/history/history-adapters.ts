import { fetchHistoryDetails, fetchRequestHistory, fetchTeamHistory, retractRequests, type HistoryQuery } from '../../api/access';
import { fetchTeamMembers, fetchTeams } from '../../api/lookups';
import type { IdmCore } from '../../core';
import { toHistoryDetail, toHistoryPage, toRetractFeedback } from './history-mapping';
import type { HistoryListParams } from './history-query';
import type { HistoryPort, NamedDn } from './history-port';

const TEAM_PAGE = 300;

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
    async managedTeams(signal) {
      const page = await fetchTeams(core, { size: TEAM_PAGE, sortOrder: 'asc' }, signal);
      return page.items.map((team): NamedDn => ({ dn: team.dn, name: team.name }));
    },
    async teamMembers(teamDn, signal) {
      const page = await fetchTeamMembers(core, { teamDn, size: TEAM_PAGE, sortOrder: 'asc' }, signal);
      return page.items.filter((member) => member.type !== 'group').map((member): NamedDn => ({ dn: member.dn, name: member.name }));
    },
  };
}
