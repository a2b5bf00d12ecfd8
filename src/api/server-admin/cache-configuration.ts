import type { IdmCore } from '../../core';
import type { CacheConfigurationFields } from '../../domain/server-admin';
import { asObject, asString } from '../lookups/read';

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
