import { useQuery } from '@tanstack/react-query';
import { managedTeamsQuery, teamMembersQuery, type NamedDn } from '../../api/lookups';
import { useCore } from '../../core/react';
import { useRememberedState } from './remembered-state';
import type { ScopeKind, TeamSelection } from './TeamScope';

export interface TeamScopeState {
  /** The user manages a team and acts as themselves: the team view is offered. */
  offered: boolean;
  /** The team view is shown. */
  teamScope: boolean;
  scope: ScopeKind;
  setScope(next: ScopeKind): void;
  team: TeamSelection;
  setTeam(next: TeamSelection): void;
  teams: { data?: NamedDn[]; isPending: boolean };
  members: { data?: NamedDn[]; isPending: boolean };
}

/**
 * 'Mine' or a team's (and one member's) list, remembered with the list's other state: team managers
 * choose; the team view is the signed-in manager's own business, never a proxied user's.
 */
export function useTeamScope(remembered: (name: string) => string | undefined, proxied: boolean): TeamScopeState {
  const core = useCore();
  const [scope, setScope] = useRememberedState<ScopeKind>(remembered('scope'), 'mine');
  const [team, setTeam] = useRememberedState<TeamSelection>(remembered('team'), { teamDn: '', memberDn: '' });
  const teams = useQuery(managedTeamsQuery(core));
  const offered = (teams.data?.length ?? 0) > 0 && !proxied;
  const teamScope = scope === 'team' && offered;
  const members = useQuery(teamMembersQuery(core, teamScope ? team.teamDn : ''));
  return { offered, teamScope, scope, setScope, team, setTeam, teams, members };
}
