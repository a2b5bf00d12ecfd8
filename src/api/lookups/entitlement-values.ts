import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { asObject, asString, postObject, readPage } from './read';
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
  const body = { id: params.driverDn, entitlements: [{ id: params.entitlementDn }] };
  return postValuesPage(core, 'catalog/drivers/entitlementValues/listV2', params, body, signal);
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
  const body = { entitlements: [{ id: params.entitlementDn, views: [{ viewID: params.viewId }] }] };
  return postValuesPage(core, 'catalog/drivers/driverEntitlementViewValues/listV2', params, body, signal);
}

/** POST one of the value lists: the search as `query`, the page size as `pageSize`. */
async function postValuesPage(
  core: IdmCore,
  path: string,
  params: Omit<EntitlementViewValuesQuery, 'viewId'>,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<LookupPage<EntitlementValueItem>> {
  const { q, size, nextIndex } = normalizeLookupParams(params);
  const answer = await postObject(core, path, body, { query: q, pageSize: size, nextIndex }, signal);
  return readPage(answer, 'entitlementValues', (v) => readEntitlementValue(v, params.entitlementDn), 'total');
}
