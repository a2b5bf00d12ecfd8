import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';

type WorkEntryNode = ContractSchema<'WorkEntryRespNode'>;
type CommentNode = ContractSchema<'CommentNode'>;
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
