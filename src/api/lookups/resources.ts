import type { IdmCore } from '../../core';
import { contractAnswer, type ResourceNode } from '../../domain/contract';
import { asArray, asObject, asString } from './read';
import { getCatalogPage, readCatalogItem, type CatalogItem, type CatalogListQuery } from './catalog-page';
import type { LookupPage } from './types';

export type ResourceLookupQuery = CatalogListQuery;

export interface ResourceLookupItem extends CatalogItem {
  /** DN of the driver of its entitlement, '' for a resource without one. */
  driverDn: string;
  /** DN of the entitlement it grants, '' for none. */
  entitlementDn: string;
}

export function readResourceLookupItem(value: unknown): ResourceLookupItem {
  const o = contractAnswer<ResourceNode>(value);
  const entitlement = asObject(asArray(o.entitlements)[0]);
  return {
    ...readCatalogItem(o),
    driverDn: asString(o.driver),
    entitlementDn: asString(entitlement.id),
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
