import { useId } from 'react';
import listFiltersCss from './list-filters.css?inline';
import { useAreaStyles } from './use-area-styles';

/** Whose list: the signed-in (or proxied) user's, or the teams' they manage. */
export type ScopeKind = 'mine' | 'team';

/** The team (and optionally one member) a team manager looks at; '' for none chosen. */
export interface TeamSelection {
  teamDn: string;
  memberDn: string;
}

export interface TeamOption {
  dn: string;
  name: string;
}

/** Every text of the chooser; each area its own keys ('My tasks', 'My requests', …). */
export interface TeamScopeLabels {
  /** The switch's group name ('Whose tasks'). */
  group: string;
  mine: string;
  team: string;
  teamField: string;
  memberField: string;
  /** The team list's empty choice ('Choose a team', 'All my teams'). */
  noTeam: string;
  allMembers: string;
  /** The team list's empty choice while the teams load. */
  loading?: string;
}

export interface TeamScopeProps {
  scope: ScopeKind;
  onScopeChange(scope: ScopeKind): void;
  selection: TeamSelection;
  /** A new team clears the member. */
  onSelectionChange(selection: TeamSelection): void;
  teams: { data?: readonly TeamOption[] | undefined; isPending: boolean };
  members: { data?: readonly TeamOption[] | undefined };
  labels: TeamScopeLabels;
}

/**
 * For team managers: 'mine' / 'team' as a pair of toggle buttons and, for the team, the team and member
 * lists. Its rules (`list-filters.css`) come with its code: only team managers see it.
 */
export function TeamScope({
  scope,
  onScopeChange,
  selection,
  onSelectionChange,
  teams,
  members,
  labels,
}: TeamScopeProps) {
  const teamId = useId();
  const memberId = useId();
  const styled = useAreaStyles<HTMLDivElement>(listFiltersCss);
  return (
    <div ref={styled} className="idm-team-scope">
      <div className="idm-scope-switch" role="group" aria-label={labels.group}>
        <button type="button" aria-pressed={scope === 'mine'} onClick={() => onScopeChange('mine')}>
          {labels.mine}
        </button>
        <button type="button" aria-pressed={scope === 'team'} onClick={() => onScopeChange('team')}>
          {labels.team}
        </button>
      </div>
      {scope === 'team' ? (
        <>
          <div className="idm-filter">
            <label htmlFor={teamId}>{labels.teamField}</label>
            <select
              id={teamId}
              value={selection.teamDn}
              onChange={(e) => onSelectionChange({ teamDn: e.target.value, memberDn: '' })}
            >
              <option value="">{teams.isPending && labels.loading ? labels.loading : labels.noTeam}</option>
              {(teams.data ?? []).map((team) => (
                <option key={team.dn} value={team.dn} dir="auto">
                  {team.name}
                </option>
              ))}
            </select>
          </div>
          <div className="idm-filter">
            <label htmlFor={memberId}>{labels.memberField}</label>
            <select
              id={memberId}
              value={selection.memberDn}
              disabled={selection.teamDn === ''}
              onChange={(e) => onSelectionChange({ ...selection, memberDn: e.target.value })}
            >
              <option value="">{labels.allMembers}</option>
              {(members.data ?? []).map((member) => (
                <option key={member.dn} value={member.dn} dir="auto">
                  {member.name}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
    </div>
  );
}
