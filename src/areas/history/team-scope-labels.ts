import { useTranslation } from 'react-i18next';
import type { TeamScopeLabels } from '../../ui/area';

/** 'My requests' / 'Team requests' and the team chooser's texts; no team chosen means all managed teams. */
export function useHistoryTeamScopeLabels(): TeamScopeLabels {
  const { t } = useTranslation();
  return {
    group: t('history.scope.label', 'Whose requests'),
    mine: t('history.scope.mine', 'My requests'),
    team: t('history.scope.team', 'Team requests'),
    teamField: t('history.team.team', 'Team'),
    memberField: t('history.team.member', 'Team member'),
    noTeam: t('history.team.allTeams', 'All my teams'),
    allMembers: t('history.team.allMembers', 'All members'),
  };
}
