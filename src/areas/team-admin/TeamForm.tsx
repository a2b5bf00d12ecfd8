import { useId, useMemo } from 'react';
import { userContainerSource } from '../../api/team-admin';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { TEAM_TYPES } from '../../domain/team-admin';
import { teamFormProblems } from '../../domain/team-form';
import { AdminCheckbox, FormAlert, NameDescriptionFields, choiceOf, itemOf } from '../../ui/area';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { EditorForm, fieldNamedIn, useEditorForm, type EditorProps } from '../../ui/form';
import type { TeamFormValue } from './team-form-value';

export interface TeamFormProps<R> extends EditorProps<TeamFormValue, R> {
  /** The team being edited (a team cannot contain itself). */
  dn?: string;
}

const FIELD_LABELS: Record<keyof TeamFormValue, string> = {
  name: 'teamEditor.name',
  description: 'teamEditor.description',
  type: 'teamEditor.typeLegend',
  managers: 'teamEditor.managers',
  members: 'teamEditor.members',
  containers: 'teamEditor.containers',
  directReports: 'teamEditor.directReports',
};

/**
 * A team: its name and description, its type (what its managers act on), its managers, and its members —
 * users, groups, containers, the managers' direct reports, and nested teams.
 */
export function TeamForm<R>({ initial, version, dn, onSave, reload, onSaved, submitLabel }: TeamFormProps<R>) {
  const { t } = useTranslation();
  const id = useId();
  const core = useCore();
  const user = useCoreStore('$user');
  const containers = useMemo(() => ({ containers: userContainerSource(core, user?.dn ?? '') }), [core, user?.dn]);
  const form = useEditorForm<TeamFormValue, unknown, R>({
    initial,
    version,
    problems: teamFormProblems,
    save: onSave,
    reload,
    saved: onSaved,
    faultField: fieldNamedIn('name', 'description'),
  });
  const { value, set, tried, problems } = form;
  return (
    <EditorForm
      form={form}
      part="team-form"
      submitLabel={submitLabel}
      fieldLabel={(field) => t(FIELD_LABELS[field])}
      display={(field, shown) => (field === 'type' ? t(`teamAdmin.type.${String(shown)}`) : undefined)}
    >
      <NameDescriptionFields id={id} form={form} area="teamEditor" />
      <fieldset className="team-admin-types">
        <legend>{t('teamEditor.typeLegend')}</legend>
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
                {t(`teamEditor.typeHint.${type}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Picker
        label={t('teamEditor.managers')}
        tabs={['users']}
        mode="multi"
        value={value.managers.map(itemOf)}
        onChange={(items) => set({ managers: items.map(choiceOf) })}
        required
        errorText={t('teamEditor.managersRequired')}
      />
      <FormAlert when={tried && problems.managers}>{t('teamEditor.managersRequired')}</FormAlert>
      <Picker
        label={t('teamEditor.members')}
        tabs={['users', 'groups', 'teams']}
        mode="multi"
        value={value.members.map(itemOf)}
        excluded={dn ? [dn] : []}
        onChange={(items) => set({ members: items.map(choiceOf) })}
      />
      <Picker
        label={t('teamEditor.containers')}
        tabs={['containers']}
        sources={containers}
        mode="multi"
        value={value.containers.map(itemOf)}
        onChange={(items) => set({ containers: items.map(choiceOf) })}
      />
      <AdminCheckbox checked={value.directReports} onChange={(directReports) => set({ directReports })}>
        {t('teamEditor.directReports')}
      </AdminCheckbox>
    </EditorForm>
  );
}
