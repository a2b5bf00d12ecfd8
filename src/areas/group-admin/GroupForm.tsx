import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSchema } from '../../api/people';
import { useCore } from '../../core/react';
import { commonName } from '../../domain/format';
import { validateGroupContainer, validateGroupDescription, validateGroupName } from '../../domain/group-admin';
import type { ValidationError } from '../../domain/validators';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { choiceOf } from '../../ui/area';
import { directoryTreeSource, parentDn } from './container-source';

export interface GroupFormValue {
  name: string;
  description: string;
  container: string;
}

export const EMPTY_GROUP: GroupFormValue = { name: '', description: '', container: '' };

export interface GroupFormProps {
  initial: GroupFormValue;
  /** Editing an existing group: its container cannot change. */
  editing: boolean;
  /** Saves; a rejection keeps the form as it is (the banner says why). */
  onSave(value: GroupFormValue): Promise<unknown>;
  saving: boolean;
  submitLabel: string;
}

export const groupFormProblems = (value: GroupFormValue, editing: boolean) => ({
  name: validateGroupName(value.name),
  description: validateGroupDescription(value.description),
  container: editing ? null : validateGroupContainer(value.container),
});

/** The directory tree for the container picker, rooted at the users container's organisation. */
function useDirectoryTree() {
  const core = useCore();
  // The createUser schema names the users container; its parent is the organisation.
  const schema = useUserSchema({ entityName: 'createUser' });
  const root = parentDn(schema.data?.container ?? '');
  return useMemo(() => (root === '' ? null : directoryTreeSource(core, root)), [core, root]);
}

/** A group's name (its cn), description and, for a new group, its container. Bad input gets its message beside the field. */
export function GroupForm({ initial, editing, onSave, saving, submitLabel }: GroupFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const tree = useDirectoryTree();
  const [value, setValue] = useState<GroupFormValue>(initial);
  const [tried, setTried] = useState(false);
  const set = (change: Partial<GroupFormValue>) => setValue((current) => ({ ...current, ...change }));
  const problems = groupFormProblems(value, editing);
  const blocked = Object.values(problems).some((p) => p !== null);
  const message = (problem: ValidationError | null) =>
    problem === null ? null : problem.code === 'required' ? t('groupAdmin.required') : t('groupAdmin.invalidCharacter');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (blocked) return;
    onSave(value).catch(() => undefined);
  };
  return (
    <form className="idm-admin-form" part="group-form" noValidate onSubmit={submit}>
      <AdminTextField
        id={`${id}-name`}
        label={t('groupAdmin.name')}
        value={value.name}
        required
        error={tried ? message(problems.name) : null}
        onChange={(name) => set({ name })}
      />
      <AdminTextField
        id={`${id}-description`}
        label={t('groupAdmin.description')}
        value={value.description}
        multiline
        error={tried ? message(problems.description) : null}
        onChange={(description) => set({ description })}
      />
      {editing ? null : tree ? (
        <Picker
          label={t('groupAdmin.container')}
          tabs={[{ id: 'containers', label: t('groupAdmin.containers') }]}
          sources={{ containers: tree }}
          mode="single"
          required
          errorText={t('groupAdmin.required')}
          value={
            value.container ? [{ itemType: 'container', dn: value.container, name: commonName(value.container) }] : []
          }
          onChange={(items) => set({ container: items[0] ? choiceOf(items[0]).dn : '' })}
        />
      ) : null}
      {!editing && tried && problems.container ? (
        <p className="idm-admin-error" role="alert">
          {t('groupAdmin.containerRequired')}
        </p>
      ) : null}
      {tried && blocked ? (
        <p className="idm-admin-error" role="alert">
          {t('groupAdmin.fixErrors')}
        </p>
      ) : null}
      <div className="idm-admin-actions">
        <button type="submit" className="idm-button" disabled={saving}>
          {saving ? t('groupAdmin.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
