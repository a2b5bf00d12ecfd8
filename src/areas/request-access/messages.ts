import type { TFunction } from 'i18next';
import type { DateError } from './expiration';
import type { FormError } from './request-form';
import type { ItemKind } from './model';

/** The text of a date validation error. */
export function dateErrorText(t: TFunction, error: DateError): string {
  switch (error.code) {
    case 'invalidDate':
      return t('requestAccess.dates.invalid', 'Enter a valid date.');
    case 'effectiveInPast':
      return t('requestAccess.dates.effectiveInPast', 'The effective date cannot be in the past.');
    case 'expiryRequired':
      return t('requestAccess.dates.expiryRequired', 'An expiry date is required.');
    case 'expiryBeforeEffective':
      return t('requestAccess.dates.expiryBeforeEffective', 'The expiry date must be after the effective date.');
    case 'expiryTooLate': {
      const amount = error.limit?.amount ?? 0;
      if (error.limit?.unit === 'Y') {
        return t('requestAccess.dates.expiryWithinYears', {
          defaultValue: 'The expiry date must be within {{amount}} year(s) of the effective date.',
          amount,
        });
      }
      if (error.limit?.unit === 'M') {
        return t('requestAccess.dates.expiryWithinMonths', {
          defaultValue: 'The expiry date must be within {{amount}} month(s) of the effective date.',
          amount,
        });
      }
      return t('requestAccess.dates.expiryWithinDays', {
        defaultValue: 'The expiry date must be within {{amount}} day(s) of the effective date.',
        amount,
      });
    }
  }
}

/** The text of a request-form validation error. */
export function formErrorText(t: TFunction, error: FormError): string {
  switch (error.code) {
    case 'required':
      return t('requestAccess.form.required', 'Required');
    case 'number':
      return t('requestAccess.form.number', 'Enter a number.');
    case 'min':
      return t('requestAccess.form.min', { defaultValue: 'Minimum value is {{limit}}', limit: error.limit });
    case 'max':
      return t('requestAccess.form.max', { defaultValue: 'Maximum value is {{limit}}', limit: error.limit });
    case 'date':
      return t('requestAccess.form.date', 'Enter a valid date.');
    case 'option':
      return t('requestAccess.form.option', 'Choose one of the options.');
    case 'maxLength':
      return t('requestAccess.form.maxLength', { defaultValue: 'Maximum length is {{limit}}', limit: error.limit });
  }
}

/** 'Role', 'Resource' or 'Request' for an item's kind. */
export function kindLabel(t: TFunction, kind: ItemKind): string {
  if (kind === 'role') return t('requestAccess.kind.role', 'Role');
  if (kind === 'resource') return t('requestAccess.kind.resource', 'Resource');
  return t('requestAccess.kind.prd', 'Request');
}
