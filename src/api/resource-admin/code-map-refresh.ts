import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { lookupKeys } from '../lookups/keys';
import { asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { resourceAdminKeys } from './keys';
import type { CodeMapRefresh } from './types';

/* A drivers' or entitlements' code-map refresh and its progress: the entitlements page's calls, apart from the resources'. */

/** GET `catalog/codemaprefresh/status?id=` (the sandbox's progress of a refresh). */
export async function fetchCodeMapRefresh(core: IdmCore, id: string, signal?: AbortSignal): Promise<CodeMapRefresh> {
  const o = asObject(
    await core.http.request<unknown>({ url: core.http.rest('catalog/codemaprefresh/status'), query: { id }, signal }),
  );
  return {
    id: asString(o.id),
    total: asNumber(o.total) ?? 0,
    done: asNumber(o.done) ?? 0,
    finished: asBoolean(o.finished),
  };
}

/** The refresh's progress, asked every 500 ms until it is finished. */
export const codeMapRefreshQuery = (core: IdmCore, id: string) =>
  queryOptions({
    queryKey: resourceAdminKeys.of('refresh', id),
    queryFn: ({ signal }) => fetchCodeMapRefresh(core, id, signal),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.finished ? false : 500),
  });

/** POST `catalog/codemaprefresh/driver` `{drivers: [{id}]}` or `…/entitlement` `{entitlements: [{id}]}`: the refresh id. */
export async function refreshCodeMaps(
  core: IdmCore,
  input: { kind: 'driver' | 'entitlement'; dns: readonly string[] },
): Promise<string> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest(`catalog/codemaprefresh/${input.kind}`),
      body:
        input.kind === 'driver'
          ? { drivers: input.dns.map((id) => ({ id })) }
          : { entitlements: input.dns.map((id) => ({ id })) },
    }),
  );
  return asString(asObject(body.refreshStatus).id);
}

/** Refreshes code maps (beside the refresh's status query: the entitlements page needs no other call of this area). */
export const useRefreshCodeMaps = () =>
  useCatalogMutation<{ kind: 'driver' | 'entitlement'; dns: readonly string[] }, string>({
    run: refreshCodeMaps,
    invalidate: () => [lookupKeys.kind('entitlementValues')],
  });
