import type { IdmCore } from '../../core';
import { contractAnswer, type ResourceNode } from '../../domain/contract';
import { asArray, asNumber, asObject, asString, readCategories, readNamed, readOwners } from './read';
import { getCatalogPage, type CatalogListQuery } from './catalog-page';
import type { CategoryRef, LookupPage, OwnerRef } from './types';

export type ResourceLookupQuery = CatalogListQuery;

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
  return getCatalogPage(core, 'catalog/resources/list', 'resources', readResourceLookupItem, params, {}, signal);
}
