import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asNumber, asObject, asString, page, readNextIndex } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { whoActsKeys } from './keys';
import { readPeriod, readRef, type NamedRef, type Period, type PeriodInput } from './period';
import { fetchDelegationCategories, fetchDelegationRelationships, fetchDelegationRequests } from './delegation-options';
export type { NamedRef } from './period';

type DelegationNode = ContractSchema<'DelegationNode'>;

/** One delegation: who hands which approval tasks to whom, from when until when (`end` null: no end). */
export interface Delegation extends Period {
  id: string;
  delegator: NamedRef;
  delegate: NamedRef;
  /** The relationship the delegate comes from ('manager'), or null for a chosen user. */
  relationship: string | null;
}

export interface DelegationInput extends PeriodInput {
  id?: string;
  /** Whose tasks (the signed-in user when left out). */
  delegatorDn?: string;
  delegateDn: string | null;
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

/** The DelegationNode that create (POST) and update (PUT access/delegation) send. */
export function delegationPayload(input: DelegationInput): Record<string, unknown> {
  return {
    ...(input.id ? { assignmentId: input.id } : {}),
    ...(input.delegatorDn ? { assignFromUsers: [{ dn: input.delegatorDn }] } : {}),
    ...(input.relationship
      ? { assignToRelationship: { key: input.relationship } }
      : { assignToUsers: input.delegateDn ? [{ dn: input.delegateDn }] : [] }),
    allRequests: input.allRequests,
    requestDefs: input.allRequests ? [] : input.requestDefs.map((d) => ({ dn: d.dn, name: d.name })),
    effectiveDate: input.start,
    isExpires: input.end !== null,
    ...(input.end !== null ? { expiryDate: input.end } : {}),
    type: input.relationship ? 'relationship' : 'user',
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

/**
 * One delegation by id, for whoever may change it (its delegator, administrators, team managers who may):
 * POST access/delegation/list `?assignmentId=` (a sandbox extension; a server without it answers a list, which
 * is searched for the id). Undefined when it is not there.
 */
export async function fetchDelegation(
  core: IdmCore,
  id: string,
  signal?: AbortSignal,
): Promise<Delegation | undefined> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/delegation/list'),
      query: { assignmentId: id },
      body: {},
      signal,
    }),
  );
  return asArray(body.delegations)
    .map(readDelegation)
    .find((d) => d.id === id);
}

export const delegationQueries = {
  list: (core: IdmCore, query: DelegationListQuery) =>
    queryOptions({
      queryKey: whoActsKeys.of('delegations', query),
      queryFn: ({ signal }) => fetchDelegations(core, query, signal),
      placeholderData: keepPreviousData,
    }),
  categories: (core: IdmCore) =>
    queryOptions({
      queryKey: whoActsKeys.kind('delegationCategories'),
      queryFn: ({ signal }) => fetchDelegationCategories(core, signal),
      staleTime: 5 * 60_000,
    }),
  requests: (core: IdmCore, category: string) =>
    queryOptions({
      queryKey: whoActsKeys.of('delegationRequests', category),
      queryFn: ({ signal }) => fetchDelegationRequests(core, category, signal),
      enabled: category !== '',
      staleTime: 5 * 60_000,
    }),
  relationships: (core: IdmCore) =>
    queryOptions({
      queryKey: whoActsKeys.kind('relationships'),
      queryFn: ({ signal }) => fetchDelegationRelationships(core, signal),
      staleTime: 5 * 60_000,
    }),
};
