import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { PersonDetails } from '../../api/people';
import { useCore, useTranslation } from '../../core/react';
import { IMAGE_EXTENSIONS, validateImage } from '../../domain/validators';
import { readAsDataUrl } from './read-file';
import { useRemovePhoto, useSavePhoto, useUpdateErrorText } from './use-profile-mutations';

export interface PhotoControlProps {
  person: PersonDetails;
}

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Change or remove my photo (removing only an uploaded one, not the default or a generated image). A chosen file is checked first (spec section 5: one extension, an image
 * one, under 59 kb — in that order, with the spec's messages); a valid one is uploaded at once.
 */
export function PhotoControl({ person }: PhotoControlProps) {
  const { t } = useTranslation();
  const core = useCore();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSavePhoto();
  const remove = useRemovePhoto();
  const errorText = useUpdateErrorText();
  const key = person.imageAttribute?.key || 'UserPhoto';
  const busy = save.isPending || remove.isPending;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const invalid = validateImage({ name: file.name, size: file.size });
    if (invalid) {
      setError(t(`profile.photo.${invalid.code}`, invalid.message));
      return;
    }
    setError(null);
    try {
      const data = await readAsDataUrl(file);
      await save.mutateAsync({ dn: person.dn, data, fileName: file.name, key });
      core.feedback.show('success', t('profile.photo.saved'));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ dn: person.dn, key });
      core.feedback.show('success', t('profile.photo.removed'));
      input.current?.focus();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <div className="idm-profile-photo-control" part="photo-control">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="visually-hidden idm-profile-file"
        aria-describedby={error ? messageId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onChange(event)}
      />
      <label htmlFor={inputId} className="idm-button secondary idm-profile-file-label">
        {save.isPending ? t('profile.photo.uploading') : t('profile.photo.change')}
      </label>
      {person.hasPhoto ? (
        <button type="button" className="idm-button secondary" disabled={busy} onClick={() => void onRemove()}>
          {t('profile.photo.remove')}
        </button>
      ) : null}
      <p className="idm-profile-hint">{t('profile.photo.hint')}</p>
      {error ? (
        <p id={messageId} className="idm-profile-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
