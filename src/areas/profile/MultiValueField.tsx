import type { ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import type { PersonAttribute } from '../../api/people';
import { inputType } from './attribute-inputs';

export interface MultiValueFieldProps {
  attribute: PersonAttribute;
  values: string[];
  invalid: boolean;
  describedBy: string | undefined;
  /** The attribute's name (with the required mark). */
  legend: ReactNode;
  /** 'Required' while it is left empty. */
  message: ReactNode;
  set(values: string[]): void;
}

/** A multi-valued attribute: one input a value, each with Remove, and Add below (one empty row to start). */
export function MultiValueField({
  attribute,
  values,
  invalid,
  describedBy,
  legend,
  message,
  set,
}: MultiValueFieldProps) {
  const { t } = useTranslation();
  const rows = values.length > 0 ? values : [''];
  return (
    <fieldset className="idm-profile-field wide idm-profile-multi" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {rows.map((value, index) => (
        <div key={index} className="idm-profile-multi-row">
          <input
            className="idm-profile-input"
            type={inputType(attribute)}
            value={value}
            aria-label={t('profile.edit.valueN', { label: attribute.label, n: index + 1 })}
            aria-invalid={invalid || undefined}
            onChange={(event) => set(rows.map((v, i) => (i === index ? event.target.value : v)))}
          />
          <button
            type="button"
            className="idm-button secondary"
            aria-label={t('profile.edit.removeValueN', { label: attribute.label, n: index + 1 })}
            onClick={() => set(rows.filter((_, i) => i !== index))}
          >
            {t('profile.edit.removeValue')}
          </button>
        </div>
      ))}
      <button type="button" className="idm-link-button" onClick={() => set([...rows, ''])}>
        {t('profile.edit.addValue', { label: attribute.label })}
      </button>
      {message}
    </fieldset>
  );
}
