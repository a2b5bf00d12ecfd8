import { useTranslation } from 'react-i18next';
import type { TeamScopeLabels } from './TeamScope';

type Texts = { [K in keyof Required<TeamScopeLabels>]?: readonly [key: string, fallback: string] };

/**
 * The team chooser's texts of each list that has one, by their i18n keys: tasks must have a team chosen
 * before they show; the history without a team shows every managed team's requests.
 */
const TEXTS: Record<'tasks' | 'history', Texts> = {
  tasks: {
    group: ['tasks.scope.label', 'Whose tasks'],
    mine: ['tasks.scope.mine', 'My tasks'],
    team: ['tasks.scope.team', 'Team tasks'],
    teamField: ['tasks.team.team', 'Team'],
    memberField: ['tasks.team.member', 'Team member'],
    noTeam: ['tasks.team.choose', 'Choose a team'],
    allMembers: ['tasks.team.allMembers', 'All members'],
    loading: ['tasks.team.loading', 'Loading...'],
  },
  history: {
    group: ['history.scope.label', 'Whose requests'],
    mine: ['history.scope.mine', 'My requests'],
    team: ['history.scope.team', 'Team requests'],
    teamField: ['history.team.team', 'Team'],
    memberField: ['history.team.member', 'Team member'],
    noTeam: ['history.team.allTeams', 'All my teams'],
    allMembers: ['history.team.allMembers', 'All members'],
  },
};

/** 'My tasks' / 'Team tasks' (or requests) and the team chooser's texts, in the console's language. */
export function useTeamScopeLabels(list: keyof typeof TEXTS): TeamScopeLabels {
  const { t } = useTranslation();
  const texts = Object.entries(TEXTS[list]).map(([name, [key, fallback]]) => [name, t(key, fallback)]);
  return Object.fromEntries(texts) as unknown as TeamScopeLabels;
}
