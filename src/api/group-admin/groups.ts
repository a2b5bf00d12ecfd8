import { withVersion } from '../versions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type GroupNode } from '../../domain/contract';
import { commonName } from '../../domain/format';
import { memberQuery } from '../../domain/group-admin';
import { normalizeLookupParams } from '../../domain/lookup';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  page,
  readNextIndex,
  readRecipient,
  readTotal,
} from '../lookups/read';
import type { LookupPage, LookupQuery, Recipient } from '../lookups/types';
import { groupAdminKeys } from './keys';

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
  list: (core: IdmCore, query: GroupListQuery) =>
    queryOptions({
      queryKey: groupAdminKeys.list(query),
      queryFn: ({ signal }) => fetchGroupList(core, query, signal),
      placeholderData: keepPreviousData,
    }),
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
