import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asNumber, asObject, asString } from '../lookups/read';
import { serverAdminKeys } from './keys';
import { guarded, ifMatch, readVersioned, withVersion } from '../versions';
import { fetchCacheConfiguration, saveCacheConfiguration } from './cache-configuration';
import { fetchCustomizedHolders, saveCustomizedHolders, type CustomizedHolderChange } from './customized-holders';

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
      // With their version (the read's ETag): the holders' editor sends it back as If-Match.
      queryFn: ({ signal }) => readVersioned(core, (reading) => fetchCustomizedHolders(reading, signal)),
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
  useCatalogMutation({
    run: (core, { holders, version }: { holders: readonly CustomizedHolderChange[]; version?: string | null }) =>
      saveCustomizedHolders(ifMatch(core, version), holders),
    invalidate: () => [serverAdminKeys.kind('customizedHolders')],
  });
