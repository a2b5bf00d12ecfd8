import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import type { ProcessSortField } from '../../domain/workflow-monitor';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { accessKeys } from '../access/keys';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { workflowMonitorKeys } from './keys';

type ProcessInfoNode = ContractSchema<'ProcessInfoRespNode'>;
type WorkEntryNode = ContractSchema<'WorkEntryRespNode'>;
type CommentNode = ContractSchema<'CommentNode'>;

/** A workflow process (an access request in flight or ended). */
export interface Process {
  rowId: string;
  requestId: string;
  name: string;
  kind: string;
  recipient: string;
  recipientName: string;
  initiator: string;
  initiatorName: string;
  processStatus: number;
  approvalStatus: number;
  creationTime: number | null;
  completionTime: number | null;
  correlationId: string;
}

export function readProcess(value: unknown): Process {
  const o = contractAnswer<ProcessInfoNode>(value);
  const requestId = asString(o.requestId ?? o.processId);
  return {
    rowId: requestId,
    requestId,
    name: asString(o.name),
    kind: asString(o.resourceType),
    recipient: asString(o.recipient),
    recipientName: asString(o.recipientName) || asString(o.recipient),
    initiator: asString(o.initiator),
    initiatorName: asString(o.initiatorName) || asString(o.initiator),
    processStatus: asNumber(o.processStatus) ?? 0,
    approvalStatus: asNumber(o.approvalStatus) ?? 0,
    creationTime: asNumber(o.creationTime) ?? null,
    completionTime: asNumber(o.completionTime) ?? null,
    correlationId: asString(o.correlationId),
  };
}

export interface ProcessListQuery {
  q: string;
  /** Process states to show ([]: all). */
  processStatus: readonly number[];
  sortField: ProcessSortField;
  sortOrder: 'asc' | 'desc';
  /** 0-based. */
  startIndex: number;
  size: number;
}

export interface ProcessPage {
  items: Process[];
  total: number;
}

/** GET `access/monitoring/process/list` (q, processStatus, sortField, sortOrder, startIndex, size). */
export async function fetchProcesses(
  core: IdmCore,
  query: ProcessListQuery,
  signal?: AbortSignal,
): Promise<ProcessPage> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/monitoring/process/list'),
      query: {
        q: query.q === '' ? undefined : query.q,
        processStatus: query.processStatus.length > 0 ? query.processStatus.join(',') : undefined,
        sortField: query.sortField,
        sortOrder: query.sortOrder,
        startIndex: query.startIndex,
        size: query.size,
      },
      signal,
    }),
  );
  const items = asArray(body.processInfoNodeList).map(readProcess);
  return { items, total: asNumber(body.totalSize) ?? items.length };
}

/** A work entry (an approval task) of a process. */
export interface WorkEntry {
  rowId: string;
  id: string;
  activityName: string;
  owner: string;
  ownerName: string;
  addressee: string;
  status: number;
  creationTime: number | null;
  completionTime: number | null;
}

export function readWorkEntry(value: unknown): WorkEntry {
  const o = contractAnswer<WorkEntryNode & { ownerName?: string; addresseeName?: string }>(value);
  const id = asString(o.id);
  return {
    rowId: id,
    id,
    activityName: asString(o.activityName),
    owner: asString(o.owner),
    ownerName: asString(o.ownerName) || asString(o.owner),
    addressee: asString(o.addresseeName) || asString(o.addressee),
    status: asNumber(o.status) ?? 0,
    creationTime: asNumber(o.creationTime) ?? null,
    completionTime: asNumber(o.completionTime) ?? null,
  };
}

/** GET `access/monitoring/workentries?requestId`. */
export async function fetchWorkEntries(core: IdmCore, requestId: string, signal?: AbortSignal): Promise<WorkEntry[]> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/monitoring/workentries'),
      query: { requestId, size: 300 },
      signal,
    }),
  );
  return asArray(body.workentries).map(readWorkEntry);
}

export interface ProcessComment {
  id: string;
  author: string;
  text: string;
  activity: string;
  system: boolean;
  at: number | null;
}

/** GET `access/monitoring/comments?requestId&includeSystemComments=true`: comments and the timeline. */
export async function fetchProcessComments(
  core: IdmCore,
  requestId: string,
  signal?: AbortSignal,
): Promise<ProcessComment[]> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/monitoring/comments'),
      query: { requestId, includeSystemComments: true, commentLimit: 300 },
      signal,
    }),
  );
  return asArray(body.commentNodeArray ?? body.listCommentNode).map((value) => {
    const o = contractAnswer<CommentNode>(value);
    return {
      id: asString(o.commentId),
      author: asString(o.author) || asString(o.principal),
      text: asString(o.comment ?? o.commentText),
      activity: asString(o.activityName),
      system: asBoolean(o.isSystemComment),
      at: asNumber(o.timestamp ?? o.createTime) ?? null,
    };
  });
}

export interface TerminateInput {
  requestIds: readonly string[];
  comment: string;
}

export interface TerminateResult {
  success: boolean;
  failed: string[];
  message: string;
}

/** POST `access/monitoring/process/terminate` `{processes, comment}`. */
export async function terminateProcesses(core: IdmCore, input: TerminateInput): Promise<TerminateResult> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/monitoring/process/terminate'),
      body: { processes: [...input.requestIds], comment: input.comment },
    }),
  );
  return {
    success: asBoolean(body.success),
    failed: asArray(body.failedProcesses).map(asString),
    message: asString(body.message),
  };
}

export interface ReassignInput {
  taskIds: readonly string[];
  approverDn: string;
  comment: string;
}

/** POST `access/monitoring/reassign` `{afTaskNode: {tasks: [{taskId}], approver, comment}}`. */
export async function reassignWorkEntries(core: IdmCore, input: ReassignInput) {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/monitoring/reassign'),
      body: {
        afTaskNode: {
          tasks: input.taskIds.map((taskId) => ({ taskId })),
          approver: input.approverDn,
          comment: input.comment,
        },
        comment: input.comment,
      },
    }),
  );
  const reasons = asArray(body.failNodes).map((n) => asString(asObject(n).reason));
  return { success: asBoolean(body.success), reasons };
}

export const processQueries = {
  list: (core: IdmCore, query: ProcessListQuery) =>
    queryOptions({
      queryKey: workflowMonitorKeys.of('processes', query),
      queryFn: ({ signal }) => fetchProcesses(core, query, signal),
      placeholderData: keepPreviousData,
    }),
  workEntries: (core: IdmCore, requestId: string) =>
    queryOptions({
      queryKey: workflowMonitorKeys.of('workEntries', requestId),
      queryFn: ({ signal }) => fetchWorkEntries(core, requestId, signal),
    }),
  comments: (core: IdmCore, requestId: string) =>
    queryOptions({
      queryKey: workflowMonitorKeys.of('comments', requestId),
      queryFn: ({ signal }) => fetchProcessComments(core, requestId, signal),
    }),
};

/** Everything a process change touches: monitoring, and the requests' history and tasks elsewhere. */
const processChanged = () => [workflowMonitorKeys.all, accessKeys.tasks, accessKeys.history];

export const useTerminateProcesses = () =>
  useCatalogMutation<TerminateInput, TerminateResult>({ run: terminateProcesses, invalidate: processChanged });

export const useReassignWorkEntries = () =>
  useCatalogMutation<ReassignInput, { success: boolean; reasons: string[] }>({
    run: reassignWorkEntries,
    invalidate: processChanged,
  });
