import type { TFunction } from 'i18next';
import type { DateError } from './expiration';
import type { FormError } from './request-form';

/** The text of a date validation error. */
export function dateErrorText(t: TFunction, error: DateError): string {
  switch (error.code) {
    case 'invalidDate':
      return t('requestAccess.dates.invalid');
    case 'effectiveInPast':
      return t('requestAccess.dates.effectiveInPast');
    case 'expiryRequired':
      return t('requestAccess.dates.expiryRequired');
    case 'expiryBeforeEffective':
      return t('requestAccess.dates.expiryBeforeEffective');
    case 'expiryTooLate': {
      const amount = error.limit?.amount ?? 0;
      if (error.limit?.unit === 'Y') {
        return t('requestAccess.dates.expiryWithinYears', { amount });
      }
      if (error.limit?.unit === 'M') {
        return t('requestAccess.dates.expiryWithinMonths', { amount });
      }
      return t('requestAccess.dates.expiryWithinDays', { amount });
    }
  }
}

/** The text of a request-form validation error. */
export function formErrorText(t: TFunction, error: FormError): string {
  switch (error.code) {
    case 'required':
      return t('requestAccess.form.required');
    case 'number':
      return t('requestAccess.form.number');
    case 'min':
      return t('requestAccess.form.min', { limit: error.limit });
    case 'max':
      return t('requestAccess.form.max', { limit: error.limit });
    case 'date':
      return t('requestAccess.form.date');
    case 'option':
      return t('requestAccess.form.option');
    case 'maxLength':
      return t('requestAccess.form.maxLength', { limit: error.limit });
  }
}
