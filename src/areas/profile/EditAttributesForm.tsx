import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVersionConflict } from '../../api';
import type { PersonAttribute, PersonDetails } from '../../api/people';
import type { VersionField } from '../../api/versions';
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
import { EditorForm, useEditorForm } from '../../ui/form';
import { useReloadMe, useSaveAttributes, useUpdateErrorText } from './use-profile-mutations';

export interface EditAttributesFormProps {
  person: PersonDetails & VersionField;
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
 * The edit form of my editable attributes (spec sections 5 and 6) on the form kit: read-only attributes and
 * cn are never offered nor sent; only changed values go to the server, with my details' version as If-Match
 * (someone else's save meanwhile opens the conflict dialog). A failure shows the spec's text above the
 * buttons and keeps every value as typed; leaving it changed asks first.
 */
export function EditAttributesForm({ person, onDone }: EditAttributesFormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const formId = useId();
  const attributes = useMemo(() => editableAttributes(person), [person]);
  const initial = useMemo(() => draftOf(person), [person]);
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(attributes.flatMap((a) => a.values.map((v) => [v.value, v.display] as const))),
  );
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const save = useSaveAttributes();
  const reloadMe = useReloadMe();
  const errorText = useUpdateErrorText();

  const form = useEditorForm<AttributeDraft, 'required'>({
    initial,
    version: person.version ?? undefined,
    problems: (draft) => Object.fromEntries(missingRequired(person, draft).map((key) => [key, 'required' as const])),
    // Only the attributes that differ from my details as last read are sent.
    save: async (draft, version) => {
      const changes = attributeChanges(person, draft);
      if (changes.length === 0) return;
      setError(null);
      try {
        await save.mutateAsync({ dn: person.dn, changes, editable: editableKeys(person), version });
      } catch (failure) {
        if (isVersionConflict(failure)) throw failure;
        setError(errorText(failure));
        queueMicrotask(() => errorRef.current?.focus());
        throw failure;
      }
      core.feedback.show('success', t('profile.edit.saved'));
    },
    saved: onDone,
    reload: async () => {
      const current = await reloadMe();
      return { value: draftOf(current), version: current.version ?? undefined };
    },
  });
  const draft = form.value;
  const set = (key: string, values: string[]) => form.set({ [key]: values });
  const labelOf = (key: string) => attributes.find((attribute) => attribute.key === key)?.label ?? key;

  return (
    <EditorForm
      form={form}
      part="edit-form"
      className="idm-profile-form"
      submitLabel={t('profile.edit.save')}
      fieldLabel={labelOf}
      display={(key, values) =>
        Array.isArray(values) ? values.map((v) => names[String(v)] ?? String(v)).join(', ') : undefined
      }
      actions={
        <button type="button" className="idm-button secondary" disabled={form.saving} onClick={onDone}>
          {t('profile.edit.cancel')}
        </button>
      }
    >
      <div className="idm-profile-fields">
        {attributes.map((attribute) => {
          const id = `${formId}-${attribute.key}`;
          const values = draft[attribute.key] ?? [];
          const invalid = form.problemOf(attribute.key) !== null;
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
        <p ref={errorRef} tabIndex={-1} className="idm-alert alert-danger idm-profile-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </EditorForm>
  );
}
