import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../core/react';
import { IMAGE_EXTENSIONS, validateImage, type ValidationError } from '../../domain/validators';
import { safeImageSrc } from '../../ui/area';
import { DefaultUserImage } from '../../ui/quick-info';

/** A photo chosen for the new user: a `data:` URL and the file's name (the server checks both again). */
export interface ChosenPhoto {
  data: string;
  fileName: string;
}

export interface PhotoFieldProps {
  /** The schema's label of the photo attribute. */
  label: string;
  photo: ChosenPhoto | null;
  error: ValidationError | null;
  /** A valid file read (photo), or a refused one (error); both null when the choice is cleared. */
  onChange(photo: ChosenPhoto | null, error: ValidationError | null): void;
}

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The new user's photo: a file checked by the spec's image rules (one extension, an image one, under
 * 59 kb, in that order) before it is read; a preview, and a button that clears the choice.
 */
export function PhotoField({ label, photo, error, onChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const base = useId();
  const inputId = `${base}-input`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const src = safeImageSrc(photo?.data);
  // A new input when the choice is cleared, so that it no longer names the file.
  const [generation, setGeneration] = useState(0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return onChange(null, null);
    const invalid = validateImage({ name: file.name, size: file.size });
    if (invalid) return onChange(null, invalid);
    const reader = new FileReader();
    reader.onload = () =>
      onChange(typeof reader.result === 'string' ? { data: reader.result, fileName: file.name } : null, null);
    reader.readAsDataURL(file);
  };

  const message = (problem: ValidationError): string => {
    switch (problem.code) {
      case 'imageMultipleExtension':
        return t('errors.imageMultipleExtension', problem.message);
      case 'imageExtension':
        return t('errors.imageExtension', problem.message);
      case 'imageSize':
        return t('errors.imageSize', problem.message);
      default:
        return problem.message;
    }
  };

  return (
    <div className={`idm-create-user-field idm-create-user-photo${error ? ' invalid' : ''}`} data-field="photo">
      <label htmlFor={inputId}>{label}</label>
      <div className="idm-create-user-photo-row">
        {src ? <img src={src} alt="" width="64" height="64" /> : <DefaultUserImage />}
        <div className="idm-create-user-photo-inputs">
          <input
            key={generation}
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-invalid={error !== null}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={choose}
          />
          {photo ? (
            <button
              type="button"
              className="idm-button secondary"
              onClick={() => {
                setGeneration(generation + 1);
                onChange(null, null);
              }}
            >
              {t('createUser.clearPhoto')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="idm-field-hint">
        {t('createUser.photoHint')}
      </p>
      {error ? (
        <p id={errorId} className="idm-field-error" role="alert">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
