import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { withVersion } from '../versions';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import {
  isTeamRight,
  type PermissionObjectType,
  type RecipientType,
  type TeamRight,
  type TeamType,
} from '../../domain/team-admin';
import { asArray, asObject, asString } from '../lookups/read';
import { teamAdminKeys } from './keys';
import { readPerson, readTeamSummary, teamListQuery, type TeamPerson, type TeamSummary } from './team-list';

export {
  fetchTeamList,
  readTeamSummary,
  teamListQuery,
  type TeamListQuery,
  type TeamPerson,
  type TeamSummary,
} from './team-list';

type TargetSetNode = ContractSchema<'TargetSetNode'>;
type PermissionBeanNode = ContractSchema<'PermissionBeanNode'>;

export interface TeamRecipient {
  dn: string;
  name: string;
  type: RecipientType;
}

export interface TeamDetails extends TeamSummary {
  recipients: TeamRecipient[];
}

export interface TeamInput {
  dn?: string;
  name: string;
  description: string;
  type: TeamType;
  managers: readonly TeamPerson[];
  recipients: readonly { dn: string; type: RecipientType }[];
}

export interface TeamPermission {
  /** The role, resource, request definition or container; the team's own DN for team-wide rights. */
  objectDn: string;
  objectType: PermissionObjectType;
  name: string;
  rights: TeamRight[];
}

const RECIPIENT_TYPES: readonly string[] = ['user', 'group', 'container', 'relationship', 'team'];
const OBJECT_TYPES: readonly string[] = ['team', 'role', 'resource', 'prd', 'role-container', 'resource-container'];

export function readTeamDetails(value: unknown): TeamDetails {
  const o = contractAnswer<TargetSetNode>(value);
  return {
    ...readTeamSummary(value),
    recipients: asArray(o.recipients).map((r) => {
      const type = asString(asObject(r).type).toLowerCase();
      return { ...readPerson(r), type: (RECIPIENT_TYPES.includes(type) ? type : 'user') as RecipientType };
    }),
  };
}

export function readTeamPermission(value: unknown): TeamPermission {
  const o = contractAnswer<PermissionBeanNode>(value);
  const dn = asString(o.authObjDN);
  const type = asString(o.objType);
  return {
    objectDn: dn,
    objectType: (OBJECT_TYPES.includes(type) ? type : 'team') as PermissionObjectType,
    name: asString(o.name) || dn,
    rights: asString(o.permission)
      .split(',')
      .map((r) => r.trim())
      .filter(isTeamRight),
  };
}

/** The TargetSetNode create (POST access/teams) and update (PUT access/teams) send. */
export function teamPayload(input: TeamInput): Record<string, unknown> {
  return {
    ...(input.dn ? { dn: input.dn } : {}),
    name: input.name.trim(),
    description: input.description.trim(),
    domainTypes: [input.type],
    requestors: input.managers.map((m) => ({ dn: m.dn, type: 'user' })),
    recipients: input.recipients.map((r) => ({ dn: r.dn, type: r.type })),
  };
}

/** POST `access/teams/team` `{dn}`: the team with its managers and recipients. */
export async function fetchTeamDetails(core: IdmCore, dn: string, signal?: AbortSignal): Promise<TeamDetails> {
  return readTeamDetails(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/teams/team'),
      body: { dn },
      signal,
    }),
  );
}

/** POST `access/teams/team/permissions` `{dn}`: what the team's managers may do for its members. */
export async function fetchTeamPermissions(core: IdmCore, dn: string, signal?: AbortSignal): Promise<TeamPermission[]> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/teams/team/permissions'),
      query: { nextIndex: 1, size: 300 },
      body: { dn },
      signal,
    }),
  );
  return asArray(body.permissionsList).map(readTeamPermission);
}

export const teamAdminQueries = {
  list: teamListQuery,
  details: (core: IdmCore, dn: string) =>
    queryOptions({
      queryKey: teamAdminKeys.of('team', dn),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchTeamDetails(c, dn, signal)),
      enabled: dn !== '',
    }),
  permissions: (core: IdmCore, dn: string) =>
    queryOptions({
      queryKey: teamAdminKeys.of('permissions', dn),
      queryFn: ({ signal }) => fetchTeamPermissions(core, dn, signal),
      enabled: dn !== '',
    }),
};
