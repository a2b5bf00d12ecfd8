import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCoreStore } from '../../core/react';
import type { HistoryRequest } from './history-model';
import type { HistoryListParams } from './history-query';
import { useHistoryPort, type HistoryScope } from './history-port';

export type { HistoryScope } from './history-port';

/** Keys under ['idm', 'access', 'history'], with the proxied user. */
export const historyKeys = {
  all: ['idm', 'access', 'history'] as const,
  list: (proxy: string, scope: HistoryScope, params: HistoryListParams) => ['idm', 'access', 'history', 'list', proxy, scope, params] as const,
  detail: (proxy: string, entityType: string, id: string) => ['idm', 'access', 'history', 'detail', proxy, entityType, id] as const,
  teams: () => ['idm', 'access', 'history', 'teams'] as const,
  members: (teamDn: string) => ['idm', 'access', 'history', 'teamMembers', teamDn] as const,
};

function useProxyDn(): string {
  return useCoreStore('$proxy')?.dn ?? '';
}

export function useHistoryList(params: HistoryListParams, scope: HistoryScope) {
  const port = useHistoryPort();
  const proxy = useProxyDn();
  return useQuery({
    queryKey: historyKeys.list(proxy, scope, params),
    queryFn: ({ signal }) => port.list(params, scope, signal),
    placeholderData: keepPreviousData,
  });
}

/** A request's details; refreshed every few seconds while it is still moving (retracting, provisioning). */
export function useHistoryDetail(entityType: string, id: string) {
  const port = useHistoryPort();
  const proxy = useProxyDn();
  return useQuery({
    queryKey: historyKeys.detail(proxy, entityType, id),
    queryFn: ({ signal }) => port.detail(entityType, id, signal),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? MOVING_REFRESH_MS : false),
  });
}

/** How often a request that the server is still moving (retracting, provisioning) is asked for again. */
export const MOVING_REFRESH_MS = 3000;

/** Role and resource states the server leaves by itself (70 → 75, 20/25/28/30 → 50). */
const MOVING_STATES = new Set([20, 25, 28, 30, 70]);

export function isMoving(request: Pick<HistoryRequest, 'entityType' | 'requestState'>): boolean {
  return request.entityType !== 'prd' && request.requestState !== null && MOVING_STATES.has(request.requestState);
}

export function useRetractRequest() {
  const port = useHistoryPort();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: string; entityType: string }) => port.retract(request),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['idm', 'access', 'tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['idm', 'notifications'] }),
      ]);
    },
  });
}

export function useManagedTeams() {
  const port = useHistoryPort();
  return useQuery({ queryKey: historyKeys.teams(), queryFn: ({ signal }) => port.managedTeams(signal), staleTime: 5 * 60_000 });
}

/** Team managers (at least one managed team) may see their teams' history. */
export function useIsTeamManager(): boolean {
  return (useManagedTeams().data?.length ?? 0) > 0;
}

export function useTeamMembers(teamDn: string) {
  const port = useHistoryPort();
  return useQuery({
    queryKey: historyKeys.members(teamDn),
    queryFn: ({ signal }) => port.teamMembers(teamDn, signal),
    enabled: teamDn !== '',
    staleTime: 5 * 60_000,
  });
}
