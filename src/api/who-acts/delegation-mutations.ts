import type { IdmCore } from '../../core';
import { changed } from './delegation-delete';
import { useWhoActsMutation } from './mutation';
import { guarded, type VersionField } from '../versions';
import { readDelegation, type Delegation } from './delegation-list';
import { delegationPayload, type DelegationInput } from './delegations';

/** POST access/delegation (new) or PUT access/delegation (with its assignmentId). */
export async function saveDelegation(core: IdmCore, input: DelegationInput): Promise<Delegation> {
  const body = await core.http.request<unknown>({
    method: input.id ? 'PUT' : 'POST',
    url: core.http.rest('access/delegation'),
    body: delegationPayload(input),
  });
  return readDelegation(body);
}

/** Saves a delegation; its fault is left to the form, which shows it beside the period. */
export const useSaveDelegation = () =>
  useWhoActsMutation<DelegationInput & VersionField, Delegation>({
    run: guarded(saveDelegation),
    invalidate: changed,
    quietFault: true,
    message: (core, saved, input) =>
      core.i18n.t(input.id ? 'delegation.saved' : 'delegation.created', { name: saved.delegate.name }),
  });

export { deleteDelegations, useDeleteDelegations } from './delegation-delete';
