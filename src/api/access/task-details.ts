import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';
import { accessKeys } from './keys';
import { readApprovalStep, readComment, readDataItem, readTimelineEntry } from './detail-readers';
import { dateOrNull, numberOrNull, proxyUserOf, readSods, serverFormUrl } from './shared';
import { readTask } from './task-read';
import type { TaskDataItem, TaskDetails } from './types';

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

/** A task's details (the list's reads do not load this file: `task-read.ts` reads a list's task). */
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
