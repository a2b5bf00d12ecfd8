import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { asArray, asNumber, asObject, getLookupPage, lookupQueryParams, readNamed } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { catalogAdminKeys } from './keys';

/*
 * The SoD list's reader, apart from the rule's details (sod-read.ts): the list shows the name, description and
 * the two roles, so it loads neither the localized texts' nor the approvers' readers.
 */

export interface SodListQuery extends LookupQuery {
  sortBy?: 'name' | 'description';
}

/** One rule as the list shows it. */
export interface SodListItem {
  dn: string;
  name: string;
  description: string;
  /** The two conflicting roles. */
  roles: { dn: string; name: string; level: number }[];
}

export function readSodRoles(value: unknown): SodListItem['roles'] {
  return asArray(value).map((r) => {
    const role = asObject(r);
    return { ...readNamed(role), level: asNumber(role.level) ?? asNumber(asObject(role.roleLevel).level) ?? 0 };
  });
}

const readSodListItem = (value: unknown): SodListItem => ({
  ...readNamed(asObject(value)),
  roles: readSodRoles(contractAnswer<ContractSchema<'SodNode'>>(value).roles),
});

/** GET `catalog/sods` (q, nextIndex, size, sortBy, sortOrder): SoD rules with their two roles. */
export async function fetchSodList(
  core: IdmCore,
  query: SodListQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<SodListItem>> {
  const sodQuery = { ...lookupQueryParams(query), sortBy: query.sortBy };
  return getLookupPage(core, 'catalog/sods', sodQuery, signal, 'sods', readSodListItem, 'total', 'totalSize');
}

export const sodListQuery = (core: IdmCore, query: SodListQuery) =>
  queryOptions({
    queryKey: catalogAdminKeys.list('sods', query),
    queryFn: ({ signal }) => fetchSodList(core, query, signal),
    placeholderData: keepPreviousData,
  });
