import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore, QueryParams } from '../../core';
import { contractAnswer, type TaskListNode } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asNumber } from '../lookups/read';
import { accessKeys } from './keys';
import { proxyUserOf } from './read-fields';
import type { AccessPage, AccessTask, TaskListQuery, TeamTaskListQuery } from './types';
import { readTask } from './task-read';

/** The task list's query: paging (fromIndex), search, sort and filters, plus proxyUser in proxy mode. */
function taskQuery(core: IdmCore, query: TaskListQuery): QueryParams {
  const { q, size, nextIndex } = normalizeLookupParams({ q: query.q, size: query.size, nextIndex: query.fromIndex });
  return {
    fromIndex: nextIndex,
    size,
    q,
    sortOrder: query.sortOrder,
    sortBy: query.sortBy,
    assignedTo: query.assignedTo || undefined,
    recipient: query.recipient || undefined,
    expireUnit: query.expireWithin !== undefined ? (query.expireUnit ?? 'Days') : undefined,
    expireWithin: query.expireWithin,
    status: query.status || undefined,
    proxyUser: proxyUserOf(core),
  };
}

function readTaskPage(body: unknown): AccessPage<AccessTask> {
  const o = contractAnswer<TaskListNode>(body);
  return {
    items: asArray(o.tasks).map(readTask),
    nextIndex: asNumber(o.nextIndex) ?? -1,
    total: asNumber(o.total ?? o.totalSize) ?? 0,
  };
}

/** GET `access/tasks/list`: the signed-in user's open tasks (the proxied user's in proxy mode). */
export async function fetchTasks(
  core: IdmCore,
  query: TaskListQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<AccessTask>> {
  return readTaskPage(
    await core.http.request<unknown>({
      url: core.http.rest('access/tasks/list'),
      query: taskQuery(core, query),
      signal,
    }),
  );
}

/** GET `access/tasks/list/others/team` (team managers, proxied in proxy mode): their teams' members' tasks, or one team's or member's. */
export async function fetchTeamTasks(
  core: IdmCore,
  query: TeamTaskListQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<AccessTask>> {
  return readTaskPage(
    await core.http.request<unknown>({
      url: core.http.rest('access/tasks/list/others/team'),
      query: { ...taskQuery(core, query), teamDN: query.teamDn, memberDn: query.memberDn },
      signal,
    }),
  );
}

/** Whose tasks: the signed-in user's (or the proxied user's), or a team's (optionally one member's). */
export type TaskScope = { kind: 'mine' } | { kind: 'team'; teamDn: string; memberDn: string };

const MINE: TaskScope = { kind: 'mine' };

/** One page of tasks of `scope`; the previous page stays on screen while the next one loads. */
export function taskListQuery(core: IdmCore, query: TaskListQuery, scope: TaskScope = MINE) {
  return queryOptions({
    queryKey: accessKeys.taskList(proxyUserOf(core) ?? '', scope, query),
    queryFn: ({ signal }) => fetchTaskPage(core, query, scope, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET a page of `scope`'s tasks (the CSV export asks for every page this way). */
export function fetchTaskPage(
  core: IdmCore,
  query: TaskListQuery,
  scope: TaskScope = MINE,
  signal?: AbortSignal,
): Promise<AccessPage<AccessTask>> {
  if (scope.kind === 'mine') return fetchTasks(core, query, signal);
  return fetchTeamTasks(
    core,
    {
      ...query,
      ...(scope.teamDn ? { teamDn: scope.teamDn } : {}),
      ...(scope.memberDn ? { memberDn: scope.memberDn } : {}),
    },
    signal,
  );
}
