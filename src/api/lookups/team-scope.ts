import type { IdmCore } from '../../core';
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
