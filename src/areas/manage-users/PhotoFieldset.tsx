import type { ChangeEvent } from 'react';
import { useTranslation } from '../../core/react';
import type { ValidationError } from '../../domain/validators';
import { DefaultUserImage } from '../../ui/quick-info';

export interface PhotoFieldsetProps {
  /** The file input's id (its error's id adds `-error`). */
  id: string;
  label: string;
  /** The photo shown: the chosen file, the stored one, or none (the default image). */
  src: string | null | undefined;
  /** The chosen file's problem: a wrong extension or too large. */
  error: ValidationError | null;
  onChoose(event: ChangeEvent<HTMLInputElement>): void;
  /** The user has a photo that can be removed. */
  canRemove: boolean;
  remove: boolean;
  onRemoveChange(remove: boolean): void;
}

/** The photo of the user being edited: the picture, a file to choose, and 'Remove photo'. */
export function PhotoFieldset({
  id,
  label,
  src,
  error,
  onChoose,
  canRemove,
  remove,
  onRemoveChange,
}: PhotoFieldsetProps) {
  const { t } = useTranslation();
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
  return (
    <fieldset className="idm-manage-users-photo">
      <legend>{label}</legend>
      <div className="idm-manage-users-photo-row">
        {src ? <img src={src} alt="" /> : <DefaultUserImage />}
        <div className="idm-manage-users-photo-inputs">
          <label htmlFor={id}>{t('manageUsers.choosePhoto')}</label>
          <input
            id={id}
            type="file"
            accept=".jpg,.jpeg,.png,.gif,.bmp"
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={onChoose}
          />
          {error ? (
            <p id={`${id}-error`} className="idm-field-error">
              {imageMessage(error)}
            </p>
          ) : null}
          {canRemove ? (
            <label className="idm-manage-users-check">
              <input type="checkbox" checked={remove} onChange={(event) => onRemoveChange(event.target.checked)} />
              {t('manageUsers.removePhoto')}
            </label>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
