import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { useEffect, useState } from 'react';
import { useCoreStore } from '../../core/react';

/**
 * date-fns locales of the translations shipped in src/i18n, each its own chunk loaded the first time
 * its language is shown; other languages, and every language until its chunk is in, format in English
 * (date-fns' default, which `format` bundles anyway).
 */
const LOADERS: Readonly<Record<string, () => Promise<Locale>>> = {
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  he: () => import('date-fns/locale/he').then((module) => module.he),
};

/** Languages known by another code ('iw' is Hebrew's old code, which Java servers still send). */
const ALIASES: Readonly<Record<string, string>> = { iw: 'he' };

const loaded = new Map<string, Locale>([['en', enUS]]);
const loading = new Map<string, Promise<Locale>>();

/** The language of a locale the date locales are kept by: 'de_DE' → 'de', 'iw' → 'he'. */
export function dateLanguageOf(locale: string): string {
  const language = (locale.split(/[-_]/)[0] ?? '').toLowerCase();
  return ALIASES[language] ?? language;
}

/** The date locale when it is in already: English for languages without one, undefined while not loaded. */
export function cachedDateLocale(locale: string): Locale | undefined {
  const language = dateLanguageOf(locale);
  return loaded.get(language) ?? (LOADERS[language] ? undefined : enUS);
}

/** Loads the date locale of `locale` (once); English for languages without one, or when loading fails. */
export function loadDateLocale(locale: string): Promise<Locale> {
  const language = dateLanguageOf(locale);
  const cached = cachedDateLocale(language);
  if (cached) return Promise.resolve(cached);
  let pending = loading.get(language);
  if (!pending) {
    pending = (LOADERS[language] as () => Promise<Locale>)()
      .then((dateLocale) => {
        loaded.set(language, dateLocale);
        return dateLocale;
      })
      .catch(() => enUS)
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The date locale of the console's current language; English until it has loaded, then re-renders. */
export function useDateLocale(): Locale {
  const { locale } = useCoreStore('$locale');
  const cached = cachedDateLocale(locale);
  const [, setLoaded] = useState<Locale | null>(null);
  useEffect(() => {
    if (cached) return;
    let live = true;
    void loadDateLocale(locale).then((dateLocale) => {
      if (live) setLoaded(dateLocale);
    });
    return () => {
      live = false;
    };
  }, [locale, cached]);
  return cached ?? enUS;
}
