import type { IdmCore, QueryParams } from '../../core';
import { contractAnswer, type TaskListNode, type TaskNode } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import {
  dateOrNull, numberOrNull, proxyUserOf, readApprovalStep, readComment, readDataItem, readMutation, readSods, readTimelineEntry,
} from './shared';
import type { AccessPage, AccessTask, MutationResult, TaskActionInput, TaskDataItem, TaskDetails, TaskListQuery, TeamTaskListQuery } from './types';

/** Task fields beyond the 4.8.6 AfTaskNode that newer servers and the sandbox send; read when present. */
interface TaskNodeExtras {
  itemDn: unknown; entityType: unknown; requestState: unknown; action: unknown; reason: unknown;
  addresseeName: unknown; assignedToName: unknown; claimedByName: unknown;
}

export function readTask(value: unknown): AccessTask {
  const o = contractAnswer<TaskNode & TaskNodeExtras>(value);
  const claimedBy = asString(o.claimedby);
  return {
    taskId: asString(o.taskId), requestId: asString(o.processId), itemName: asString(o.processName), itemDn: asString(o.itemDn),
    entityType: asString(o.entityType), activityName: asString(o.activityName), createTime: dateOrNull(o.createTime),
    expirationTime: dateOrNull(o.expirationTime), recipientDn: asString(o.recipient), recipientName: asString(o.recipientName) || asString(o.recipient),
    recipientType: asString(o.recipientType) || 'user', requesterDn: asString(o.initiator), requesterName: asString(o.initiatorName) || asString(o.initiator),
    addresseeDn: asString(o.addressee), addresseeName: asString(o.addresseeName), assignedToDn: asString(o.assignedTo),
    assignedToName: asString(o.assignedToName), claimedByDn: claimedBy === '' ? null : claimedBy, claimedByName: asString(o.claimedByName),
    delegated: asBoolean(o.delegatedTask), bulkApprovable: asBoolean(o.bulkApprovable), priority: asString(o.priority),
    confirmationNumber: asString(o.confirmationNumber), requestState: numberOrNull(o.requestState), action: asString(o.action),
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
    fromIndex: nextIndex, size, q, sortOrder: query.sortOrder, sortBy: query.sortBy, assignedTo: query.assignedTo || undefined,
    recipient: query.recipient || undefined, expireUnit: query.expireWithin !== undefined ? (query.expireUnit ?? 'Days') : undefined,
    expireWithin: query.expireWithin, status: query.status || undefined, proxyUser: proxyUserOf(core),
  };
}

function readTaskPage(body: unknown): AccessPage<AccessTask> {
  const o = contractAnswer<TaskListNode>(body);
  return { items: asArray(o.tasks).map(readTask), nextIndex: asNumber(o.nextIndex) ?? -1, total: asNumber(o.total ?? o.totalSize) ?? 0 };
}

/** GET `access/tasks/list`: the signed-in user's open tasks (the proxied user's in proxy mode). */
export async function fetchTasks(core: IdmCore, query: TaskListQuery = {}, signal?: AbortSignal): Promise<AccessPage<AccessTask>> {
  return readTaskPage(await core.http.request<unknown>({ url: core.http.rest('access/tasks/list'), query: taskQuery(core, query), signal }));
}

/** GET `access/tasks/list/others/team` (team managers, proxied in proxy mode): their teams' members' tasks, or one team's or member's. */
export async function fetchTeamTasks(core: IdmCore, query: TeamTaskListQuery = {}, signal?: AbortSignal): Promise<AccessPage<AccessTask>> {
  return readTaskPage(await core.http.request<unknown>({
    url: core.http.rest('access/tasks/list/others/team'), query: { ...taskQuery(core, query), teamDN: query.teamDn, memberDn: query.memberDn }, signal,
  }));
}

/** GET `access/tasks/badge`: how many open tasks (at most `limit`). */
export async function fetchTaskBadge(core: IdmCore, limit = 200, signal?: AbortSignal): Promise<number> {
  const body = asObject(await core.http.request<unknown>({
    url: core.http.rest('access/tasks/badge'), query: { limit, proxyUser: proxyUserOf(core) }, signal,
  }));
  return asNumber(body.badge) ?? 0;
}

/** POST `access/tasks/item` `{taskId}`: a task with its request, data items, comments, approvals and timeline. */
export async function fetchTaskDetails(core: IdmCore, taskId: string, signal?: AbortSignal): Promise<TaskDetails> {
  const proxyUser = proxyUserOf(core);
  const o = asObject(await core.http.request<unknown>({
    method: 'POST', url: core.http.rest('access/tasks/item'), query: { commentLimit: 100, proxyUser },
    body: { taskId, ...(proxyUser ? { proxyUser } : {}) }, signal,
  }));
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
      id: asString(request.id), name: asString(request.name), entityType: asString(request.entityType), action: asString(request.action),
      requestState: numberOrNull(request.requestState), requestStatus: asString(request.requestStatus), approvalType: asString(request.approvalType),
      reason: asString(request.reason), requestDate: dateOrNull(request.requestDate), effectiveDate: dateOrNull(request.effectiveDate),
      expirationDate: dateOrNull(request.expirationDate), sods: readSods(request.sods),
    },
  };
}

/**
 * POST `access/tasks` (AfTaskActionNode): approve, deny, refuse, claim, release, reassign (to `approverDn`)
 * or comment one or more tasks; several at once is a bulk action. Edited approval-form data items go in
 * each task's `dataItems`. Answers the banner's structured feedback.
 */
export async function actOnTasks(core: IdmCore, input: TaskActionInput): Promise<MutationResult> {
  const proxyUser = proxyUserOf(core);
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/tasks'),
    query: { proxyUser },
    body: {
      tasks: input.taskIds.map((taskId) => ({
        taskId,
        ...(input.dataItems && input.dataItems.length > 0
          ? { dataItems: input.dataItems.map((item) => ({ name: item.name, dataType: item.dataType, values: [...item.values], readOnly: false })) }
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
