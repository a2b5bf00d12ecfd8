import { guarded, type VersionField } from '../versions';
import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import type { PermissionObjectType, TeamRight } from '../../domain/team-admin';
import { writeForFeedback, useCatalogMutation } from '../catalog-admin/mutation';
import { asObject, asString } from '../lookups/read';
import { teamKeys } from './team-delete';
import { teamPayload, type TeamInput } from './teams';

/** POST `access/teams` (TargetSetNode): answers the new team's DN. */
export async function createTeam(core: IdmCore, input: TeamInput): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/teams'),
    body: teamPayload({ ...input, dn: undefined }),
  });
  return asString(asObject(body).dn);
}

/** PUT `access/teams` (TargetSetNode with its `dn`). */
export async function updateTeam(core: IdmCore, input: TeamInput & { dn: string }): Promise<void> {
  await core.http.request<unknown>({ method: 'PUT', url: core.http.rest('access/teams'), body: teamPayload(input) });
}

export interface TeamPermissionChange {
  teamDn: string;
  permissions: readonly { objectDn: string; objectType: PermissionObjectType; rights: readonly TeamRight[] }[];
}

/** PUT `access/teams/permissions` `{teamDN, permissions: [{dn, entityType, permission}]}`: adds or changes them. */
export async function saveTeamPermissions(core: IdmCore, change: TeamPermissionChange): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'PUT', 'access/teams/permissions', {
    teamDN: change.teamDn,
    permissions: change.permissions.map((p) => ({
      dn: p.objectDn,
      entityType: p.objectType,
      permission: p.rights.join(','),
    })),
  });
}

/** DELETE `access/teams/permissions` `{teamDN, permissions: [{dn}]}`. */
export async function removeTeamPermissions(
  core: IdmCore,
  change: { teamDn: string; objectDns: readonly string[] },
): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'DELETE', 'access/teams/permissions', {
    teamDN: change.teamDn,
    permissions: change.objectDns.map((dn) => ({ dn })),
  });
}

export const useCreateTeam = () =>
  useCatalogMutation<TeamInput, string>({
    run: createTeam,
    invalidate: teamKeys,
    report: (core, _dn, input) => ({ message: core.i18n.t('teamAdmin.created', { name: input.name }) }),
  });

export const useUpdateTeam = () =>
  useCatalogMutation<TeamInput & { dn: string } & VersionField, void>({
    run: guarded(updateTeam),
    invalidate: teamKeys,
    report: (core, _r, input) => ({ message: core.i18n.t('teamAdmin.saved', { name: input.name }) }),
  });

export const useSaveTeamPermissions = () =>
  useCatalogMutation<TeamPermissionChange, StructuredFeedback>({
    run: saveTeamPermissions,
    invalidate: teamKeys,
    report: (_core, feedback) => ({ feedback }),
  });

export const useRemoveTeamPermissions = () =>
  useCatalogMutation<{ teamDn: string; objectDns: readonly string[] }, StructuredFeedback>({
    run: removeTeamPermissions,
    invalidate: teamKeys,
    report: (_core, feedback) => ({ feedback }),
  });

export { deleteTeams, useDeleteTeams } from './team-delete';
