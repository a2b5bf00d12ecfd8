import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import type { CacheConfigurationFields } from '../../domain/server-admin';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asNumber, asObject, asString } from '../lookups/read';
import { serverAdminKeys } from './keys';
import { guarded, withVersion } from '../versions';

export interface CacheHolder {
  rowId: string;
  id: string;
  objectCount: number;
}

/** GET `admin/cache/holders?returnObjectCount=true`: every holder and how many objects it holds. */
export async function fetchCacheHolders(core: IdmCore, signal?: AbortSignal): Promise<CacheHolder[]> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('admin/cache/holders'),
      query: { returnObjectCount: true },
      signal,
    }),
  );
  return asArray(body.cacheHolders)
    .map(asObject)
    .map((o) => ({
      rowId: asString(o.cacheHolderID),
      id: asString(o.cacheHolderID),
      objectCount: asNumber(o.objectCount) ?? 0,
    }));
}

/** DELETE `admin/cache/holder/items?cacheHolderID`: empties one holder. */
export async function clearCacheHolder(core: IdmCore, id: string): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('admin/cache/holder/items'),
    query: { cacheHolderID: id },
  });
}

/** The cache configuration's editable fields (CacheConfigNode, strings as the contract has them). */
export type CacheConfiguration = CacheConfigurationFields;
export const CACHE_CONFIGURATION_FIELDS: readonly (keyof CacheConfiguration)[] = [
  'clusterEnabled',
  'groupID',
  'evictionPolicyClass',
  'lockAcquTimeout',
  'wakeUpIntervalSeconds',
  'maxNodes',
  'timeToLiveSeconds',
];

const readCacheConfiguration = (value: unknown): CacheConfiguration => {
  const o = asObject(value);
  return Object.fromEntries(
    CACHE_CONFIGURATION_FIELDS.map((f) => [f, asString(o[f])]),
  ) as unknown as CacheConfiguration;
};

export async function fetchCacheConfiguration(core: IdmCore, signal?: AbortSignal) {
  return readCacheConfiguration(
    await core.http.request<unknown>({ url: core.http.rest('admin/cache/configuration'), signal }),
  );
}

export async function saveCacheConfiguration(core: IdmCore, config: CacheConfiguration) {
  return readCacheConfiguration(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('admin/cache/configuration'),
      body: config,
    }),
  );
}

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

export const cacheQueries = {
  holders: (core: IdmCore) =>
    queryOptions({
      queryKey: serverAdminKeys.of('cacheHolders'),
      queryFn: ({ signal }) => fetchCacheHolders(core, signal),
    }),
  configuration: (core: IdmCore) =>
    queryOptions({
      queryKey: serverAdminKeys.of('cacheConfiguration'),
      // With its version (the read's ETag): the editor sends it back as If-Match.
      queryFn: ({ signal }) => withVersion(core, (reading) => fetchCacheConfiguration(reading, signal)),
    }),
  customized: (core: IdmCore) =>
    queryOptions({
      queryKey: serverAdminKeys.of('customizedHolders'),
      queryFn: ({ signal }) => fetchCustomizedHolders(core, signal),
    }),
};

export const useClearCacheHolder = () =>
  useCatalogMutation({
    run: clearCacheHolder,
    invalidate: () => [serverAdminKeys.kind('cacheHolders'), serverAdminKeys.kind('statistics')],
  });
export const useSaveCacheConfiguration = () =>
  useCatalogMutation({ run: guarded(saveCacheConfiguration), invalidate: () => [serverAdminKeys.all] });
export const useSaveCustomizedHolders = () =>
  useCatalogMutation({ run: saveCustomizedHolders, invalidate: () => [serverAdminKeys.kind('customizedHolders')] });
