import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { asArray, asObject } from '../lookups/read';
import { whoActsKeys } from './keys';
import type { PeriodInput } from './period';
import { fetchDelegationCategories, fetchDelegationRelationships, fetchDelegationRequests } from './delegation-options';
import { delegationListQuery, readDelegation, type Delegation } from './delegation-list';
export type { NamedRef } from './period';
export {
  delegationListQuery,
  fetchDelegations,
  readDelegation,
  type Delegation,
  type DelegationListQuery,
} from './delegation-list';

export interface DelegationInput extends PeriodInput {
  id?: string;
  /** Whose tasks (the signed-in user when left out). */
  delegatorDn?: string;
  delegateDn: string | null;
  relationship: string | null;
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
  list: delegationListQuery,
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
