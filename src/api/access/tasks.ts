import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdmCore, QueryParams } from '../../core';
import { contractAnswer, type TaskListNode, type TaskNode } from '../../domain/contract';
import { useCore } from '../../core/react';
import type { StructuredFeedback } from '../../domain/feedback';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { queryKeys } from '../keys';
import { offersOf } from '../server-version';
import { TASK_ACTION_V2 } from '../../domain/server-version';
import { accessKeys } from './keys';
import {
  dateOrNull,
  numberOrNull,
  proxyUserOf,
  readApprovalStep,
  readComment,
  readDataItem,
  readMutation,
  readSods,
  readTimelineEntry,
  reportError,
  reportFeedback,
  serverFormUrl,
} from './shared';
import type {
  AccessPage,
  AccessTask,
  MutationResult,
  TaskDataItem,
  TaskDetails,
  TaskListQuery,
  TeamTaskListQuery,
} from './types';

/** Task fields beyond the 4.8.6 AfTaskNode that newer servers and the sandbox send; read when present. */
interface TaskNodeExtras {
  itemDn: unknown;
  entityType: unknown;
  requestState: unknown;
  action: unknown;
  reason: unknown;
  addresseeName: unknown;
  assignedToName: unknown;
  claimedByName: unknown;
}

export function readTask(value: unknown): AccessTask {
  const o = contractAnswer<TaskNode & TaskNodeExtras>(value);
  const claimedBy = asString(o.claimedby);
  return {
    taskId: asString(o.taskId),
    requestId: asString(o.processId),
    itemName: asString(o.processName),
    itemDn: asString(o.itemDn),
    entityType: asString(o.entityType),
    activityName: asString(o.activityName),
    createTime: dateOrNull(o.createTime),
    expirationTime: dateOrNull(o.expirationTime),
    recipientDn: asString(o.recipient),
    recipientName: asString(o.recipientName) || asString(o.recipient),
    recipientType: asString(o.recipientType) || 'user',
    requesterDn: asString(o.initiator),
    requesterName: asString(o.initiatorName) || asString(o.initiator),
    addresseeDn: asString(o.addressee),
    addresseeName: asString(o.addresseeName),
    assignedToDn: asString(o.assignedTo),
    assignedToName: asString(o.assignedToName),
    claimedByDn: claimedBy === '' ? null : claimedBy,
    claimedByName: asString(o.claimedByName),
    delegated: asBoolean(o.delegatedTask),
    bulkApprovable: asBoolean(o.bulkApprovable),
    priority: asString(o.priority),
    confirmationNumber: asString(o.confirmationNumber),
    requestState: numberOrNull(o.requestState),
    action: asString(o.action),
    reason: asString(o.reason),
  };
}

function readTaskDataItem(value: unknown): TaskDataItem {
  const o = asObject(value);
  return { ...readDataItem(value), multiValued: asBoolean(o.multiValued), required: asBoolean(o.valueSet) };
}

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

/** GET `access/tasks/badge`: how many open tasks (at most `limit`). */
export async function fetchTaskBadge(core: IdmCore, limit = 200, signal?: AbortSignal): Promise<number> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/tasks/badge'),
      query: { limit, proxyUser: proxyUserOf(core) },
      signal,
    }),
  );
  return asNumber(body.badge) ?? 0;
}

/** POST `access/tasks/item` `{taskId}`: a task with its request, data items, comments, approvals and timeline. */
export async function fetchTaskDetails(core: IdmCore, taskId: string, signal?: AbortSignal): Promise<TaskDetails> {
  const proxyUser = proxyUserOf(core);
  const o = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/tasks/item'),
      query: { commentLimit: 100, proxyUser },
      body: { taskId, ...(proxyUser ? { proxyUser } : {}) },
      signal,
    }),
  );
  const request = o.request === null || o.request === undefined ? null : asObject(o.request);
  return {
    ...readTask(o),
    comments: asArray(o.comments).map(readComment),
    dataItems: asArray(o.dataItems).map(readTaskDataItem),
    approvalForm: asString(o.approvalForm),
    approvalFormId: asString(o.approvalFormId),
    approvalHistory: asArray(o.approvalHistory).map(readApprovalStep),
    timeline: asArray(o.timeline).map(readTimelineEntry),
    request: request && {
      id: asString(request.id),
      name: asString(request.name),
      entityType: asString(request.entityType),
      action: asString(request.action),
      requestState: numberOrNull(request.requestState),
      requestStatus: asString(request.requestStatus),
      approvalType: asString(request.approvalType),
      reason: asString(request.reason),
      requestDate: dateOrNull(request.requestDate),
      effectiveDate: dateOrNull(request.effectiveDate),
      expirationDate: dateOrNull(request.expirationDate),
      sods: readSods(request.sods),
    },
  };
}

