import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedTeams, useTeamMembers } from './task-data';

export type TaskScopeKind = 'mine' | 'team';

export interface TeamSelection {
  teamDn: string;
  memberDn: string;
}

/** 'My tasks' / 'Team tasks': a pair of toggle buttons, shown to team managers only. */
export function ScopeSwitch({ scope, onChange }: { scope: TaskScopeKind; onChange(scope: TaskScopeKind): void }) {
  const { t } = useTranslation();
  return (
    <div className="task-scope" role="group" aria-label={t('tasks.scope.label', 'Whose tasks')}>
      <button type="button" className="task-scope-button" aria-pressed={scope === 'mine'} onClick={() => onChange('mine')}>
        {t('tasks.scope.mine', 'My tasks')}
      </button>
      <button type="button" className="task-scope-button" aria-pressed={scope === 'team'} onClick={() => onChange('team')}>
        {t('tasks.scope.team', 'Team tasks')}
      </button>
    </div>
  );
}

/** The team (and optionally one member) whose tasks a team manager looks at. */
export function TeamChooser({ value, onChange }: { value: TeamSelection; onChange(value: TeamSelection): void }) {
  const { t } = useTranslation();
  const teamId = useId();
  const memberId = useId();
  const teams = useManagedTeams();
  const members = useTeamMembers(value.teamDn);
  return (
    <div className="task-team-chooser">
      <div className="tasks-filter">
        <label htmlFor={teamId}>{t('tasks.team.team', 'Team')}</label>
        <select id={teamId} value={value.teamDn} onChange={(e) => onChange({ teamDn: e.target.value, memberDn: '' })}>
          <option value="">{teams.isPending ? t('tasks.team.loading', 'Loading...') : t('tasks.team.choose', 'Choose a team')}</option>
          {(teams.data ?? []).map((team) => (
            <option key={team.dn} value={team.dn}>
              {team.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tasks-filter">
        <label htmlFor={memberId}>{t('tasks.team.member', 'Team member')}</label>
        <select
          id={memberId}
          value={value.memberDn}
          disabled={value.teamDn === ''}
          onChange={(e) => onChange({ ...value, memberDn: e.target.value })}
        >
          <option value="">{t('tasks.team.allMembers', 'All members')}</option>
          {(members.data ?? []).map((member) => (
            <option key={member.dn} value={member.dn}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
