import type { IdmCore } from '../../core';
import { contractAnswer, type ResourceNode } from '../../domain/contract';
import {
  asArray,
  asNumber,
  asObject,
  asString,
  getLookupPage,
  joined,
  lookupQueryParams,
  readCategories,
  readNamed,
  readOwners,
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
  const o = contractAnswer<ResourceNode>(value);
  const entitlement = asObject(asArray(o.entitlements)[0]);
  return {
    ...readNamed(o),
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
  return getLookupPage(
    core,
    'catalog/resources/list',
    {
      ...lookupQueryParams(params),
      sortBy: params.sortBy,
      categoryKeys: joined(params.categoryKeys),
    },
    signal,
    'resources',
    readResourceLookupItem,
    'total',
    'totalSize',
  );
}