/**
 * POST `access/tasks` (AfTaskActionNode): approve, deny, refuse, claim, release, reassign (to `approverDn`)
 * or comment one or more tasks; several at once is a bulk action. Edited approval-form data items go in
 * each task's `dataItems`. A server that offers it (4.10+, `offersOf`) takes one task's approve, deny or
 * claim as POST `access/tasks/v2` (bulk actions and proxy mode stay here). Answers the banner's structured
 * feedback.
 */
export async function actOnTasks(core: IdmCore, input: TaskActionInput): Promise<MutationResult> {
  const proxyUser = proxyUserOf(core);
  const [onlyTask, ...more] = input.taskIds;
  if (onlyTask !== undefined && more.length === 0 && isV2Action(input.action) && !proxyUser)
    if ((await offersOf(core)).taskActionV2) return actOnTaskV2(core, input.action, onlyTask, input);
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/tasks'),
    query: { proxyUser },
    body: {
      tasks: input.taskIds.map((taskId) => ({
        taskId,
        ...(input.dataItems && input.dataItems.length > 0
          ? {
              dataItems: input.dataItems.map((item) => ({
                name: item.name,
                dataType: item.dataType,
                values: [...item.values],
                readOnly: false,
              })),
            }
          : {}),
      })),
      action: input.action,
      comment: input.comment ?? '',
      ...(input.approverDn ? { approver: input.approverDn } : {}),
      ...(proxyUser ? { proxyUser } : {}),
    },
  });
  return readMutation(body);
}

type V2Action = keyof typeof TASK_ACTION_V2;
const isV2Action = (action: TaskAction): action is V2Action => action in TASK_ACTION_V2;

/**
 * POST `access/tasks/v2` `{taskId, taskAction, comments, data[{key, value[]}]}` (4.10+); its FormResponseNode
 * `{success, message}` becomes the banner's answer, the message as the reason of a failure.
 */
async function actOnTaskV2(
  core: IdmCore,
  action: V2Action,
  taskId: string,
  input: TaskActionInput,
): Promise<MutationResult> {
  const data = (input.dataItems ?? []).map((item) => ({ key: item.name, value: [...item.values] }));
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/tasks/v2'),
      body: {
        taskId,
        taskAction: TASK_ACTION_V2[action],
        comments: input.comment ?? '',
        ...(action !== 'claim' && data.length > 0 ? { data } : {}),
      },
    }),
  );
  const success = asBoolean(body.success);
  return readMutation({
    success,
    succeeded: success ? [{ id: taskId }] : [],
    failed: success ? [] : [{ id: taskId, reason: asString(body.message) }],
  });
}

export type TaskAction = 'approve' | 'deny' | 'refuse' | 'claim' | 'release' | 'reassign' | 'comment';

export interface TaskActionInput {
  action: TaskAction;
  taskIds: readonly string[];
  comment?: string;
  /** reassign: the new assignee's DN. */
  approverDn?: string;
  /** approve, deny: the approver's values of the form's editable data items, sent with each task. */
  dataItems?: readonly TaskDataItemValues[];
}

/** An edited data item as POST access/tasks carries it in `tasks[].dataItems`. */
export interface TaskDataItemValues {
  name: string;
  dataType: string;
  values: readonly string[];
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

export function taskDetailQuery(core: IdmCore, taskId: string) {
  return queryOptions({
    queryKey: accessKeys.taskDetail(proxyUserOf(core) ?? '', taskId),
    queryFn: ({ signal }) => fetchTaskDetails(core, taskId, signal),
    enabled: taskId !== '',
  });
}

/** The server-side approval form of a task (spec: `<origin>/<context>/approvalForm.do?taskId=<id>`), when it names one. */
export function approvalFormUrl(core: IdmCore, task: Pick<TaskDetails, 'taskId' | 'approvalForm'>): string | null {
  return task.approvalForm ? serverFormUrl(core, 'approvalForm.do', { taskId: task.taskId }) : null;
}

/** The banner's answer of a task action: each task named (by its id when the server gives no name). */
function taskFeedback(feedback: StructuredFeedback): StructuredFeedback {
  const named = (item: StructuredFeedback['succeeded'][number]) => ({
    ...item,
    id: item.id ?? '',
    name: item.name || item.id || '',
  });
  return { ...feedback, succeeded: feedback.succeeded.map(named), failed: feedback.failed.map(named), sods: [] };
}

/**
 * Approve, deny, claim, release, reassign or comment (`actOnTasks`): the answer goes to the banner, and
 * the tasks, the history and the notification counts are fetched again. Resolves to the banner's answer.
 */
export function useTaskAction() {
  const core = useCore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TaskActionInput) => taskFeedback((await actOnTasks(core, input)).feedback),
    // The banner says what was done to the tasks it lists ("Approved:"), not only that it succeeded.
    onSuccess: (feedback, input) => reportFeedback(core, feedback, core.i18n.t(`ui.feedback.done.${input.action}`)),
    onError: (error) => reportError(core, error),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accessKeys.tasks }),
        client.invalidateQueries({ queryKey: accessKeys.history }),
        client.invalidateQueries({ queryKey: queryKeys.notifications(core.options.clientId) }),
      ]),
  });
}
