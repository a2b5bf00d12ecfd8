import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userContainerSource, type TeamDetails, type TeamInput } from '../../api/team-admin';
import { useCore, useCoreStore } from '../../core/react';
import {
  DIRECT_REPORTS,
  TEAM_TYPES,
  teamFormProblems,
  type RecipientType,
  type TeamType,
} from '../../domain/team-admin';
import type { ApproverChoice } from '../../domain/role-admin';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { choiceOf, itemOf } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';

export interface TeamFormValue {
  name: string;
  description: string;
  type: TeamType;
  managers: ApproverChoice[];
  /** Users, groups and nested teams. */
  members: ApproverChoice[];
  containers: ApproverChoice[];
  /** The direct reports of the team managers are members too. */
  directReports: boolean;
}

export const EMPTY_TEAM: TeamFormValue = {
  name: '',
  description: '',
  type: 'A',
  managers: [],
  members: [],
  containers: [],
  directReports: false,
};

export function formValueOf(team: TeamDetails): TeamFormValue {
  const of = (types: readonly string[]) =>
    team.recipients.filter((r) => types.includes(r.type)).map(({ dn, name, type }) => ({ dn, name, type }));
  return {
    name: team.name,
    description: team.description,
    type: team.type,
    managers: team.managers.map((m) => ({ ...m, type: 'user' })),
    members: of(['user', 'group', 'team']),
    containers: of(['container']),
    directReports: team.recipients.some((r) => r.type === 'relationship' && r.dn === DIRECT_REPORTS),
  };
}

/** What the create and update calls send. */
export function teamInputOf(value: TeamFormValue): TeamInput {
  const recipientType = (type: string): RecipientType => (type === 'group' || type === 'team' ? type : 'user');
  return {
    name: value.name,
    description: value.description,
    type: value.type,
    managers: value.managers.map(({ dn, name }) => ({ dn, name })),
    recipients: [
      ...value.members.map((m) => ({ dn: m.dn, type: recipientType(m.type) })),
      ...value.containers.map((c) => ({ dn: c.dn, type: 'container' as const })),
      ...(value.directReports ? [{ dn: DIRECT_REPORTS, type: 'relationship' as const }] : []),
    ],
  };
}

export interface TeamFormProps {
  initial: TeamFormValue;
  /** The team being edited (a team cannot contain itself). */
  dn?: string;
  onSave(value: TeamFormValue): Promise<unknown>;
  saving: boolean;
  submitLabel: string;
}

/**
 * A team: its name and description, its type (what its managers act on), its managers, and its members —
 * users, groups, containers, the managers' direct reports, and nested teams.
 */
export function TeamForm({ initial, dn, onSave, saving, submitLabel }: TeamFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const core = useCore();
  const user = useCoreStore('$user');
  const containers = useMemo(() => ({ containers: userContainerSource(core, user?.dn ?? '') }), [core, user?.dn]);
  const [value, setValue] = useState<TeamFormValue>(initial);
  const [tried, setTried] = useState(false);
  const set = (change: Partial<TeamFormValue>) => setValue((current) => ({ ...current, ...change }));
  const problems = teamFormProblems(value);
  const blocked = Object.values(problems).some((p) => p !== null);
  const message = (problem: { message: string } | null) =>
    problem?.message === 'Required' ? t('teamAdmin.required') : t('teamAdmin.invalidCharacter');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked) return;
    onSave(value).catch(() => undefined);
  };
  return (
    <form className="idm-admin-form" part="team-form" noValidate onSubmit={submit}>
      <AdminTextField
        id={`${id}-name`}
        label={t('teamAdmin.name')}
        value={value.name}
        required
        error={tried && problems.name ? message(problems.name) : null}
        onChange={(name) => set({ name })}
      />
      <AdminTextField
        id={`${id}-description`}
        label={t('teamAdmin.description')}
        value={value.description}
        multiline
        error={tried && problems.description ? message(problems.description) : null}
        onChange={(description) => set({ description })}
      />
      <fieldset className="team-admin-types">
        <legend>{t('teamAdmin.typeLegend')}</legend>
        {TEAM_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              checked={value.type === type}
              onChange={() => set({ type })}
              aria-describedby={`${id}-type-${type}`}
            />
            <span>
              <strong>{t('teamAdmin.typeOption', { letter: type, name: t(`teamAdmin.type.${type}`) })}</strong>{' '}
              <span id={`${id}-type-${type}`} className="team-admin-hint">
                {t(`teamAdmin.typeHint.${type}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Picker
        label={t('teamAdmin.managers')}
        tabs={['users']}
        mode="multi"
        value={value.managers.map(itemOf)}
        onChange={(items) => set({ managers: items.map(choiceOf) })}
        required
        errorText={t('teamAdmin.managersRequired')}
      />
      {tried && problems.managers ? (
        <p className="idm-admin-error" role="alert">
          {t('teamAdmin.managersRequired')}
        </p>
      ) : null}
      <Picker
        label={t('teamAdmin.members')}
        tabs={['users', 'groups', 'teams']}
        mode="multi"
        value={value.members.map(itemOf)}
        excluded={dn ? [dn] : []}
        onChange={(items) => set({ members: items.map(choiceOf) })}
      />
      <Picker
        label={t('teamAdmin.containers')}
        tabs={['containers']}
        sources={containers}
        mode="multi"
        value={value.containers.map(itemOf)}
        onChange={(items) => set({ containers: items.map(choiceOf) })}
      />
      <label className="idm-admin-check">
        <input
          type="checkbox"
          checked={value.directReports}
          onChange={(event) => set({ directReports: event.currentTarget.checked })}
        />
        {t('teamAdmin.directReports')}
      </label>
      {tried && blocked ? (
        <p className="idm-admin-error" role="alert">
          {t('teamAdmin.fixErrors')}
        </p>
      ) : null}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={saving}>
          {saving ? t('teamAdmin.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
