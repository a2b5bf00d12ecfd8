import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { readPermissionLookupItem } from '../lookups/permissions';
import { proxyUserOf } from './shared';
import type { AccessPage, CatalogSearchQuery, RequestableItem } from './types';

/** The columns the request-on-behalf permission search asks for (spec section 7). */
export const ROB_PERMISSION_COLUMNS = ['name', 'description', 'categories'] as const;

export function readRequestableItem(value: unknown): RequestableItem {
  const o = asObject(value);
  const { id: _id, ...item } = readPermissionLookupItem(o);
  return { ...item, isExpirationRequired: asBoolean(o.isExpirationRequired), expiresAfter: asString(o.expiresAfter) };
}

/**
 * What may be requested: for oneself GET `access/permissions`; on behalf of others (`targetDns`) POST
 * `access/teams/permissions` with `{targetSetDnList}` (size 10, sortByName false, columns name,
 * description, categories by default). proxyUser goes along in proxy mode.
 */
export async function searchCatalog(
  core: IdmCore,
  query: CatalogSearchQuery = {},
  signal?: AbortSignal,
): Promise<AccessPage<RequestableItem>> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const proxyUser = proxyUserOf(core);
  const types = query.types && query.types.length > 0 ? query.types : undefined;
  const onBehalf = query.targetDns && query.targetDns.length > 0;
  const body = asObject(
    await core.http.request<unknown>(
      onBehalf
        ? {
            method: 'POST',
            url: core.http.rest('access/teams/permissions'),
            query: {
              q,
              size,
              nextIndex,
              sortByName: query.sortByName ?? false,
              column: [...ROB_PERMISSION_COLUMNS],
              type: types,
              proxyUser,
            },
            body: { targetSetDnList: query.targetDns, ...(proxyUser ? { proxyUser } : {}) },
            signal,
          }
        : {
            url: core.http.rest('access/permissions'),
            query: { q, size, nextIndex, sortByName: query.sortByName ?? false, type: types, proxyUser },
            signal,
          },
    ),
  );
  return {
    items: asArray(body.permissions).map(readRequestableItem),
    nextIndex: asNumber(body.nextIndex) ?? -1,
    total: asNumber(body.total) ?? 0,
  };
}
