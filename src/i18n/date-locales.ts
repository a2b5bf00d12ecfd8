import type { Locale } from 'date-fns';
import { ar, de, enUS, fr, he } from 'date-fns/locale';

/** date-fns locales of the translations shipped in src/i18n; others format in English. */
const DATE_LOCALES: Readonly<Record<string, Locale>> = { en: enUS, de, fr, ar, he, iw: he };

export function dateLocaleFor(locale: string): Locale {
  const language = (locale.split(/[-_]/)[0] ?? '').toLowerCase();
  return DATE_LOCALES[language] ?? enUS;
}
