import { useId, useMemo, useState, type ReactNode } from 'react';
import { ifMatch, isVersionConflict } from '../../api';
import { updateUser, type AttributeChange } from '../../api/people';
import type { VersionField } from '../../api/versions';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { useCore, useTranslation } from '../../core/react';
import type { ValidationError } from '../../domain/validators';
import { useChosenPhoto } from './chosen-photo';
import { safeImageSrc } from '../../ui/cells/cell-values';
import type { PickerItem } from '../../ui/picker';
import { EditorForm, useEditorForm } from '../../ui/form';
import {
  changedAttributes,
  editableAttributes,
  initialEditValues,
  updateErrorMessage,
  type EditValues,
} from './manage-model';
import { PhotoFieldset } from './PhotoFieldset';
import { useRefreshPeople } from './queries';
import { UserAttributeField } from './UserAttributeField';
import { chosenPeople, peopleOf } from './lookup-people';

export interface EditUserFormProps {
  person: PersonDetails & VersionField;
  attributes: PersonAttribute[];
  image: PersonAttribute | null;
  /** The user as the server has it now (after someone else saved him meanwhile). */
  reload(): Promise<PersonDetails & VersionField>;
  actions: ReactNode;
  onSaved(): void;
}

/** The photo's part of the form: a chosen file's name, REMOVE, or '' (unchanged). */
const PHOTO_FIELD = '__photo';
const REMOVE = 'remove';

const formValueOf = (person: PersonDetails): EditValues => ({
  ...initialEditValues(editableAttributes(person)),
  [PHOTO_FIELD]: '',
});

/** The edit form of one user's attributes and photo; only what changed is sent, with the version read as If-Match. */
export function EditUserForm({ person, attributes, image, reload, actions, onSaved }: EditUserFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const refresh = useRefreshPeople();
  const baseId = useId();
  const initial = useMemo(() => formValueOf(person), [person]);
  // DN attributes of people are chosen with the picker: it shows the form's DNs by the names last read or chosen
  // (after "Take the saved version" the other person's choice, by the names of the newer read).
  const [known, setKnown] = useState<Record<string, PickerItem>>(() => peopleOf(attributes));
  const { photo, error: imageError, choose: chooseFile } = useChosenPhoto();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useEditorForm<EditValues, ValidationError>({
    initial,
    version: person.version ?? undefined,
    problems: () => (imageError ? { [PHOTO_FIELD]: imageError } : {}),
    // Only what differs from the user as last read is sent: a value put back is no change.
    save: async (value, version) => {
      setFailure(null);
      const changes: AttributeChange[] = changedAttributes(attributes, value);
      const chosen = value[PHOTO_FIELD];
      if (image && photo && chosen === photo.fileName)
        changes.push({ key: image.key, values: [photo.data], fileName: photo.fileName });
      else if (image && chosen === REMOVE) changes.push({ key: image.key, values: [], action: 'remove' });
      if (changes.length === 0) return;
      const keys = new Set([...attributes.map((a) => a.key), ...(image ? [image.key] : [])]);
      try {
        await updateUser(ifMatch(core, version), { dn: person.dn, changes, editable: keys });
      } catch (error) {
        if (!isVersionConflict(error)) setFailure(updateErrorMessage(error, t('errors.network')));
        throw error;
      }
      await refresh([person.dn]);
      core.feedback.show('success', t('manageUsers.updated', { name: person.fullName || person.dn }));
    },
    saved: onSaved,
    reload: async () => {
      const current = await reload();
      setKnown((names) => ({ ...names, ...peopleOf(editableAttributes(current)) }));
      return { value: formValueOf(current), version: current.version ?? undefined };
    },
  });
  const values = form.value;
  const removePhoto = values[PHOTO_FIELD] === REMOVE;

  const labelOf = (key: string) =>
    key === PHOTO_FIELD ? (image?.label ?? key) : (attributes.find((a) => a.key === key)?.label ?? key);

  const current = safeImageSrc((values[PHOTO_FIELD] && photo?.data) || (removePhoto ? null : person.image));
  return (
    <EditorForm
      form={form}
      part="edit-user-form"
      className="idm-manage-users-form"
      submitLabel={t('common.save')}
      fieldLabel={labelOf}
      display={(key, shown) => (key === PHOTO_FIELD && shown === REMOVE ? t('manageUsers.removePhoto') : undefined)}
      actions={actions}
    >
      {image ? (
        <PhotoFieldset
          id={`${baseId}-photo`}
          label={image.label}
          src={current}
          error={imageError}
          onChoose={(event) => chooseFile(event, (fileName) => form.set({ [PHOTO_FIELD]: fileName }))}
          canRemove={person.hasPhoto}
          remove={removePhoto}
          onRemoveChange={(remove) => form.set({ [PHOTO_FIELD]: remove ? REMOVE : '' })}
        />
      ) : null}
      {attributes.map((attribute) => (
        <UserAttributeField
          key={attribute.key}
          id={`${baseId}-${attribute.key}`}
          attribute={attribute}
          value={values[attribute.key] ?? ''}
          onChange={(next) => form.set({ [attribute.key]: next })}
          people={chosenPeople(values[attribute.key] ?? '', known)}
          onPeopleChange={(items) =>
            setKnown((names) => ({ ...names, ...Object.fromEntries(items.map((item) => [item.dn, item])) }))
          }
        />
      ))}
      {failure ? (
        <p className="idm-manage-users-error" role="alert">
          {failure}
        </p>
      ) : null}
    </EditorForm>
  );
}
