import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import type { ProcessSortField } from '../../domain/workflow-monitor';
import { asArray, asNumber, asObject, asString } from '../lookups/read';
import { workflowMonitorKeys } from './keys';
import { fetchProcessComments, fetchWorkEntries } from './process-entries';

type ProcessInfoNode = ContractSchema<'ProcessInfoRespNode'>;

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
