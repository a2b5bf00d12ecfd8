import { guarded, type VersionField } from '../versions';
import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { groupKeys } from './group-delete';
import { readGroup, type GroupDetails } from './group-list';

export interface GroupInput {
  name: string;
  description: string;
  /** Only when creating: the directory container. */
  container?: string;
}

/** POST `access/groups` (GroupNode: name, description, container): answers the new group. */
export async function createGroup(core: IdmCore, input: GroupInput): Promise<GroupDetails> {
  return readGroup(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/groups'),
      body: { name: input.name.trim(), description: input.description.trim(), container: input.container ?? '' },
    }),
  );
}

/** PUT `access/groups` (GroupNode with its dn): a new name or description. */
export async function updateGroup(core: IdmCore, input: GroupInput & { dn: string }): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest('access/groups'),
    body: { dn: input.dn, name: input.name.trim(), description: input.description.trim() },
  });
}

export interface MembersChange {
  groupDn: string;
  userDns: readonly string[];
  action: 'add' | 'remove';
}

/** PUT `access/groups` `{dn, members, membersAction: add|remove}`. */
export async function changeGroupMembers(core: IdmCore, change: MembersChange): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest('access/groups'),
    body: { dn: change.groupDn, members: change.userDns, membersAction: change.action },
  });
}

export const useCreateGroup = () =>
  useCatalogMutation<GroupInput, GroupDetails>({
    run: createGroup,
    invalidate: groupKeys,
    report: (core, group) => ({ message: core.i18n.t('groupAdmin.created', { name: group.name }) }),
  });

export const useUpdateGroup = () =>
  useCatalogMutation<GroupInput & { dn: string } & VersionField, void>({
    run: guarded(updateGroup),
    invalidate: groupKeys,
    report: (core, _r, input) => ({ message: core.i18n.t('groupAdmin.saved', { name: input.name }) }),
  });

export const useChangeGroupMembers = () =>
  useCatalogMutation<MembersChange, void>({
    run: changeGroupMembers,
    invalidate: groupKeys,
    report: (core, _r, change) => ({
      message: core.i18n.t(change.action === 'add' ? 'groupAdmin.membersAdded' : 'groupAdmin.membersRemoved', {
        number: change.userDns.length,
      }),
    }),
  });

export { deleteGroups, useDeleteGroups } from './group-delete';
