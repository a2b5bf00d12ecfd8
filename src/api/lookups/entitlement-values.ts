import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asObject, asString, page, readNextIndex, readTotal } from './read';
import type { LookupPage } from './types';

export interface EntitlementValuesQuery {
  driverDn: string;
  entitlementDn: string;
  /** The search; blank becomes '*'. */
  q?: string | null;
  /** Page size (sent as `pageSize`), normalised like every lookup size. */
  size?: number | null;
  nextIndex?: number | null;
}

export interface EntitlementValueItem {
  /** The value itself (what gets assigned). */
  value: string;
  /** Its display text. */
  displayName: string;
  description: string;
  entitlementDn: string;
}

export function readEntitlementValue(value: unknown, entitlementDn: string): EntitlementValueItem {
  const o = asObject(value);
  const raw = asString(o.value ?? o.id);
  return {
    value: raw,
    displayName: asString(o.valueDisplayName) || asString(o.name) || raw,
    description: asString(o.description),
    entitlementDn: asString(o.entitlementName) || entitlementDn,
  };
}

/**
 * POST `catalog/drivers/entitlementValues/listV2` (query `query`, `pageSize`, `nextIndex`; body the driver
 * node with the one entitlement): a page of an entitlement's values.
 */
export async function fetchEntitlementValues(
  core: IdmCore,
  params: EntitlementValuesQuery,
  signal?: AbortSignal,
): Promise<LookupPage<EntitlementValueItem>> {
  const { q, size, nextIndex } = normalizeLookupParams(params);
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/drivers/entitlementValues/listV2'),
      query: { query: q, pageSize: size, nextIndex },
      body: { id: params.driverDn, entitlements: [{ id: params.entitlementDn }] },
      signal,
    }),
  );
  const items = asArray(body.entitlementValues).map((v) => readEntitlementValue(v, params.entitlementDn));
  return page(items, readNextIndex(body), readTotal(body, 'total'));
}

export interface EntitlementViewValuesQuery {
  /** The entitlement whose view this is (what each value belongs to). */
  entitlementDn: string;
  /** The entitlement's code-map view (EntitlementView.viewID). */
  viewId: string;
  q?: string | null;
  size?: number | null;
  nextIndex?: number | null;
}

/**
 * POST `catalog/drivers/driverEntitlementViewValues/listV2` (query `query`, `pageSize`, `nextIndex`; body an
 * EntitlementListNode naming the view): a page of the values an entitlement's view shows.
 */
export async function fetchEntitlementViewValues(
  core: IdmCore,
  params: EntitlementViewValuesQuery,
  signal?: AbortSignal,
): Promise<LookupPage<EntitlementValueItem>> {
  const { q, size, nextIndex } = normalizeLookupParams(params);
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/drivers/driverEntitlementViewValues/listV2'),
      query: { query: q, pageSize: size, nextIndex },
      body: { entitlements: [{ id: params.entitlementDn, views: [{ viewID: params.viewId }] }] },
      signal,
    }),
  );
  const items = asArray(body.entitlementValues).map((v) => readEntitlementValue(v, params.entitlementDn));
  return page(items, readNextIndex(body), readTotal(body, 'total'));
}
