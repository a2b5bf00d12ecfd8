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
