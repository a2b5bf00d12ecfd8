import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { landingQueries } from '../../api/landing';
import { useCore } from '../../core/react';
import { LANDING_LOCALES, landingLocaleOf, localizedName, type LandingLocale } from '../../domain/landing';

/** A name in each landing language (English: the stored name). */
export type Names = Record<LandingLocale, string>;

export const OTHER_LOCALES = LANDING_LOCALES.filter((locale) => locale !== 'en');

/** The landing page's strings in the user's language: `name(key, stored)` gives an item's or category's name. */
export function useLocalizedNames() {
  const core = useCore();
  const { i18n } = useTranslation();
  const locale = landingLocaleOf(i18n.language);
  const strings = useQuery({ ...landingQueries.strings(core, locale), enabled: locale !== 'en' });
  const map = strings.data ?? new Map<string, string>();
  return {
    name: (key: string, stored: string) => localizedName(map, key, stored),
    ready: locale === 'en' || !strings.isPending,
  };
}

/** Every language's strings, for the editor: `names(key, stored)` gives the five names of an item or category. */
export function useAllNames() {
  const core = useCore();
  const results = useQueries({ queries: OTHER_LOCALES.map((locale) => landingQueries.strings(core, locale)) });
  return (key: string, stored: string): Names => {
    const names = { en: stored } as Names;
    OTHER_LOCALES.forEach((locale, index) => {
      names[locale] = results[index]?.data?.get(key) ?? '';
    });
    return names;
  };
}
