export type TextDirection = 'ltr' | 'rtl';

/** Languages written right to left (spec section 9's list). */
export const RTL_LANGUAGES: readonly string[] = [
  'ar',
  'arc',
  'dv',
  'fa',
  'ha',
  'he',
  'iw',
  'khw',
  'ks',
  'ku',
  'ps',
  'ur',
  'yi',
];

export const DEFAULT_LOCALE = 'en';

export function textDirection(locale: string): TextDirection {
  const language = (locale.split(/[-_]/)[0] ?? '').toLowerCase();
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/**
 * Server locale names to the console's: `zh-CN` → `zh_CN`, `zh-TW` → `zh_TW`, `he` → `iw`
 * (the Java names the server stores localized texts under, spec section 3).
 */
export function toServerLocale(locale: string): string {
  if (locale === 'he') return 'iw';
  return locale.replace('-', '_');
}

/** Reads a locale out of the server's answer, which is plain text or `{locale: …}` depending on version. */
export function parseLocaleAnswer(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim().replace(/^"|"$/g, '');
    return text === '' ? null : text;
  }
  if (typeof body === 'object' && body !== null && 'locale' in body) {
    const locale = (body as { locale: unknown }).locale;
    return typeof locale === 'string' && locale.trim() !== '' ? locale.trim() : null;
  }
  return null;
}
