import type { IdmCore } from '../../core';
import { contractAnswer, type TaskNode } from '../../domain/contract';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';
import { readRecipient, readRequester } from './parties';
import {
  dateOrNull,
  numberOrNull,
  proxyUserOf,
  readApprovalStep,
  readComment,
  readDataItem,
  readSods,
  readTimelineEntry,
} from './shared';
import type { AccessTask, TaskDataItem, TaskDetails } from './types';

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
    ...readRecipient(o),
    ...readRequester(o.initiator, o.initiatorName),
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
