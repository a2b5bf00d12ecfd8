import { useId, useState } from 'react';
import { useTranslation } from '../../core/react';
import { formErrorText } from './form-messages';
import type { FormField } from './model';
import { validateField, valuesWithDefaults, type FormValues } from './request-form';

export interface RequestFormFieldsProps {
  fields: readonly FormField[];
  values: FormValues;
  onChange(values: FormValues): void;
  /** Show every field's error (after a submit attempt); otherwise only once a field was left. */
  showAllErrors: boolean;
  /** Names the group of fields. */
  legend: string;
}

/** An item's data items as a form: text, number, date, check box and list fields with their validation. */
export function RequestFormFields({ fields, values: typed, onChange, showAllErrors, legend }: RequestFormFieldsProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  if (fields.length === 0) return null;
  const values = valuesWithDefaults(fields, typed);
  return (
    <fieldset className="ra-form">
      <legend>{legend}</legend>
      {fields.map((field) => (
        <FieldControl
          key={field.key}
          field={field}
          value={values[field.key] ?? ''}
          showError={showAllErrors || touched.has(field.key)}
          onChange={(value) => onChange({ ...values, [field.key]: value })}
          onBlur={() => setTouched((current) => new Set(current).add(field.key))}
        />
      ))}
    </fieldset>
  );
}

interface FieldControlProps {
  field: FormField;
  value: string;
  showError: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

function FieldControl({ field, value, showError, onChange, onBlur }: FieldControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const error = field.readOnly ? null : validateField(field, value);
  const visibleError = showError && error ? formErrorText(t, error) : null;
  const describedBy =
    [field.description ? helpId : '', visibleError ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': visibleError ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    disabled: field.readOnly,
    onBlur,
  } as const;

  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className="ra-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );

  return (
    <div className={`ra-field ra-field-${field.type}${visibleError ? ' invalid' : ''}`}>
      {field.type === 'boolean' ? (
        <label className="idm-check" htmlFor={id}>
          <input
            {...common}
            type="checkbox"
            checked={value === 'true'}
            onChange={(event) => onChange(event.currentTarget.checked ? 'true' : 'false')}
          />
          {label}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {field.type === 'list' ? (
            <select {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
              <option value="">{t('requestAccess.form.choose')}</option>
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...common}
              dir={field.type === 'text' ? 'auto' : undefined}
              type={field.type === 'number' ? 'text' : field.type === 'date' ? 'date' : 'text'}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              value={value}
              maxLength={field.type === 'text' && field.maxLength ? field.maxLength : undefined}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
          )}
        </>
      )}
      {field.description ? (
        <p id={helpId} className="ra-help">
          {field.description}
        </p>
      ) : null}
      {visibleError ? (
        <p id={errorId} className="ra-error">
          {visibleError}
        </p>
      ) : null}
    </div>
  );
}
