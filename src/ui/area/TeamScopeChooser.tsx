import { TeamScope } from './TeamScope';
import { useTeamScopeLabels, type TeamScopeList } from './team-scope-labels';
import type { TeamScopeState } from './use-team-scope';

export interface TeamScopeChooserProps {
  /** Whose texts: the task list's or the request history's. */
  list: TeamScopeList;
  teamScope: TeamScopeState;
  /** After the scope, the team or the member changed. */
  onScopeChanged(): void;
}

/**
 * 'Mine' / 'team' and the team and member lists, with the list's texts: what `ListPageHead` shows team managers
 * only, so its code comes when the managed teams' answer names a team (a lazy chunk of its own).
 */
export default function TeamScopeChooser({ list, teamScope, onScopeChanged }: TeamScopeChooserProps) {
  const labels = useTeamScopeLabels(list);
  return (
    <TeamScope
      scope={teamScope.teamScope ? 'team' : 'mine'}
      onScopeChange={(next) => {
        teamScope.setScope(next);
        onScopeChanged();
      }}
      selection={teamScope.team}
      onSelectionChange={(next) => {
        teamScope.setTeam(next);
        onScopeChanged();
      }}
      teams={teamScope.teams}
      members={teamScope.members}
      labels={labels}
    />
  );
}
