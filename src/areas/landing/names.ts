import { useQueries, useQuery } from '@tanstack/react-query';
import { landingQueries, versionedStringsQuery } from '../../api/landing';
import { useCore, useTranslation } from '../../core/react';
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

/** The version of the landing page (its items) and of each other language's names file, as the editor read them. */
export interface LandingVersions {
  page: string | null;
  names: Partial<Record<LandingLocale, string | null>>;
}

/** The versions as one opaque text: the form kit's version of a landing form (`If-Match` of each write it makes). */
export const versionText = (versions: LandingVersions): string => JSON.stringify(versions);
export function versionsOf(text: string | undefined): LandingVersions {
  const parsed: unknown = text ? JSON.parse(text) : null;
  const o = typeof parsed === 'object' && parsed !== null ? (parsed as Partial<LandingVersions>) : {};
  return { page: typeof o.page === 'string' ? o.page : null, names: o.names ?? {} };
}

/**
 * Every language's strings, for the editor, with their files' versions: `names(key, stored)` gives the five
 * names of an item or category.
 */
export function useAllNames() {
  const core = useCore();
  const results = useQueries({ queries: OTHER_LOCALES.map((locale) => versionedStringsQuery(core, locale)) });
  const names = (key: string, stored: string): Names => {
    const all = { en: stored } as Names;
    OTHER_LOCALES.forEach((locale, index) => {
      all[locale] = results[index]?.data?.value.get(key) ?? '';
    });
    return all;
  };
  const versions = Object.fromEntries(
    OTHER_LOCALES.map((locale, index) => [locale, results[index]?.data?.version ?? null]),
  ) as LandingVersions['names'];
  return { names, versions };
}
