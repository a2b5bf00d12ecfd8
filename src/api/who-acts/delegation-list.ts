import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asNumber, asObject, asString, page, readNextIndex } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { whoActsKeys } from './keys';
import { readPeriod, readRef, type NamedRef, type Period } from './period';

/*
 * The delegation list's read on its own: the list loads it without the editor's options (categories, requests,
 * relationships: `delegation-options.ts`) and its payload, which come with the form (`delegations.ts`).
 */

type DelegationNode = ContractSchema<'DelegationNode'>;

/** One delegation: who hands which approval tasks to whom, from when until when (`end` null: no end). */
export interface Delegation extends Period {
  id: string;
  delegator: NamedRef;
  delegate: NamedRef;
  /** The relationship the delegate comes from ('manager'), or null for a chosen user. */
  relationship: string | null;
}

export function readDelegation(value: unknown): Delegation {
  const o = contractAnswer<DelegationNode>(value);
  const relationship = asString(asObject(o.assignToRelationship).key);
  return {
    id: asString(o.assignmentId),
    delegator: readRef(asArray(o.assignFromUsers)[0]),
    delegate: readRef(asArray(o.assignToUsers)[0]),
    relationship: relationship === '' ? null : relationship,
    ...readPeriod(o, o.isExpires),
  };
}

export interface DelegationListQuery extends LookupQuery {
  /** Whose delegations: the signed-in user's when null; '*' every delegation (administrators). */
  userDn: string | null;
}

/**
 * The delegations of the signed-in user (GET access/delegation) or of another user (POST
 * access/delegation/list `{dn}`; administrators send no dn for everyone's), one page (q, nextIndex, size).
 */
export async function fetchDelegations(
  core: IdmCore,
  query: DelegationListQuery,
  signal?: AbortSignal,
): Promise<LookupPage<Delegation>> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const body = asObject(
    query.userDn === null
      ? await core.http.request<unknown>({
          url: core.http.rest('access/delegation'),
          query: { q, size, nextIndex },
          signal,
        })
      : await core.http.request<unknown>({
          method: 'POST',
          url: core.http.rest('access/delegation/list'),
          query: { q, size, nextIndex },
          body: query.userDn === '*' ? {} : { dn: query.userDn },
          signal,
        }),
  );
  const items = asArray(body.delegations).map(readDelegation);
  return page(items, readNextIndex(body), asNumber(body.totalDelegations));
}

/** The list's query options (`delegationQueries.list`). */
export const delegationListQuery = (core: IdmCore, query: DelegationListQuery) =>
  queryOptions({
    queryKey: whoActsKeys.of('delegations', query),
    queryFn: ({ signal }) => fetchDelegations(core, query, signal),
    placeholderData: keepPreviousData,
  });
