import type { IdmCore } from '../../core';
import { accessKeys } from '../access/keys';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { lookupKeys } from '../lookups/keys';
import { peopleRootKey } from '../people/root-key';
import { groupAdminKeys } from './keys';

/*
 * The group list's one write (deleting groups) and what every group write refreshes, on their own: the list
 * loads them without the editors' calls (`mutations.ts`), which come with a group's page.
 */

/** DELETE `access/groups` `{dn}`, one call per group; answers the DNs deleted (the first failure rejects). */
export async function deleteGroups(core: IdmCore, dns: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const dn of dns) {
    await core.http.request<unknown>({ method: 'DELETE', url: core.http.rest('access/groups'), body: { dn } });
    deleted.push(dn);
  }
  return deleted;
}

/**
 * What a group change reaches: the group lists and pickers, memberships on people's pages, and what members
 * hold through the group (assignments).
 */
export const groupKeys = () => [
  groupAdminKeys.all,
  lookupKeys.kind('groups'),
  lookupKeys.kind('groupMembers'),
  peopleRootKey,
  accessKeys.all,
];

export const useDeleteGroups = () =>
  useCatalogMutation<readonly string[], string[]>({
    run: deleteGroups,
    invalidate: groupKeys,
    report: (core, deleted) => ({ message: core.i18n.t('groupAdmin.deleted', { number: deleted.length }) }),
  });
