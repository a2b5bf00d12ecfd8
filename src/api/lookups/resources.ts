import type { IdmCore } from '../../core';
import {
  asArray, asNumber, asObject, asString, lookupQueryParams, page, readCategories, readNextIndex, readOwners, readTotal,
} from './read';
import type { CategoryRef, LookupPage, LookupQuery, OwnerRef } from './types';

export interface ResourceLookupQuery extends LookupQuery {
  /** Only resources in any of these categories (sent comma-separated). */
  categoryKeys?: readonly string[];
  /** 'name' (default) or 'description'. */
  sortBy?: 'name' | 'description';
}

export interface ResourceLookupItem {
  /** The resource's DN (the contract's `id`). */
  dn: string;
  name: string;
  description: string;
  categories: CategoryRef[];
  owners: OwnerRef[];
  /** DN of the driver of its entitlement, '' for a resource without one. */
  driverDn: string;
  /** DN of the entitlement it grants, '' for none. */
  entitlementDn: string;
  status: number;
}

export function readResourceLookupItem(value: unknown): ResourceLookupItem {
  const o = asObject(value);
  const dn = asString(o.id ?? o.dn);
  const entitlement = asObject(asArray(o.entitlements)[0]);
  return {
    dn,
    name: asString(o.name) || dn,
    description: asString(o.description),
    categories: readCategories(o.categories),
    owners: readOwners(o.owners),
    driverDn: asString(o.driver),
    entitlementDn: asString(entitlement.id),
    status: asNumber(o.status) ?? 50,
  };
}

/** GET `catalog/resources/list` (q, nextIndex, size, sortBy, sortOrder, categoryKeys). */
export async function fetchResources(
  core: IdmCore,
  params: ResourceLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<ResourceLookupItem>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('catalog/resources/list'),
      query: {
        ...lookupQueryParams(params),
        sortBy: params.sortBy,
        categoryKeys: params.categoryKeys && params.categoryKeys.length > 0 ? params.categoryKeys.join(',') : undefined,
      },
      signal,
    }),
  );
  return page(asArray(body.resources).map(readResourceLookupItem), readNextIndex(body), readTotal(body, 'total', 'totalSize'));
}
