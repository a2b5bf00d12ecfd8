import { useQuery } from '@tanstack/react-query';
import { managedTeamsQuery, teamMembersQuery, type NamedDn } from '../../api/lookups';
import type { FilterRule } from '../../domain/list-state';
import { useCore } from '../../core/react';
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

/** The list filters that hold whose list it is: `scope=team&team=<dn>&member=<dn>` in a console link. */
export const TEAM_SCOPE_FILTERS = {
  scope: { default: 'mine', allowed: ['mine', 'team'] },
  team: {},
  member: {},
} as const satisfies Record<string, FilterRule>;

export type TeamScopeFilter = keyof typeof TEAM_SCOPE_FILTERS;

/** The part of a list's state the chooser reads and writes (`useListState` with `TEAM_SCOPE_FILTERS`). */
export interface TeamScopeList {
  filters: Record<TeamScopeFilter, string>;
  setFilters(change: Partial<Record<TeamScopeFilter, string>>): void;
}

/**
 * 'Mine' or a team's (and one member's) list, kept with the list's other state: team managers
 * choose; the team view is the signed-in manager's own business, never a proxied user's.
 */
export function useTeamScope(list: TeamScopeList, proxied: boolean): TeamScopeState {
  const core = useCore();
  const scope: ScopeKind = list.filters.scope === 'team' ? 'team' : 'mine';
  const team: TeamSelection = { teamDn: list.filters.team, memberDn: list.filters.member };
  const teams = useQuery(managedTeamsQuery(core));
  const offered = (teams.data?.length ?? 0) > 0 && !proxied;
  const teamScope = scope === 'team' && offered;
  const members = useQuery(teamMembersQuery(core, teamScope ? team.teamDn : ''));
  return {
    offered,
    teamScope,
    scope,
    setScope: (next) => list.setFilters({ scope: next }),
    team,
    setTeam: (next) => list.setFilters({ team: next.teamDn, member: next.memberDn }),
    teams,
    members,
  };
}
