import { useId, useMemo } from 'react';
import type { GroupDetails } from '../../api/group-admin';
import { useUserSchema } from '../../api/people';
import { useCore, useTranslation } from '../../core/react';
import { commonName } from '../../domain/format';
import { validateGroupContainer, validateGroupDescription, validateGroupName } from '../../domain/group-form';
import type { ValidationError } from '../../domain/validators';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { FormAlert, NameDescriptionFields, choiceOf } from '../../ui/area';
import { EditorForm, useEditorForm, type EditorProps } from '../../ui/form';
import { directoryTreeSource, parentDn } from './container-source';

export interface GroupFormValue {
  name: string;
  description: string;
  container: string;
}

export const EMPTY_GROUP: GroupFormValue = { name: '', description: '', container: '' };

export const groupFormValueOf = (group: GroupDetails): GroupFormValue => ({
  name: group.name,
  description: group.description,
  container: group.container,
});

export interface GroupFormProps<R> extends EditorProps<GroupFormValue, R> {
  /** Editing an existing group: its container cannot change. */
  editing: boolean;
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

const FIELD_LABELS = {
  name: 'groupEditor.name',
  description: 'groupEditor.description',
  container: 'groupEditor.container',
} as const;

/** A group's name (its cn), description and, for a new group, its container. Bad input gets its message beside the field. */
export function GroupForm<R>({ initial, version, editing, onSave, reload, onSaved, submitLabel }: GroupFormProps<R>) {
  const { t } = useTranslation();
  const id = useId();
  const tree = useDirectoryTree();
  const form = useEditorForm<GroupFormValue, ValidationError, R>({
    initial,
    version,
    problems: (value: GroupFormValue) => groupFormProblems(value, editing),
    save: onSave,
    reload,
    saved: onSaved,
  });
  const { value, set } = form;
  return (
    <EditorForm form={form} part="group-form" submitLabel={submitLabel} fieldLabel={(field) => t(FIELD_LABELS[field])}>
      <NameDescriptionFields id={id} form={form} area="groupEditor" />
      {editing ? null : tree ? (
        <Picker
          label={t('groupEditor.container')}
          tabs={[{ id: 'containers', label: t('groupEditor.containers') }]}
          sources={{ containers: tree }}
          mode="single"
          required
          errorText={t('groupEditor.required')}
          value={
            value.container ? [{ itemType: 'container', dn: value.container, name: commonName(value.container) }] : []
          }
          onChange={(items) => set({ container: items[0] ? choiceOf(items[0]).dn : '' })}
        />
      ) : null}
      <FormAlert when={!editing && form.problemOf('container')}>{t('groupEditor.containerRequired')}</FormAlert>
    </EditorForm>
  );
}
