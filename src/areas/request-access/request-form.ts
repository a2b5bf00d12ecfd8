import { parseDateInput } from './expiration';
import type { FormField, FormFieldType } from './model';

export type FormValues = Record<string, string>;

export type FormErrorCode = 'required' | 'number' | 'min' | 'max' | 'date' | 'option' | 'maxLength';

export interface FormError {
  key: string;
  code: FormErrorCode;
  /** The limit for min, max and maxLength. */
  limit?: number;
}

const FIELD_TYPES: readonly FormFieldType[] = ['text', 'number', 'date', 'boolean', 'list'];

/**
 * A data item's type as the server names it (String, Integer, Long, Number, Date, Boolean, List,
 * picklist, …) mapped to one of the five form field types; unknown types are text.
 */
export function fieldTypeOf(raw: unknown): FormFieldType {
  const value = String(raw ?? '')
    .trim()
    .toLowerCase();
  if ((FIELD_TYPES as readonly string[]).includes(value)) return value as FormFieldType;
  if (['integer', 'int', 'long', 'decimal', 'double', 'float', 'numeric'].includes(value)) return 'number';
  if (['date', 'datetime', 'time', 'timestamp'].includes(value)) return 'date';
  if (['bool', 'checkbox'].includes(value)) return 'boolean';
  if (['list', 'picklist', 'choice', 'dropdown', 'select', 'enum'].includes(value)) return 'list';
  return 'text';
}

/** The values a fresh form starts with: each field's default ('false' for booleans). */
export function initialValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.defaultValue !== undefined) values[field.key] = field.defaultValue;
    else if (field.type === 'boolean') values[field.key] = 'false';
    else values[field.key] = '';
  }
  return values;
}

/** What the form holds: the values typed so far over each field's initial value. */
export function valuesWithDefaults(fields: readonly FormField[], values: FormValues): FormValues {
  return { ...initialValues(fields), ...values };
}

/** Checks one field: required, then the type's own rules. Empty optional fields pass. */
export function validateField(field: FormField, raw: string | undefined): FormError | null {
  const value = (raw ?? '').trim();
  if (field.type === 'boolean') {
    // A required check box must be ticked.
    return field.required && value !== 'true' ? { key: field.key, code: 'required' } : null;
  }
  if (value === '') return field.required ? { key: field.key, code: 'required' } : null;
  switch (field.type) {
    case 'number': {
      const n = Number(value);
      if (!/^[-+]?\d+(\.\d+)?$/.test(value) || !Number.isFinite(n)) return { key: field.key, code: 'number' };
      if (field.min !== null && field.min !== undefined && n < field.min)
        return { key: field.key, code: 'min', limit: field.min };
      if (field.max !== null && field.max !== undefined && n > field.max)
        return { key: field.key, code: 'max', limit: field.max };
      return null;
    }
    case 'date':
      return parseDateInput(value) ? null : { key: field.key, code: 'date' };
    case 'list':
      return (field.options ?? []).some((option) => option.value === value) ? null : { key: field.key, code: 'option' };
    default:
      return field.maxLength && value.length > field.maxLength
        ? { key: field.key, code: 'maxLength', limit: field.maxLength }
        : null;
  }
}

/** Every field's first error, by field key. */
export function validateForm(fields: readonly FormField[], values: FormValues): Record<string, FormError> {
  const errors: Record<string, FormError> = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const error = validateField(field, values[field.key]);
    if (error) errors[field.key] = error;
  }
  return errors;
}

/** The form's values as the request carries them: `[{key, value}]`, empty optional values left out. */
export function formPayload(fields: readonly FormField[], values: FormValues): { key: string; value: string }[] {
  return fields
    .map((field) => ({ key: field.key, value: (values[field.key] ?? '').trim() }))
    .filter((entry, index) => entry.value !== '' || fields[index]?.required);
}
