import { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ifMatch, isVersionConflict } from '../../api';
import { updateUser, type AttributeChange } from '../../api/people';
import type { VersionField } from '../../api/versions';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { useCore } from '../../core/react';
import { validateImage, type ValidationError } from '../../domain/validators';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Dialog } from '../../ui/Dialog';
import { safeImageSrc } from '../../ui/cells/cell-values';
import { DefaultUserImage } from '../../ui/quick-info';
import type { PickerItem } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import { EditorForm, useEditorForm } from '../../ui/form';
import {
  changedAttributes,
  editableAttributes,
  editableImage,
  initialEditValues,
  isTime,
  isUserLookup,
  updateErrorMessage,
  type EditValues,
} from './manage-model';
import { usePersonDetails, useRefreshPeople } from './queries';

export interface EditUserDialogProps {
  dn: string;
  /** Shown in the heading until the details are in. */
  name: string;
  onClose(): void;
}

/** Edit one user: only the attributes (and the photo) the signed-in user may change. */
export function EditUserDialog({ dn, name, onClose }: EditUserDialogProps) {
  const { t } = useTranslation();
  const details = usePersonDetails(dn);
  const person = details.data;
  const heading = t('manageUsers.editHeading', { name: person?.fullName || name });
  const editable = person ? editableAttributes(person) : [];
  const image = person ? editableImage(person) : null;
  const nothing = person !== undefined && editable.length === 0 && image === null;
  const cancel = (
    <button type="button" className="idm-button secondary" onClick={onClose}>
      {t('common.cancel')}
    </button>
  );

  return (
    <Dialog
      open
      heading={heading}
      onClose={onClose}
      footer={person && !nothing ? undefined : cancel}
      className="idm-manage-users-dialog"
    >
      {details.isPending ? (
        <ComponentLoader />
      ) : details.isError || !person ? (
        <p className="idm-manage-users-error" role="alert">
          {updateErrorMessage(details.error, t('errors.network'))}
        </p>
      ) : nothing ? (
        <p>{t('manageUsers.nothingEditable')}</p>
      ) : (
        <EditUserForm
          person={person}
          attributes={editable}
          image={image}
          reload={async () => (await details.refetch()).data ?? person}
          actions={cancel}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}

interface EditUserFormProps {
  person: PersonDetails & VersionField;
  attributes: PersonAttribute[];
  image: PersonAttribute | null;
  /** The user as the server has it now (after someone else saved him meanwhile). */
  reload(): Promise<PersonDetails & VersionField>;
  actions: ReactNode;
  onSaved(): void;
}

interface ChosenImage {
  data: string;
  fileName: string;
}

/** The photo's part of the form: a chosen file's name, REMOVE, or '' (unchanged). */
const PHOTO_FIELD = '__photo';
const REMOVE = 'remove';

const formValueOf = (person: PersonDetails): EditValues => ({
  ...initialEditValues(editableAttributes(person)),
  [PHOTO_FIELD]: '',
});

/** The people the user-lookup attributes name, by DN, as pickers show them. */
const peopleOf = (attributes: readonly PersonAttribute[]): Record<string, PickerItem> =>
  Object.fromEntries(
    attributes
      .filter(isUserLookup)
      .flatMap((a) => a.values.map((v) => [v.value, { itemType: 'user', dn: v.value, fullName: v.display }])),
  );

/** A user-lookup field's DNs (one a line) as the picker's items, by their known names. */
const chosenPeople = (value: string, known: Record<string, PickerItem>): PickerItem[] =>
  value
    .split('\n')
    .filter((dn) => dn !== '')
    .map((dn) => known[dn] ?? { itemType: 'user', dn, fullName: dn });

function EditUserForm({ person, attributes, image, reload, actions, onSaved }: EditUserFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const refresh = useRefreshPeople();
  const baseId = useId();
  const initial = useMemo(() => formValueOf(person), [person]);
  // DN attributes of people are chosen with the picker: it shows the form's DNs by the names last read or chosen
  // (after "Take the saved version" the other person's choice, by the names of the newer read).
  const [known, setKnown] = useState<Record<string, PickerItem>>(() => peopleOf(attributes));
  const [photo, setPhoto] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<ValidationError | null>(null);
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

  const imageMessage = (error: ValidationError) => {
    switch (error.code) {
      case 'imageMultipleExtension':
        return t('errors.imageMultipleExtension', error.message);
      case 'imageExtension':
        return t('errors.imageExtension', error.message);
      case 'imageSize':
        return t('errors.imageSize', error.message);
      default:
        return error.message;
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPhoto(null);
    setImageError(null);
    form.set({ [PHOTO_FIELD]: '' });
    if (!file) return;
    const error = validateImage({ name: file.name, size: file.size });
    if (error) {
      setImageError(error);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') {
        setPhoto({ data: reader.result, fileName: file.name });
        form.set({ [PHOTO_FIELD]: file.name });
      }
    };
    reader.readAsDataURL(file);
  };

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
        <fieldset className="idm-manage-users-photo">
          <legend>{image.label}</legend>
          <div className="idm-manage-users-photo-row">
            {current ? <img src={current} alt="" /> : <DefaultUserImage />}
            <div className="idm-manage-users-photo-inputs">
              <label htmlFor={`${baseId}-photo`}>{t('manageUsers.choosePhoto')}</label>
              <input
                id={`${baseId}-photo`}
                type="file"
                accept=".jpg,.jpeg,.png,.gif,.bmp"
                aria-invalid={imageError !== null}
                aria-describedby={imageError ? `${baseId}-photo-error` : undefined}
                onChange={chooseFile}
              />
              {imageError ? (
                <p id={`${baseId}-photo-error`} className="idm-field-error">
                  {imageMessage(imageError)}
                </p>
              ) : null}
              {person.hasPhoto ? (
                <label className="idm-manage-users-check">
                  <input
                    type="checkbox"
                    checked={removePhoto}
                    onChange={(event) => form.set({ [PHOTO_FIELD]: event.target.checked ? REMOVE : '' })}
                  />
                  {t('manageUsers.removePhoto')}
                </label>
              ) : null}
            </div>
          </div>
        </fieldset>
      ) : null}
      {attributes.map((attribute) => {
        const id = `${baseId}-${attribute.key}`;
        const value = values[attribute.key] ?? '';
        const onChange = (next: string) => form.set({ [attribute.key]: next });
        if (isUserLookup(attribute)) {
          return (
            <div key={attribute.key} className="idm-manage-users-field">
              <Picker
                label={attribute.label}
                tabs={['users']}
                mode={attribute.multivalued ? 'multi' : 'single'}
                value={chosenPeople(value, known)}
                onChange={(items) => {
                  setKnown((names) => ({ ...names, ...Object.fromEntries(items.map((item) => [item.dn, item])) }));
                  onChange(items.flatMap((item) => (item.dn ? [item.dn] : [])).join('\n'));
                }}
              />
            </div>
          );
        }
        return (
          <div key={attribute.key} className="idm-manage-users-field">
            <label htmlFor={id}>{attribute.label}</label>
            {attribute.choices.length > 0 ? (
              <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
                <option value="">{t('manageUsers.none')}</option>
                {attribute.choices.map((choice) => (
                  <option key={choice.key} value={choice.key}>
                    {choice.label}
                  </option>
                ))}
              </select>
            ) : attribute.multivalued ? (
              <textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
            ) : (
              <input
                id={id}
                type={isTime(attribute) ? 'datetime-local' : 'text'}
                value={value}
                onChange={(event) => onChange(event.target.value)}
              />
            )}
            {attribute.multivalued ? <p className="idm-field-hint">{t('manageUsers.oneValuePerLine')}</p> : null}
          </div>
        );
      })}
      {failure ? (
        <p className="idm-manage-users-error" role="alert">
          {failure}
        </p>
      ) : null}
    </EditorForm>
  );
}
