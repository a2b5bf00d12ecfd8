import type { IdmCore } from '../../core';
import { asArray, asNumber, asObject, asString } from '../lookups/read';

/** A customisable holder's own limits (empty: the global value applies). */
export interface CustomizedHolder {
  rowId: string;
  id: string;
  localMaxNodes: string;
  localTimeToLive: string;
  currentMaxNodes: number;
  currentTimeToLive: number;
}

export async function fetchCustomizedHolders(core: IdmCore, signal?: AbortSignal): Promise<CustomizedHolder[]> {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('admin/cache/customizedHolders'), signal }),
  );
  return asArray(body.customizeCacheHolders)
    .map(asObject)
    .map((o) => ({
      rowId: asString(o.cacheValue),
      id: asString(o.cacheValue),
      localMaxNodes: asString(o.enableLocalMaxnodes) === 'true' ? asString(o.localMaxnodes) : '',
      localTimeToLive: asString(o.enableLocalTimetolive) === 'true' ? asString(o.loacalTimetolive) : '',
      currentMaxNodes: asNumber(o.maxnodesCurrent) ?? 0,
      currentTimeToLive: asNumber(o.timetoliveCurrent) ?? 0,
    }));
}

/** A holder's own limits to save ('' = the global value applies). */
export interface CustomizedHolderChange {
  id: string;
  maxNodes: string;
  timeToLive: string;
}

/** POST `admin/cache/customizedHolders`: the given holders' local max nodes and time to live ('' = global). */
export async function saveCustomizedHolders(core: IdmCore, holders: readonly CustomizedHolderChange[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('admin/cache/customizedHolders'),
    body: {
      customizeCacheHolders: holders.map((holder) => ({
        cacheValue: holder.id,
        enableLocalMaxnodes: String(holder.maxNodes.trim() !== ''),
        localMaxnodes: holder.maxNodes.trim(),
        enableLocalTimetolive: String(holder.timeToLive.trim() !== ''),
        loacalTimetolive: holder.timeToLive.trim(),
      })),
    },
  });
}
