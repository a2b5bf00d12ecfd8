import type { IdmCore } from '../../core';
import { asArray, asObject, lookupQueryParams, page, readNextIndex, readRecipient, readTotal } from './read';
import type { LookupPage, LookupQuery, Recipient } from './types';

export interface GroupMembersQuery extends LookupQuery {
  groupDn: string;
}

/**
 * POST `access/groups/members` (query nextIndex, q, size, sortOrder; body `{dn}`): the members of a
 * group for the group members dialog. An empty search is sent as '*' (spec section 5).
 */
export async function fetchGroupMembers(
  core: IdmCore,
  params: GroupMembersQuery,
  signal?: AbortSignal,
): Promise<LookupPage<Recipient>> {
  const { groupDn, ...query } = params;
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/groups/members'),
      query: lookupQueryParams(query),
      body: { dn: groupDn },
      signal,
    }),
  );
  return page(asArray(body.recipients).map(readRecipient), readNextIndex(body), readTotal(body, 'total'));
}
