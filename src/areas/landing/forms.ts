import type { TFunction } from 'i18next';
import { errorMessage } from '../../core/errors';
import { landingNameRefusal, landingUrlRefusal, MAX_NAME_LENGTH } from '../../domain/landing';
import type { Names } from './names';
import { OTHER_LOCALES } from './names';

export interface NameErrors {
  en: string | null;
  others: Partial<Record<keyof Names, string>>;
}

/** What is wrong with the names, in the user's words (English required, none too long). */
export function checkNames(names: Names, t: TFunction): NameErrors {
  const refusal = landingNameRefusal(names.en);
  const en = refusal === null ? null : names.en.trim() === '' ? t('landing.error.name') : t('landing.error.nameLength');
  const others: NameErrors['others'] = {};
  for (const locale of OTHER_LOCALES)
    if (names[locale].length > MAX_NAME_LENGTH) others[locale] = t('landing.error.nameLength');
  return { en, others };
}

export const namesOk = (errors: NameErrors): boolean => errors.en === null && Object.keys(errors.others).length === 0;

/** What is wrong with an application's address, in the user's words. */
export function checkUrl(url: string, t: TFunction): string | null {
  if (landingUrlRefusal(url) === null) return null;
  return url.trim() === '' ? t('landing.error.urlMissing') : t('landing.error.url');
}

/** The field a server's 400 names (`items/0/appUrl: …`), to show its message there. */
export function serverFieldError(error: unknown): { field: 'appUrl' | 'name' | null; text: string } {
  const text = errorMessage(error);
  const field = /\/appUrl:/.test(text) ? 'appUrl' : /\/(name|categoryName):/.test(text) ? 'name' : null;
  return { field, text: text.replace(/^[\w/]+: /, '') };
}
