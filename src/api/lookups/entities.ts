import type { IdmCore } from '../../core';
import { advSearchParam, asArray, asObject, asString, lookupQueryParams, page, readNextIndex, readTotal } from './read';
import type { LookupPage, LookupQuery } from './types';

export interface EntityLookupQuery extends LookupQuery {
  /** The entity definition key, e.g. 'user'. */
  entityKey: string;
  /** Attributes searched and shown (sent comma-separated), e.g. ['FirstName', 'LastName']. */
  searchKeys?: readonly string[];
  /** Advanced search, attribute key → value (`advSearch=FirstName:Ann`). */
  advSearch?: Readonly<Record<string, string>>;
  sortBy?: string;
  /** Client settings id; the core's when left out. */
  clientId?: string;
}

export interface EntityLookupItem {
  dn: string;
  /** The search-key attributes' first values joined by spaces (the DN when none has a value). */
  displayValue: string;
  /** First value (display text for DN values) of each attribute, by key. */
  attributes: Record<string, string>;
}

export function readEntityLookupItem(value: unknown, searchKeys: readonly string[] = []): EntityLookupItem {
  const o = asObject(value);
  const dn = asString(o.dn);
  const attributes: Record<string, string> = {};
  for (const node of asArray(o.attributes)) {
    const a = asObject(node);
    const key = asString(a.key);
    const first = asObject(asArray(a.attributeValues)[0]);
    if (key) attributes[key] = asString(first.value ?? first.$);
  }
  const shown = (searchKeys.length > 0 ? searchKeys : Object.keys(attributes))
    .map((k) => attributes[k] ?? '')
    .filter((v) => v !== '');
  return { dn, displayValue: shown.join(' ') || dn, attributes };
}

/** GET `access/entities/list` (entityKey, q, nextIndex, size, sortBy, sortOrder, clientId, searchKeys, advSearch). */
export async function fetchEntities(
  core: IdmCore,
  params: EntityLookupQuery,
  signal?: AbortSignal,
): Promise<LookupPage<EntityLookupItem>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/entities/list'),
      query: {
        ...lookupQueryParams(params),
        entityKey: params.entityKey,
        sortBy: params.sortBy,
        clientId: params.clientId ?? core.options.clientId,
        searchKeys: params.searchKeys && params.searchKeys.length > 0 ? params.searchKeys.join(',') : undefined,
        advSearch: advSearchParam(params.advSearch),
      },
      signal,
    }),
  );
  const items = asArray(body.entityList).map((e) => readEntityLookupItem(e, params.searchKeys));
  return page(items, readNextIndex(body), readTotal(body, 'totalCount', 'total'));
}
