import { useTranslation } from '../../core/react';
import { AdminTextField } from '../../ui/area/AdminTextField';
import { FieldError, type AttributeFieldProps } from './FieldError';
import { LookupField } from './LookupField';

/** One attribute's field by its type: text, number, list, yes/no, a lookup; read-only where it may not change. */
export function AttributeField({ id, attribute: a, values, names, readOnly, error, onChange }: AttributeFieldProps) {
  const { t } = useTranslation();
  const label = a.isRequired ? `${a.displayLabel} *` : a.displayLabel;
  const described = error !== null ? `${id}-error` : undefined;
  if (readOnly)
    return (
      <div className="idm-admin-field">
        <label htmlFor={id}>{a.displayLabel}</label>
        <input id={id} dir="auto" value={values[0] ?? ''} readOnly />
      </div>
    );
  if (a.dataType === 'DN')
    return (
      <LookupField
        id={id}
        attribute={a}
        label={label}
        values={values}
        names={names}
        error={error}
        onChange={onChange}
      />
    );
  if (a.dataType === 'Boolean')
    return (
      <div className="idm-admin-field entities-field">
        <label>
          <input
            type="checkbox"
            checked={values[0] === 'true'}
            onChange={(event) => onChange([event.target.checked ? 'true' : 'false'])}
          />{' '}
          {a.displayLabel}
        </label>
      </div>
    );
  if (a.choices.length > 0)
    return (
      <div className="idm-admin-field entities-field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          value={values[0] ?? ''}
          aria-invalid={error !== null}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
        >
          <option value="">{t('entityViews.choose')}</option>
          {a.choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.value}
            </option>
          ))}
        </select>
        <FieldError id={id} error={error} />
      </div>
    );
  if (a.dataType === 'Integer')
    return (
      <div className="idm-admin-field entities-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          dir="ltr"
          inputMode="numeric"
          value={values[0] ?? ''}
          aria-invalid={error !== null}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value === '' ? [] : [event.target.value])}
        />
        <FieldError id={id} error={error} />
      </div>
    );
  return (
    <AdminTextField
      id={id}
      label={label}
      value={values[0] ?? ''}
      required={a.isRequired}
      error={error}
      onChange={(text) => onChange(text === '' ? [] : [text])}
    />
  );
}
