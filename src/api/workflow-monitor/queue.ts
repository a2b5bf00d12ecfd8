import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asObject, asString } from '../lookups/read';
import { workflowMonitorKeys } from './keys';

export interface QueueAssignee {
  dn: string;
  name: string;
  comment: string;
}

export interface QueueItem {
  rowId: string;
  itemDn: string;
  itemType: string;
  name: string;
  assignees: QueueAssignee[];
}

export interface QueueRef {
  /** The cart's owner (a user DN). */
  owner: string;
  /** grant or revoke. */
  action: string;
}

/** GET `access/queue/entry?cartOwner&cartAction`: a user's saved cart, its items and their assignees. */
export async function fetchQueue(core: IdmCore, ref: QueueRef, signal?: AbortSignal): Promise<QueueItem[]> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/queue/entry'),
      query: { cartOwner: ref.owner, cartAction: ref.action },
      signal,
    }),
  );
  return asArray(body.cartItems)
    .map(asObject)
    .map((item) => ({
      rowId: asString(item.itemDn).toLowerCase(),
      itemDn: asString(item.itemDn),
      itemType: asString(item.itemType),
      name: asString(item.itemFullname) || asString(item.itemDn),
      assignees: asArray(item.itemAssignees)
        .map(asObject)
        .map((a) => ({
          dn: asString(a.assignedToDn),
          name: asString(a.assigneeFullName) || asString(a.assignedToDn),
          comment: asString(a.comment),
        })),
    }));
}

export type QueueRemoval = QueueRef &
  ({ what: 'entry' } | { what: 'item'; itemDn: string } | { what: 'assignee'; itemDn: string; assigneeDn: string });

/** DELETE `access/queue/entry`, `…/items` or `…/item/assignees` (body CartNode). */
export async function removeFromQueue(core: IdmCore, removal: QueueRemoval): Promise<void> {
  const base = { cartOwner: removal.owner, cartAction: removal.action };
  if (removal.what === 'entry') {
    await core.http.request<unknown>({ method: 'DELETE', url: core.http.rest('access/queue/entry'), body: base });
  } else if (removal.what === 'item') {
    await core.http.request<unknown>({
      method: 'DELETE',
      url: core.http.rest('access/queue/entry/items'),
      body: { ...base, cartItems: [{ itemDn: removal.itemDn }] },
    });
  } else {
    await core.http.request<unknown>({
      method: 'DELETE',
      url: core.http.rest('access/queue/entry/item/assignees'),
      body: { ...base, cartItems: [{ itemDn: removal.itemDn, itemAssignees: [{ assignedToDn: removal.assigneeDn }] }] },
    });
  }
}

export const queueQueries = {
  entry: (core: IdmCore, ref: QueueRef) =>
    queryOptions({
      queryKey: workflowMonitorKeys.of('queue', { owner: ref.owner.toLowerCase(), action: ref.action }),
      queryFn: ({ signal }) => fetchQueue(core, ref, signal),
      enabled: ref.owner !== '',
    }),
};

export const useRemoveFromQueue = () =>
  useCatalogMutation({ run: removeFromQueue, invalidate: () => [workflowMonitorKeys.kind('queue')] });
