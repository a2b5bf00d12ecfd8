import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '../domain/locale';
import en from '../i18n/en.json';

export const englishTranslation = en;

/** A private i18next instance with English bundled, usable synchronously right away. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [DEFAULT_LOCALE]: { translation: en } },
    // React escapes output itself.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * Fetches `<consoleBase>i18n/<locale>.json`, adds it and switches language. Any failure keeps
 * English (fallback) silently; resolves whether the file was loaded.
 */
export async function loadLocale(
  i18n: I18n,
  locale: string,
  consoleBase: string,
  fetchFn: typeof fetch,
): Promise<boolean> {
  let loaded = locale === DEFAULT_LOCALE || i18n.hasResourceBundle(locale, 'translation');
  if (!loaded) {
    try {
      const response = await fetchFn(new URL(`i18n/${encodeURIComponent(locale)}.json`, consoleBase).href, {
        credentials: 'include',
      });
      if (response.ok) {
        const bundle: unknown = await response.json();
        if (typeof bundle === 'object' && bundle !== null && !Array.isArray(bundle)) {
          i18n.addResourceBundle(locale, 'translation', bundle, true, true);
          loaded = true;
        }
      }
    } catch {
      // Keep English: a missing translation file must not stop the console.
    }
  }
  await i18n.changeLanguage(locale);
  return loaded;
}
