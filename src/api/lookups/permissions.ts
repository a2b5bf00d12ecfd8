import type { IdmCore } from '../../core';
import { contractAnswer, type PermissionNode } from '../../domain/contract';
import { asBoolean, asString, asStrings, getLookupPage, lookupQueryParams } from './read';
import type { LookupPage, LookupQuery } from './types';

export type PermissionType = 'ROLE' | 'RESOURCE' | 'PRD';

export interface PermissionLookupQuery extends Omit<LookupQuery, 'sortOrder'> {
  /** Which kinds (repeated `type=`); all three when left out. */
  types?: readonly PermissionType[];
  /** Answer fields (repeated `column=`), e.g. ['name', 'description', 'categories']. */
  columns?: readonly string[];
  /** True: sorted by name; false (default): by relevance. */
  sortByName?: boolean;
}

export interface PermissionLookupItem {
  dn: string;
  id: string;
  name: string;
  description: string;
  /** 'ROLE', 'RESOURCE' or 'PRD' as the server says. */
  entityType: string;
  categories: string[];
  bulkRequestable: boolean;
  multiAssignable: boolean;
}

export function readPermissionLookupItem(value: unknown): PermissionLookupItem {
  const o = contractAnswer<PermissionNode & { description: unknown }>(value);
  const dn = asString(o.dn) || asString(o.id);
  return {
    dn,
    id: asString(o.id) || dn,
    name: asString(o.name) || dn,
    description: asString(o.desc ?? o.description),
    entityType: asString(o.entityType).toUpperCase(),
    categories: asStrings(o.categories),
    bulkRequestable: asBoolean(o.bulkRequestable),
    multiAssignable: asBoolean(o.multiAssignable),
  };
}

/**
 * GET `access/permissions` (q, size, nextIndex, sortByName, repeated type and column): the permission
 * index. In proxy mode the proxied user goes along as `proxyUser`.
 */
export async function fetchPermissions(
  core: IdmCore,
  params: PermissionLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<PermissionLookupItem>> {
  return getLookupPage(
    core,
    'access/permissions',
    {
      ...lookupQueryParams(params),
      sortByName: params.sortByName ?? false,
      type: params.types && params.types.length > 0 ? params.types : undefined,
      column: params.columns && params.columns.length > 0 ? params.columns : undefined,
      proxyUser: core.stores.$proxy.get()?.dn,
    },
    signal,
    'permissions',
    readPermissionLookupItem,
    'total',
  );
}
