import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { accessKeys } from '../access/keys';
import { writeForFeedback, useCatalogMutation } from '../catalog-admin/mutation';
import { queryKeys } from '../keys';
import { lookupKeys } from '../lookups/keys';
import { teamAdminKeys } from './keys';

/*
 * The team list's one write (deleting teams) and what every team write refreshes, on their own: the list loads
 * them without the editors' calls (`mutations.ts`), which come with a team's page.
 */

/**
 * A team or its permissions change what its managers see at once: the team choosers, Request Access on
 * behalf of others, the team tabs of Tasks and History, and the signed-in user's team rights.
 */
export const teamKeys = () => [
  teamAdminKeys.all,
  lookupKeys.kind('teams'),
  accessKeys.requestAccess(''),
  accessKeys.tasks,
  accessKeys.history,
  queryKeys.userRights(),
];

/** DELETE `access/teams` `{teams: [{dn}]}`. */
export async function deleteTeams(core: IdmCore, dns: readonly string[]): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'access/teams', { teams: dns.map((dn) => ({ dn })) });
}

export const useDeleteTeams = () =>
  useCatalogMutation<readonly string[], StructuredFeedback>({
    run: deleteTeams,
    invalidate: teamKeys,
    report: (_core, feedback) => ({ feedback }),
  });
