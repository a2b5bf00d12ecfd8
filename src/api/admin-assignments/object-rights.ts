import type { IdmCore } from '../../core';
import { readQuickInfo, type QuickInfo } from '../lookups/quick-info';
import { asArray, asBoolean, asObject, asString } from '../lookups/read';

/** GET `access/entities/quickInfo?entityType=ROLE|RESOURCE&entityId`: a role's or resource's card. */
export async function fetchObjectQuickInfo(
  core: IdmCore,
  entityType: 'ROLE' | 'RESOURCE',
  dn: string,
  signal?: AbortSignal,
): Promise<QuickInfo> {
  return readQuickInfo(
    await core.http.request<unknown>({
      url: core.http.rest('access/entities/quickInfo'),
      query: { entityType, entityId: dn, clientId: core.options.clientId },
      signal,
    }),
  );
}

/** One object and what the caller may do with it (POST catalog/delegatedAdmin/rights). */
export interface ObjectRights {
  dn: string;
  operations: { key: string; allowed: boolean }[];
}

/** POST `catalog/delegatedAdmin/rights` `{permissions: [{id}]}`: the caller's operations on each object. */
export async function fetchObjectRights(
  core: IdmCore,
  dns: readonly string[],
  signal?: AbortSignal,
): Promise<ObjectRights[]> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/delegatedAdmin/rights'),
      body: { permissions: dns.map((id) => ({ id })) },
      signal,
    }),
  );
  return asArray(body.opertionPermissionMap)
    .map(asObject)
    .map((o) => ({
      dn: asString(o.permissionDn),
      operations: asArray(o.operationAccessMap)
        .map(asObject)
        .map((op) => ({ key: asString(op.key), allowed: asBoolean(op.value) })),
    }));
}
