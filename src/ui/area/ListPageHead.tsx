import { TeamScope, type TeamScopeLabels } from './TeamScope';
import type { TeamScopeState } from './use-team-scope';
import { Heading } from '../Heading';

export interface ListPageHeadProps {
  titleId: string;
  title: string;
  /** 'Total: 2', or null while the list has not been read. */
  count: string | null;
  /** The list's mine / team state (`useTeamScope`): team managers get the chooser. */
  teamScope: TeamScopeState;
  labels: TeamScopeLabels;
  /** After the scope, the team or the member changed: back to the first page (and drop a selection). */
  onScopeChanged(): void;
}

/** A list page's head: its title, the count (announced as it changes), and mine / team for team managers. */
export function ListPageHead({ titleId, title, count, teamScope, labels, onScopeChanged }: ListPageHeadProps) {
  return (
    <>
      <header className="idm-list-header">
        <Heading id={titleId}>{title}</Heading>
        <p className="idm-list-count" aria-live="polite">
          {count}
        </p>
      </header>
      {teamScope.offered ? (
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
      ) : null}
    </>
  );
}
