import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { lookupKeys } from './keys';
import { fetchTeamMembers } from './team-members';
import { fetchTeams } from './teams';

/** A team or a person, by DN and name (the team chooser's options). */
export interface NamedDn {
  dn: string;
  name: string;
}

/** Teams and members a chooser offers at once (the lists are short; no paging). */
const TEAM_SCOPE_PAGE = 300;

/** The teams the caller manages (all for administrators), by name. */
export async function fetchManagedTeamOptions(core: IdmCore, signal?: AbortSignal): Promise<NamedDn[]> {
  const page = await fetchTeams(core, { size: TEAM_SCOPE_PAGE, sortOrder: 'asc' }, signal);
  return page.items.map((team) => ({ dn: team.dn, name: team.name }));
}

/** The people of a team (groups in it are left out), by name. */
export async function fetchTeamMemberOptions(core: IdmCore, teamDn: string, signal?: AbortSignal): Promise<NamedDn[]> {
  const page = await fetchTeamMembers(core, { teamDn, size: TEAM_SCOPE_PAGE, sortOrder: 'asc' }, signal);
  return page.items.filter((member) => member.type !== 'group').map((member) => ({ dn: member.dn, name: member.name }));
}

/** The team chooser's lists hardly change while a page is open. */
const TEAM_SCOPE_STALE_MS = 5 * 60_000;

/** The teams the caller manages (empty: not a team manager), shared by every area's team chooser. */
export function managedTeamsQuery(core: IdmCore) {
  return queryOptions({
    queryKey: lookupKeys.of('teams', { chooser: true }),
    queryFn: ({ signal }) => fetchManagedTeamOptions(core, signal),
    staleTime: TEAM_SCOPE_STALE_MS,
  });
}

/** A team's people for the team chooser; nothing is asked without a team. */
export function teamMembersQuery(core: IdmCore, teamDn: string) {
  return queryOptions({
    queryKey: lookupKeys.of('teamMembers', { chooser: teamDn }),
    queryFn: ({ signal }) => fetchTeamMemberOptions(core, teamDn, signal),
    enabled: teamDn !== '',
    staleTime: TEAM_SCOPE_STALE_MS,
  });
}
