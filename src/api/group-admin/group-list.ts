import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type GroupNode } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString, page, readNextIndex, readTotal } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { groupAdminKeys } from './keys';

/*
 * The group list's read (`access/groups`) on its own: the list loads it without one group's and its members'
 * readers (`groups.ts`), which come with a group's page.
 */

/** A group as the administration shows it. */
export interface GroupDetails {
  dn: string;
  name: string;
  description: string;
  /** The directory container it lives in. */
  container: string;
  /** Null when the server does not say. */
  memberCount: number | null;
  /** Its members follow `memberQuery`; they cannot be added or removed by hand. */
  dynamic: boolean;
  memberQuery: string;
}

/** The contract's GroupNode, plus the sandbox's memberCount, dynamic and memberQuery when present. */
export function readGroup(value: unknown): GroupDetails {
  const o = contractAnswer<GroupNode>(value);
  const extra = asObject(value);
  const dn = asString(o.dn);
  const query = asString(extra.memberQuery);
  return {
    dn,
    name: asString(o.name) || dn,
    description: asString(o.description),
    container: asString(o.container) || dn.replace(/^(?:[^,\\]|\\.)*,/, ''),
    memberCount: asNumber(extra.memberCount) ?? null,
    dynamic: asBoolean(extra.dynamic) || query !== '',
    memberQuery: query,
  };
}

export interface GroupListQuery extends LookupQuery {
  sortBy?: 'name' | 'description';
}

/** GET `access/groups` (q, nextIndex, size, sortOrder, sortBy, searchCount=true): one page and the count. */
export async function fetchGroupList(
  core: IdmCore,
  query: GroupListQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<GroupDetails>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/groups'),
      query: {
        ...normalizeLookupParams(query),
        sortOrder: query.sortOrder,
        sortBy: query.sortBy,
        searchCount: 'true',
      },
      signal,
    }),
  );
  return page(asArray(body.groups).map(readGroup), readNextIndex(body), readTotal(body, 'totalCount', 'total'));
}

/** The list's query options (`groupAdminQueries.list`). */
export const groupListQuery = (core: IdmCore, query: GroupListQuery) =>
  queryOptions({
    queryKey: groupAdminKeys.list(query),
    queryFn: ({ signal }) => fetchGroupList(core, query, signal),
    placeholderData: keepPreviousData,
  });
