import type { IdmCore } from '../../core';
import { asArray, asBoolean, asObject, asString, lookupQueryParams, page, readNextIndex, readTotal } from './read';
import type { LookupPage, LookupQuery } from './types';

/** A code-map view of an entitlement (spec: queryKey, displayName, viewID). */
export interface EntitlementView {
  viewID: string;
  displayName: string;
  queryKey: string;
}

export interface DriverItem {
  /** The driver's DN (the contract's `id`). */
  dn: string;
  name: string;
}

export interface EntitlementItem {
  /** The entitlement's DN (the contract's `id`). */
  dn: string;
  name: string;
  description: string;
  driverDn: string;
  driverName: string;
  isSingleValued: boolean;
  /** True when values are picked per logical system (the entitlement has a `paramLogicSystem`). */
  hasLogicalSystem: boolean;
  views: EntitlementView[];
}

export interface DriverEntitlementsQuery {
  driverDn: string;
  driverName?: string;
  /** Only entitlements that support CPRS (`cprsSupported=true`). */
  cprsSupported?: boolean;
}

export function readDriver(value: unknown): DriverItem {
  const o = asObject(value);
  const dn = asString(o.id ?? o.dn);
  return { dn, name: asString(o.name) || dn };
}

export function readEntitlement(value: unknown, driver: DriverItem): EntitlementItem {
  const o = asObject(value);
  const dn = asString(o.id);
  return {
    dn,
    name: asString(o.displayName) || dn,
    description: asString(o.description),
    driverDn: driver.dn,
    driverName: asString(o.driverName) || driver.name,
    isSingleValued: asBoolean(o.isSingleValued),
    hasLogicalSystem: asString(o.paramLogicSystem) !== '',
    views: asArray(o.views).map((v) => {
      const view = asObject(v);
      return {
        viewID: asString(view.viewID),
        displayName: asString(view.displayName),
        queryKey: asString(view.queryKey),
      };
    }),
  };
}

/** GET `catalog/drivers` (q, nextIndex, size): the drivers that have entitlements. */
export async function fetchDrivers(
  core: IdmCore,
  params: LookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<DriverItem>> {
  const { sortOrder: _ignored, ...query } = params;
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('catalog/drivers'),
      query: lookupQueryParams(query),
      signal,
    }),
  );
  return page(asArray(body.drivers).map(readDriver), readNextIndex(body), readTotal(body, 'total'));
}

/** POST `catalog/drivers/driver?cprsSupported=` with `{id, name}`: the driver's entitlements (driver tree children). */
export async function fetchDriverEntitlements(
  core: IdmCore,
  params: DriverEntitlementsQuery,
  signal?: AbortSignal,
): Promise<EntitlementItem[]> {
  const driver: DriverItem = { dn: params.driverDn, name: params.driverName ?? '' };
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/drivers/driver'),
      query: { cprsSupported: params.cprsSupported ?? false },
      body: { id: driver.dn, name: driver.name },
      signal,
    }),
  );
  const answered = readDriver(body);
  return asArray(body.entitlements).map((e) =>
    readEntitlement(e, { dn: driver.dn, name: driver.name || answered.name }),
  );
}
