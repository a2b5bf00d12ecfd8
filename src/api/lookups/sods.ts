import type { IdmCore } from '../../core';
import { asArray, asObject, asString, lookupQueryParams, page, readNextIndex, readTotal } from './read';
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
  const o = asObject(value);
  const dn = asString(o.id ?? o.dn);
  return {
    dn,
    name: asString(o.name) || dn,
    description: asString(o.description),
    roles: asArray(o.roles).map((r) => {
      const role = asObject(r);
      const roleDn = asString(role.id ?? role.dn);
      return { dn: roleDn, name: asString(role.name) || roleDn };
    }),
  };
}

/** GET `catalog/sods` (q, nextIndex, size, sortBy, sortOrder). */
export async function fetchSods(core: IdmCore, params: SodLookupQuery = {}, signal?: AbortSignal): Promise<LookupPage<SodLookupItem>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('catalog/sods'),
      query: { ...lookupQueryParams(params), sortBy: params.sortBy },
      signal,
    }),
  );
  return page(asArray(body.sods).map(readSodLookupItem), readNextIndex(body), readTotal(body, 'total', 'totalSize'));
}

/**
 * POST `catalog/sods/sod` `{sods: [{id}]}`: the full definitions of several SoD rules (their roles
 * among them), for a list answer that does not name the roles.
 */
export async function fetchSodDetails(core: IdmCore, ids: readonly string[], signal?: AbortSignal): Promise<SodLookupItem[]> {
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
