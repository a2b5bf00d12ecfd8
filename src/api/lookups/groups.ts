import type { IdmCore } from '../../core';
import { contractAnswer, type GroupNode } from '../../domain/contract';
import { asString, getLookupPage, lookupQueryParams } from './read';
import type { LookupPage, LookupQuery } from './types';

export interface GroupLookupQuery extends LookupQuery {
  /** Ask the server to count the matches (`searchCount=true`); default true. */
  count?: boolean;
}

export interface GroupLookupItem {
  dn: string;
  name: string;
  description: string;
  container: string;
}

export function readGroupLookupItem(value: unknown): GroupLookupItem {
  const o = contractAnswer<GroupNode>(value);
  const dn = asString(o.dn);
  return { dn, name: asString(o.name) || dn, description: asString(o.description), container: asString(o.container) };
}

/** GET `access/groups` (q, nextIndex, size, sortOrder, searchCount). */
export async function fetchGroups(
  core: IdmCore,
  params: GroupLookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<GroupLookupItem>> {
  return getLookupPage(
    core,
    'access/groups',
    { ...lookupQueryParams(params), searchCount: params.count === false ? undefined : 'true' },
    signal,
    'groups',
    readGroupLookupItem,
    'totalCount',
    'total',
  );
}
