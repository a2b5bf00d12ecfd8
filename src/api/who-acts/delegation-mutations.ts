import type { IdmCore } from '../../core';
import { whoActsKeys } from './keys';
import { useWhoActsMutation } from './mutation';
import { guarded, type VersionField } from '../versions';
import { Delegation, DelegationInput, delegationPayload, readDelegation } from './delegations';

/** POST access/delegation (new) or PUT access/delegation (with its assignmentId). */
export async function saveDelegation(core: IdmCore, input: DelegationInput): Promise<Delegation> {
  const body = await core.http.request<unknown>({
    method: input.id ? 'PUT' : 'POST',
    url: core.http.rest('access/delegation'),
    body: delegationPayload(input),
  });
  return readDelegation(body);
}

/** DELETE access/delegation `{delegations: [{assignmentId}]}`. */
export async function deleteDelegations(core: IdmCore, ids: readonly string[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('access/delegation'),
    body: { delegations: ids.map((assignmentId) => ({ assignmentId })) },
  });
}

/** A delegation moves tasks and what one may be unavailable for: those lists refetch too. */
const changed = [
  whoActsKeys.kind('delegations'),
  whoActsKeys.kind('availability'),
  whoActsKeys.kind('availabilityPrds'),
];

/** Saves a delegation; its fault is left to the form, which shows it beside the period. */
export const useSaveDelegation = () =>
  useWhoActsMutation<DelegationInput & VersionField, Delegation>({
    run: guarded(saveDelegation),
    invalidate: changed,
    quietFault: true,
    message: (core, saved, input) =>
      core.i18n.t(input.id ? 'delegation.saved' : 'delegation.created', { name: saved.delegate.name }),
  });

export const useDeleteDelegations = () =>
  useWhoActsMutation<readonly string[], void>({
    run: deleteDelegations,
    invalidate: changed,
    message: (core, _r, ids) => core.i18n.t('delegation.deleted', { number: ids.length }),
  });
