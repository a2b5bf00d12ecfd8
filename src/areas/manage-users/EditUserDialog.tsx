import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUser, type AttributeChange } from '../../api/people';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { useCore } from '../../core/react';
import { validateImage, type ValidationError } from '../../domain/validators';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { Dialog } from '../../ui/Dialog';
import { safeImageSrc } from '../../ui/cells/cell-values';
import { DefaultUserImage } from '../../ui/quick-info';
import type { PickerItem } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
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
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const heading = t('manageUsers.editHeading', { name: person?.fullName || name });
  const editable = person ? editableAttributes(person) : [];
  const image = person ? editableImage(person) : null;
  const nothing = person !== undefined && editable.length === 0 && image === null;

  const footer = (
    <>
      {person && !nothing ? (
        <button type="submit" form={formId} className="idm-button" disabled={busy}>
          {busy ? t('manageUsers.saving') : t('common.save')}
        </button>
      ) : null}
      <button type="button" className="idm-button secondary" onClick={onClose}>
        {t('common.cancel')}
      </button>
    </>
  );

  return (
    <Dialog open heading={heading} onClose={onClose} footer={footer} className="idm-manage-users-dialog">
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
          formId={formId}
          person={person}
          attributes={editable}
          image={image}
          onBusy={setBusy}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}

interface EditUserFormProps {
  formId: string;
  person: PersonDetails;
  attributes: PersonAttribute[];
  image: PersonAttribute | null;
  onBusy(busy: boolean): void;
  onSaved(): void;
}

interface ChosenImage {
  data: string;
  fileName: string;
}

function EditUserForm({ formId, person, attributes, image, onBusy, onSaved }: EditUserFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const refresh = useRefreshPeople();
  const baseId = useId();
  const [values, setValues] = useState<EditValues>(() => initialEditValues(attributes));
  // DN attributes of people are chosen with the picker; it shows their names.
  const [people, setPeople] = useState<Record<string, PickerItem[]>>(() =>
    Object.fromEntries(
      attributes
        .filter(isUserLookup)
        .map((a) => [a.key, a.values.map((v): PickerItem => ({ itemType: 'user', dn: v.value, fullName: v.display }))]),
    ),
  );
  const [photo, setPhoto] = useState<ChosenImage | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const [imageError, setImageError] = useState<ValidationError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => onBusy(busy), [busy, onBusy]);

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
        setRemovePhoto(false);
      }
    };
    reader.readAsDataURL(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || imageError) return;
    const changes: AttributeChange[] = changedAttributes(attributes, values);
    if (image && photo) changes.push({ key: image.key, values: [photo.data], fileName: photo.fileName });
    else if (image && removePhoto) changes.push({ key: image.key, values: [], action: 'remove' });
    if (changes.length === 0) {
      onSaved();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const keys = new Set([...attributes.map((a) => a.key), ...(image ? [image.key] : [])]);
      await updateUser(core, { dn: person.dn, changes, editable: keys });
      await refresh([person.dn]);
      core.feedback.show('success', t('manageUsers.updated', { name: person.fullName || person.dn }));
      onSaved();
    } catch (error) {
      setFailure(updateErrorMessage(error, t('errors.network')));
      setBusy(false);
    }
  };

  const current = safeImageSrc(photo?.data ?? (removePhoto ? null : person.image));
  return (
    <form id={formId} className="idm-manage-users-form" noValidate onSubmit={(event) => void submit(event)}>
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
                    onChange={(event) => {
                      setRemovePhoto(event.target.checked);
                      if (event.target.checked) setPhoto(null);
                    }}
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
        const onChange = (next: string) => setValues({ ...values, [attribute.key]: next });
        if (isUserLookup(attribute)) {
          return (
            <div key={attribute.key} className="idm-manage-users-field">
              <Picker
                label={attribute.label}
                tabs={['users']}
                mode={attribute.multivalued ? 'multi' : 'single'}
                value={people[attribute.key] ?? []}
                onChange={(items) => {
                  setPeople({ ...people, [attribute.key]: items });
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
    </form>
  );
}
