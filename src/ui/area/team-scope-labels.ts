import { useTranslation } from '../../core/react';
import type { TeamScopeLabels } from './TeamScope';

/** The lists with a team chooser. */
export type TeamScopeList = 'tasks' | 'history';

type Texts = { [K in keyof Required<TeamScopeLabels>]?: string };

/**
 * The team chooser's texts of each list that has one, by their i18n keys: tasks must have a team chosen
 * before they show; the history without a team shows every managed team's requests.
 */
const TEXTS: Record<TeamScopeList, Texts> = {
  tasks: {
    group: 'tasks.scope.label',
    mine: 'tasks.scope.mine',
    team: 'tasks.scope.team',
    teamField: 'tasks.team.team',
    memberField: 'tasks.team.member',
    noTeam: 'tasks.team.choose',
    allMembers: 'tasks.team.allMembers',
    loading: 'tasks.team.loading',
  },
  history: {
    group: 'history.scope.label',
    mine: 'history.scope.mine',
    team: 'history.scope.team',
    teamField: 'history.team.team',
    memberField: 'history.team.member',
    noTeam: 'history.team.allTeams',
    allMembers: 'history.team.allMembers',
  },
};

/** 'My tasks' / 'Team tasks' (or requests) and the team chooser's texts, in the console's language. */
export function useTeamScopeLabels(list: TeamScopeList): TeamScopeLabels {
  const { t } = useTranslation();
  const texts = Object.entries(TEXTS[list]).map(([name, key]) => [name, t(key)]);
  return Object.fromEntries(texts) as unknown as TeamScopeLabels;
}
