import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import { useCore } from '../../core/react';
import type { PickerItem } from '../../ui/picker';
import { LazyPicker as Picker } from '../../ui/picker/LazyPicker';
import {
  attributeChanges,
  draftOf,
  editableAttributes,
  editableKeys,
  isBooleanAttribute,
  isDnAttribute,
  isTimeAttribute,
  missingRequired,
  type AttributeDraft,
} from './attributes';
import { useSaveAttributes, useUpdateErrorText } from './use-profile-mutations';

export interface EditAttributesFormProps {
  person: PersonDetails;
  /** Saved or cancelled. */
  onDone(): void;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms ↔ the date input's yyyy-mm-dd (local day). */
function toDateInput(value: string): string {
  const ms = Number(value);
  if (!value || !Number.isFinite(ms)) return '';
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
function fromDateInput(value: string): string {
  if (!value) return '';
  const [y, m, d] = value.split('-').map(Number);
  return String(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).getTime());
}

function inputType(attribute: PersonAttribute): string {
  const key = attribute.key.toLowerCase();
  const format = attribute.formatType.toLowerCase();
  if (format === 'email' || key === 'email' || key === 'mail') return 'email';
  if (format === 'phone' || format === 'telephone' || key.includes('telephone') || key === 'mobile') return 'tel';
  if (attribute.dataType.toLowerCase() === 'integer') return 'number';
  return 'text';
}

/**
 * The edit form of my editable attributes (spec sections 5 and 6): read-only attributes and cn are
 * never offered nor sent; only changed values go to the server. A failure shows the spec's text above
 * the buttons and keeps every value as typed.
 */
export function EditAttributesForm({ person, onDone }: EditAttributesFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const formId = useId();
  const errorId = useId();
  const attributes = useMemo(() => editableAttributes(person), [person]);
  const [draft, setDraft] = useState<AttributeDraft>(() => draftOf(person));
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(attributes.flatMap((a) => a.values.map((v) => [v.value, v.display] as const))),
  );
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const save = useSaveAttributes();
  const errorText = useUpdateErrorText();

