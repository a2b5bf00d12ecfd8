import type { TFunction } from 'i18next';
import { errorOf, type FieldError } from '../../domain/settings-rules';

/** The message beside a field: its first broken rule in the user's language, or null. */
export function fieldMessages(t: TFunction, errors: readonly FieldError[]) {
  return (field: string): string | null => {
    const error = errorOf(errors, field);
    return error ? t(`clientSettings.errors.${error.code}`, error.params ?? {}) : null;
  };
}
