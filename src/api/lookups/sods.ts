import type { IdmCore } from '../../core';
import { contractAnswer, type SodNode } from '../../domain/contract';
import { asArray, asObject, getLookupPage, lookupQueryParams, readNamed } from './read';
import type { LookupPage, LookupQuery } from './types';

export interface SodLookupQuery extends LookupQuery {
  sortBy?: 'name' | 'description';
}

export interface SodLookupItem {
  /** The SoD rule's DN (the contract's `id`). */
  dn: string;
  name: string;
  description: string;
  /** The two conflicting roles. */
  roles: { dn: string; name: string }[];
}

export function readSodLookupItem(value: unknown): SodLookupItem {
  const o = contractAnswer<SodNode>(value);
  return {
    ...readNamed(o),
    roles: asArray(o.roles).map((r) => {
      const { dn, name } = readNamed(asObject(r));
      return { dn, name };
    }),
  };
}

/** GET `catalog/sods` (q, nextIndex, size, sortBy, sortOrder). */
export async function fetchSods(
  core: IdmCore,
  params: SodLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<SodLookupItem>> {
  return getLookupPage(
    core,
    'catalog/sods',
    { ...lookupQueryParams(params), sortBy: params.sortBy },
    signal,
    'sods',
    readSodLookupItem,
    'total',
    'totalSize',
  );
}

/**
 * POST `catalog/sods/sod` `{sods: [{id}]}`: the full definitions of several SoD rules (their roles
 * among them), for a list answer that does not name the roles.
 */
export async function fetchSodDetails(
  core: IdmCore,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<SodLookupItem[]> {
  if (ids.length === 0) return [];
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/sods/sod'),
      query: { nextIndex: 1, size: ids.length },
      body: { sods: ids.map((id) => ({ id })) },
      signal,
    }),
  );
  return asArray(body.sods).map(readSodLookupItem);
}
