import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCoreStore } from '../../core/react';
import type { TaskListParams } from './task-query';
import { useTasksPort, type TaskActionAnswer, type TaskActionInput, type TaskScope } from './tasks-port';

export type { TaskActionAnswer, TaskActionInput, TaskScope } from './tasks-port';

/**
 * The area's queries. Keys live under ['idm', 'access', 'tasks'] (one prefix reaches every cached
 * task answer) and carry the proxied user, so proxy mode never shows another user's tasks.
 */
export const taskKeys = {
  all: ['idm', 'access', 'tasks'] as const,
  list: (proxy: string, scope: TaskScope, params: TaskListParams) => ['idm', 'access', 'tasks', 'list', proxy, scope, params] as const,
  detail: (proxy: string, taskId: string) => ['idm', 'access', 'tasks', 'detail', proxy, taskId] as const,
  teams: () => ['idm', 'access', 'tasks', 'teams'] as const,
  members: (teamDn: string) => ['idm', 'access', 'tasks', 'teamMembers', teamDn] as const,
  proxyApproval: (proxy: string) => ['idm', 'access', 'tasks', 'proxyApproval', proxy] as const,
  columns: () => ['idm', 'access', 'tasks', 'columns'] as const,
};

function useProxyDn(): string {
  return useCoreStore('$proxy')?.dn ?? '';
}

/** Whom tasks belong to: the proxied user in proxy mode (the server acts as them), else the signed-in user. */
export function useActingDn(): string | null {
  const proxy = useCoreStore('$proxy');
  const user = useCoreStore('$user');
  return proxy?.dn ?? user?.dn ?? null;
}

/** One page of tasks; the previous page stays on screen while the next one loads. */
export function useTaskList(params: TaskListParams, scope: TaskScope, enabled = true) {
  const port = useTasksPort();
  const proxy = useProxyDn();
  return useQuery({
    queryKey: taskKeys.list(proxy, scope, params),
    queryFn: ({ signal }) => port.list(params, scope, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTaskDetail(taskId: string) {
  const port = useTasksPort();
  const proxy = useProxyDn();
  return useQuery({
    queryKey: taskKeys.detail(proxy, taskId),
    queryFn: ({ signal }) => port.detail(taskId, signal),
    enabled: taskId !== '',
  });
}

/** Approve, deny, claim, release, reassign or comment; every task answer is refreshed afterwards. */
export function useTaskActionMutation() {
  const port = useTasksPort();
  const queryClient = useQueryClient();
  return useMutation<TaskActionAnswer, unknown, TaskActionInput>({
    mutationFn: (input) => port.act(input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...taskKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [...taskKeys.all, 'detail'] }),
        // The notification badge and the history see the change too.
        queryClient.invalidateQueries({ queryKey: ['idm', 'notifications'] }),
        queryClient.invalidateQueries({ queryKey: ['idm', 'access', 'history'] }),
      ]);
    },
  });
}

export function useManagedTeams() {
  const port = useTasksPort();
  return useQuery({ queryKey: taskKeys.teams(), queryFn: ({ signal }) => port.managedTeams(signal), staleTime: 5 * 60_000 });
}

/** A team manager manages at least one team. */
export function useIsTeamManager(): boolean {
  const teams = useManagedTeams();
  return (teams.data?.length ?? 0) > 0;
}

export function useTeamMembers(teamDn: string) {
  const port = useTasksPort();
  return useQuery({
    queryKey: taskKeys.members(teamDn),
    queryFn: ({ signal }) => port.teamMembers(teamDn, signal),
    enabled: teamDn !== '',
    staleTime: 5 * 60_000,
  });
}

/** In proxy mode: whether decisions are allowed for the proxied user (undefined while asking). */
export function useProxyApproval(): { active: boolean; approved: boolean | undefined } {
  const port = useTasksPort();
  const proxy = useProxyDn();
  const query = useQuery({
    queryKey: taskKeys.proxyApproval(proxy),
    queryFn: ({ signal }) => port.proxyApproved(proxy, signal),
    enabled: proxy !== '',
    staleTime: 5 * 60_000,
  });
  if (proxy === '') return { active: false, approved: true };
  return { active: true, approved: query.isError ? false : query.data };
}

/** The saved columns (null: defaults), with save and restore. */
export function useTaskColumnPreference() {
  const port = useTasksPort();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: taskKeys.columns(), queryFn: ({ signal }) => port.columns(signal) });
  const save = useMutation({
    mutationFn: (columns: readonly string[]) => port.saveColumns(columns),
    onMutate: (columns) => queryClient.setQueryData(taskKeys.columns(), [...columns]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.columns() }),
  });
  const restore = useMutation({
    mutationFn: () => port.restoreColumns(),
    onMutate: () => queryClient.setQueryData(taskKeys.columns(), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.columns() }),
  });
  return {
    columns: query.data ?? null,
    /** The saved columns could not be read (the defaults show meanwhile). */
    error: query.error,
    retry: () => void query.refetch(),
    save: (columns: readonly string[]) => save.mutate(columns),
    restore: () => restore.mutate(),
  };
}
