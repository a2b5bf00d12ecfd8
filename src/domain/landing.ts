import { safeHref, WEB_SCHEMES } from './safe-url';
/**
 * Rules of the landing page (sections `landing`, `editlanding`) and the request page editor
 * (`editrequest`): safe links, names, and the localised strings of `ulp/l10n/{locale}.properties`.
 */
import { readProperties } from './locale-properties';

/** The languages an administrator gives landing names in (English first: it is required). */
export const LANDING_LOCALES = ['en', 'de', 'fr', 'ar', 'he'] as const;
export type LandingLocale = (typeof LANDING_LOCALES)[number];

export const MAX_NAME_LENGTH = 100;
export const MAX_URL_LENGTH = 2000;

/**
 * The href of a landing item's link, or null when it may not be a link: http and https web addresses and
 * relative ones (`#/tasks`, `/sspr/…`, `./x`, `page.html`) only; never javascript:, data:, mailto: or any
 * other scheme, nor a protocol-relative `//host` address.
 */
export function safeLandingUrl(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value || value.length > MAX_URL_LENGTH) return null;
  const safe = safeHref(value, WEB_SCHEMES);
  if (safe === null) return null;
  // An absolute address needs a host ("https://" alone leads nowhere).
  return /^[a-z][a-z0-9+.-]*:/i.test(safe) && new URL(safe).host === '' ? null : safe;
}

/** Why a landing item's address cannot be saved, or null. */
export function landingUrlRefusal(url: string): string | null {
  if (url.trim() === '') return 'Enter the address the item opens.';
  return safeLandingUrl(url) === null
    ? 'Enter a web address that starts with http://, https:// or a relative path such as #/tasks.'
    : null;
}

/** Why a name (of an item or a category) cannot be saved, or null. */
export function landingNameRefusal(name: string): string | null {
  if (name.trim() === '') return 'Enter a name.';
  if (name.length > MAX_NAME_LENGTH) return `A name has at most ${MAX_NAME_LENGTH} characters.`;
  return null;
}

/** The properties keys of an item's and a category's localised name. */
export const itemNameKey = (itemId: number): string => `item.${itemId}.name`;
export const categoryNameKey = (categoryId: number): string => `category.${categoryId}.name`;

/** The key/value pairs of a .properties text (comments and blank lines left out; `key=value` or `key: value`). */
export const parseProperties = (text: string): Map<string, string> => readProperties(text);

const escapeValue = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/^ /, '\\ ');
const escapeKey = (text: string): string => escapeValue(text).replace(/([=: ])/g, '\\$1');

/** A .properties text of `entries`, one `key=value` a line, in key order. */
export function formatProperties(entries: ReadonlyMap<string, string>): string {
  return [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${escapeKey(key)}=${escapeValue(value)}`)
    .join('\n');
}

/** A name in the user's language: the localised string when there is one, else the stored (English) name. */
export function localizedName(strings: ReadonlyMap<string, string>, key: string, fallback: string): string {
  const value = strings.get(key);
  return value !== undefined && value.trim() !== '' ? value : fallback;
}

/** The language part of a locale ('de-CH' → 'de'), one of the landing languages or 'en'. */
export function landingLocaleOf(locale: string): LandingLocale {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return (LANDING_LOCALES as readonly string[]).includes(language) ? (language as LandingLocale) : 'en';
}

/** The longest search text the landing items answer (the paged lists' `q`, 256 characters). */
export const MAX_SEARCH_LENGTH = 256;

/**
 * The `q` a landing page search sends: the typed text trimmed, runs of white space made one space, cut to
 * MAX_SEARCH_LENGTH characters (so a pasted paragraph still searches instead of being refused); '' shows
 * the categories again.
 */
export function landingSearchText(typed: string): string {
  const text = typed.trim().replace(/\s+/g, ' ');
  return [...text].slice(0, MAX_SEARCH_LENGTH).join('').trim();
}
