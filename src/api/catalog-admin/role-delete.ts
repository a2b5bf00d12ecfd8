import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { accessKeys } from '../access/keys';
import { aboutRole, catalogAdminKeys, roleLists } from './keys';
import { writeForFeedback } from './mutation';
import { runCatalogMutation } from './run-mutation';

/* Deleting roles: apart from role-mutations.ts, so that the role list does not load the role editor's calls. */

/**
 * DELETE `catalog/roles/role` `{roles: [{id}]}`. A role with assignments goes to Pending Delete; the answer
 * names what failed and the SoD rules that name a role.
 */
export async function deleteRoles(core: IdmCore, dns: readonly string[]): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'catalog/roles/role', { roles: dns.map((id) => ({ id })) });
}

const ROLE_DELETION = {
  run: deleteRoles,
  invalidate: (dns: readonly string[]) => [
    ...roleLists(),
    ...dns.flatMap(aboutRole),
    catalogAdminKeys.kind('sods'),
    accessKeys.all,
  ],
  report: (_core: IdmCore, feedback: StructuredFeedback) => ({ feedback }),
};

/**
 * Deletes roles: the banner shows the answer, the lists refetch. A plain function, not a hook: the role list loads it
 * when rows are first chosen.
 */
export const removeRoles = (core: IdmCore, dns: readonly string[]) => runCatalogMutation(core, ROLE_DELETION, dns);
