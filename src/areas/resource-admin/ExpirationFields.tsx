import { useId } from 'react';
import { useTranslation } from '../../core/react';
import type { Expiration, ExpirationUnit } from '../../domain/resource-admin';

export interface ExpirationFieldsProps {
  value: Expiration;
  onChange(expiration: Expiration): void;
  /** The count is out of range and a save was tried: its message shows beside it. */
  invalid: boolean;
}

/** Whether an assignment of the resource must expire, and after how many days, months or years. */
export function ExpirationFields({ value, onChange, invalid }: ExpirationFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="idm-admin-approval">
      <legend>{t('resourceAdminPages.expiration.legend')}</legend>
      <label>
        <input
          type="checkbox"
          checked={value.required}
          onChange={(e) => onChange({ ...value, required: e.target.checked })}
        />
        {t('resourceAdminPages.expiration.required')}
      </label>
      <div className="idm-admin-field">
        <label htmlFor={`${id}-expires`}>{t('resourceAdminPages.expiration.after')}</label>
        <input
          id={`${id}-expires`}
          inputMode="numeric"
          value={value.count}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-expires-error` : undefined}
          onChange={(e) => onChange({ ...value, count: e.target.value })}
        />
        <select
          aria-label={t('resourceAdminPages.expiration.unit')}
          value={value.unit}
          onChange={(e) => onChange({ ...value, unit: e.target.value as ExpirationUnit })}
        >
          {(['D', 'M', 'Y'] as const).map((unit) => (
            <option key={unit} value={unit}>
              {t(`resourceAdminPages.expiration.units.${unit}`)}
            </option>
          ))}
        </select>
        {invalid ? (
          <p id={`${id}-expires-error`} className="idm-admin-error">
            {t('resourceAdminPages.expiration.countRange')}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
