import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { asBoolean, asObject } from '../lookups/read';
import { fetchTeams } from '../lookups/teams';
import { accessKeys } from './keys';
import { proxyUserOf } from './shared';
import type { RobAccess } from './types';

/** GET `access/rob` (robInit): may the signed-in (or proxied) user request on behalf of others? */
export async function fetchRobAccess(core: IdmCore, signal?: AbortSignal): Promise<RobAccess> {
  const o = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/rob'),
      query: { proxyUser: proxyUserOf(core) },
      signal,
    }),
  );
  return {
    authorized: asBoolean(o.authorized),
    isAdmin: asBoolean(o.isAdmin),
    isRoleAdmin: asBoolean(o.isRoleAdmin),
    isDelegationTeamMgr: asBoolean(o.isDelegationTeamMgr),
  };
}

/** Whether and for whom one may request on behalf of others: robInit and the teams one manages. */
export interface OnBehalfAccess {
  authorized: boolean;
  /** Role administrators may give a role to a group itself. */
  isRoleAdmin: boolean;
  /** The teams the requester manages (read only when authorized). */
  teams: { dn: string; name: string }[];
}

/** Teams read at most for the Teams chooser. */
const TEAM_LIMIT = 300;

/** GET `access/rob`, then (when authorized) the managed teams; a team list that cannot be read is empty. */
export async function fetchOnBehalfAccess(core: IdmCore, signal?: AbortSignal): Promise<OnBehalfAccess> {
  const rob = await fetchRobAccess(core, signal);
  if (!rob.authorized) return { authorized: false, isRoleAdmin: rob.isRoleAdmin, teams: [] };
  const teams = await fetchTeams(core, { size: TEAM_LIMIT }, signal).catch(() => ({ items: [] }));
  return {
    authorized: true,
    isRoleAdmin: rob.isRoleAdmin,
    teams: teams.items.map((t) => ({ dn: t.dn, name: t.name })),
  };
}

export function onBehalfQuery(core: IdmCore) {
  return queryOptions({
    queryKey: accessKeys.onBehalf(proxyUserOf(core) ?? ''),
    queryFn: ({ signal }) => fetchOnBehalfAccess(core, signal),
    staleTime: 300_000,
  });
}