  const missing = new Set(submitted ? missingRequired(person, draft) : []);
  const changes = attributeChanges(person, draft);
  const set = (key: string, values: string[]) => setDraft((current) => ({ ...current, [key]: values }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setSubmitted(true);
    if (missingRequired(person, draft).length > 0) return;
    if (changes.length === 0) {
      onDone();
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ dn: person.dn, changes, editable: editableKeys(person) });
      core.feedback.show('success', t('profile.edit.saved'));
      onDone();
    } catch (failure) {
      setError(errorText(failure));
      queueMicrotask(() => errorRef.current?.focus());
    }
  };

  return (
    <form
      className="idm-profile-form"
      part="edit-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby={error ? errorId : undefined}
    >
      <div className="idm-profile-fields">
        {attributes.map((attribute) => {
          const id = `${formId}-${attribute.key}`;
          const values = draft[attribute.key] ?? [];
          const invalid = missing.has(attribute.key);
          const requiredMessage = invalid ? (
            <span id={`${id}-error`} className="idm-profile-field-error">
              {t('profile.edit.required')}
            </span>
          ) : null;
          const described = invalid ? `${id}-error` : undefined;
          const label = (
            <>
              {attribute.label}
              {attribute.required ? (
                <span aria-hidden="true" className="idm-profile-required">
                  {' '}
                  *
                </span>
              ) : null}
            </>
          );

          if (isDnAttribute(attribute)) {
            const items: PickerItem[] = values.map((dn) => ({ itemType: 'user', dn, name: names[dn] ?? dn }));
            return (
              <div key={attribute.key} className="idm-profile-field wide">
                <Picker
                  label={attribute.label}
                  tabs={['users']}
                  mode={attribute.multivalued ? 'multi' : 'single'}
                  value={items}
                  required={attribute.required}
                  excluded={[person.dn]}
                  onChange={(next) => {
                    setNames((current) => ({
                      ...current,
                      ...Object.fromEntries(next.map((i) => [i.dn ?? '', i.fullName || i.name || i.dn || ''])),
                    }));
                    set(attribute.key, next.map((i) => i.dn ?? '').filter(Boolean));
                  }}
                />
                {requiredMessage}
              </div>
            );
          }
          if (isBooleanAttribute(attribute)) {
            return (
              <div key={attribute.key} className="idm-profile-field">
                <label className="idm-check">
                  <input
                    type="checkbox"
                    checked={values[0] === 'true'}
                    onChange={(event) => set(attribute.key, [String(event.target.checked)])}
                  />
                  {attribute.label}
                </label>
              </div>
            );
          }
          if (attribute.choices.length > 0 && !attribute.multivalued) {
            return (
              <div key={attribute.key} className="idm-profile-field">
                <label htmlFor={id}>{label}</label>
                <select
                  id={id}
                  className="idm-profile-select"
                  value={values[0] ?? ''}
                  aria-invalid={invalid || undefined}
                  aria-describedby={described}
                  aria-required={attribute.required || undefined}
                  onChange={(event) => set(attribute.key, [event.target.value])}
                >
                  <option value="">{t('profile.edit.choose')}</option>
                  {attribute.choices.map((choice) => (
                    <option key={choice.key} value={choice.key}>
                      {choice.label}
                    </option>
                  ))}
                </select>
                {requiredMessage}
              </div>
            );
          }
          if (attribute.multivalued) {
            const rows = values.length > 0 ? values : [''];
            return (
              <fieldset
                key={attribute.key}
                className="idm-profile-field wide idm-profile-multi"
                aria-describedby={described}
              >
                <legend>{label}</legend>
                {rows.map((value, index) => (
                  <div key={index} className="idm-profile-multi-row">
                    <input
                      className="idm-profile-input"
                      type={inputType(attribute)}
                      value={value}
                      aria-label={t('profile.edit.valueN', { label: attribute.label, n: index + 1 })}
                      aria-invalid={invalid || undefined}
                      onChange={(event) =>
                        set(
                          attribute.key,
                          rows.map((v, i) => (i === index ? event.target.value : v)),
                        )
                      }
                    />
                    <button
                      type="button"
                      className="idm-button secondary"
                      aria-label={t('profile.edit.removeValueN', { label: attribute.label, n: index + 1 })}
                      onClick={() =>
                        set(
                          attribute.key,
                          rows.filter((_, i) => i !== index),
                        )
                      }
                    >
                      {t('profile.edit.removeValue')}
                    </button>
                  </div>
                ))}
                <button type="button" className="idm-link-button" onClick={() => set(attribute.key, [...rows, ''])}>
                  {t('profile.edit.addValue', { label: attribute.label })}
                </button>
                {requiredMessage}
              </fieldset>
            );
          }
          const time = isTimeAttribute(attribute);
          return (
            <div key={attribute.key} className="idm-profile-field">
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                className="idm-profile-input"
                type={time ? 'date' : inputType(attribute)}
                value={time ? toDateInput(values[0] ?? '') : (values[0] ?? '')}
                aria-invalid={invalid || undefined}
                aria-required={attribute.required || undefined}
                aria-describedby={described}
                onChange={(event) =>
                  set(attribute.key, [time ? fromDateInput(event.target.value) : event.target.value])
                }
              />
              {requiredMessage}
            </div>
          );
        })}
      </div>
      {error ? (
        <p
          id={errorId}
          ref={errorRef}
          tabIndex={-1}
          className="idm-alert alert-danger idm-profile-form-error"
          role="alert"
        >
          {error}
        </p>
      ) : null}
      <div className="idm-profile-form-actions">
        <button type="submit" className="idm-button" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('profile.edit.saving') : t('profile.edit.save')}
        </button>
        <button type="button" className="idm-button secondary" disabled={save.isPending} onClick={onDone}>
          {t('profile.edit.cancel')}
        </button>
      </div>
    </form>
  );
}
