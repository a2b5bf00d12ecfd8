import { useTranslation } from 'react-i18next';
import type { TeamScopeLabels } from '../../ui/area';

/** 'My tasks' / 'Team tasks' and the team chooser's texts; a team must be chosen before tasks show. */
export function useTaskTeamScopeLabels(): TeamScopeLabels {
  const { t } = useTranslation();
  return {
    group: t('tasks.scope.label', 'Whose tasks'),
    mine: t('tasks.scope.mine', 'My tasks'),
    team: t('tasks.scope.team', 'Team tasks'),
    teamField: t('tasks.team.team', 'Team'),
    memberField: t('tasks.team.member', 'Team member'),
    noTeam: t('tasks.team.choose', 'Choose a team'),
    allMembers: t('tasks.team.allMembers', 'All members'),
    loading: t('tasks.team.loading', 'Loading...'),
  };
}
