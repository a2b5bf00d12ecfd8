import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { accessKeys } from '../access/keys';
import { aboutRole, catalogAdminKeys, roleLists } from './keys';
import { writeForFeedback, useCatalogMutation } from './mutation';

/* Deleting roles: apart from role-mutations.ts, so that the role list does not load the role editor's calls. */

/**
 * DELETE `catalog/roles/role` `{roles: [{id}]}`. A role with assignments goes to Pending Delete; the answer
 * names what failed and the SoD rules that name a role.
 */
export async function deleteRoles(core: IdmCore, dns: readonly string[]): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'catalog/roles/role', { roles: dns.map((id) => ({ id })) });
}

export const useDeleteRoles = () =>
  useCatalogMutation<readonly string[], StructuredFeedback>({
    run: deleteRoles,
    invalidate: (dns) => [...roleLists(), ...dns.flatMap(aboutRole), catalogAdminKeys.kind('sods'), accessKeys.all],
    report: (_core, feedback) => ({ feedback }),
  });
