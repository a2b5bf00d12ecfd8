import { withVersion } from '../versions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { commonName } from '../../domain/format';
import { memberQuery } from '../../domain/group-admin';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asObject, page, readNextIndex, readRecipient, readTotal } from '../lookups/read';
import type { LookupPage, LookupQuery, Recipient } from '../lookups/types';
import { groupAdminKeys } from './keys';
import { fetchGroupList, groupListQuery, readGroup, type GroupDetails } from './group-list';

export { fetchGroupList, groupListQuery, readGroup, type GroupDetails, type GroupListQuery } from './group-list';

/**
 * One group by DN: POST `access/groups/group` `{dn}` (the sandbox's; not in the contract), else — a server
 * without that call — the list searched by the group's name (GET `access/groups?q=`), matched by DN.
 */
export async function fetchGroup(core: IdmCore, dn: string, signal?: AbortSignal): Promise<GroupDetails> {
  try {
    return readGroup(
      await core.http.request<unknown>({
        method: 'POST',
        url: core.http.rest('access/groups/group'),
        body: { dn },
        signal,
      }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    const name = commonName(dn);
    const found = (await fetchGroupList(core, { q: name, size: 300 }, signal)).items.find(
      (group) => group.dn.toLowerCase() === dn.toLowerCase(),
    );
    if (!found) throw error;
    return found;
  }
}

export interface GroupMemberQuery extends LookupQuery {
  groupDn: string;
}

/**
 * POST `access/groups/members` (query q — '*' when empty —, nextIndex = first row + 1, size, sortOrder; body
 * `{dn}`): one page of a group's members.
 */
export async function fetchGroupMemberPage(
  core: IdmCore,
  { groupDn, ...query }: GroupMemberQuery,
  signal?: AbortSignal,
): Promise<LookupPage<Recipient>> {
  const { size, nextIndex } = normalizeLookupParams(query);
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/groups/members'),
      query: { q: memberQuery(query.q ?? ''), nextIndex, size, sortOrder: query.sortOrder },
      body: { dn: groupDn },
      signal,
    }),
  );
  return page(asArray(body.recipients).map(readRecipient), readNextIndex(body), readTotal(body, 'total'));
}

export const groupAdminQueries = {
  list: groupListQuery,
  details: (core: IdmCore, dn: string) =>
    queryOptions({
      queryKey: groupAdminKeys.of('group', dn),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchGroup(c, dn, signal)),
      enabled: dn !== '',
    }),
  members: (core: IdmCore, query: GroupMemberQuery) =>
    queryOptions({
      queryKey: groupAdminKeys.of('members', query.groupDn, query),
      queryFn: ({ signal }) => fetchGroupMemberPage(core, query, signal),
      placeholderData: keepPreviousData,
      enabled: query.groupDn !== '',
    }),
};
