import type { IdmCore } from '../../core';
import { whoActsKeys } from './keys';
import { useWhoActsMutation } from './mutation';

/*
 * The delegation list's one write (deleting delegations) and what every delegation write refreshes, on their own:
 * the list loads them without the form's save (`delegation-mutations.ts`).
 */

/** DELETE access/delegation `{delegations: [{assignmentId}]}`. */
export async function deleteDelegations(core: IdmCore, ids: readonly string[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('access/delegation'),
    body: { delegations: ids.map((assignmentId) => ({ assignmentId })) },
  });
}

/** A delegation moves tasks and what one may be unavailable for: those lists refetch too. */
export const changed = [
  whoActsKeys.kind('delegations'),
  whoActsKeys.kind('availability'),
  whoActsKeys.kind('availabilityPrds'),
];

export const useDeleteDelegations = () =>
  useWhoActsMutation<readonly string[], void>({
    run: deleteDelegations,
    invalidate: changed,
    message: (core, _r, ids) => core.i18n.t('delegation.deleted', { number: ids.length }),
  });
