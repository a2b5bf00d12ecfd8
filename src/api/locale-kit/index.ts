import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { queryKeys } from '../keys';
import { asArray, asObject, asString } from '../lookups/read';
import { ifMatch, readVersioned } from '../versions';

/** A locale of the kit: its name, key, and when a translation was last uploaded ('' = never). */
export interface KitLocale {
  locale: string;
  name: string;
  modified: string;
}

export interface LandingLocales {
  locales: KitLocale[];
  /** The signed-in user's locale. */
  current: string;
}

export const localeKitKeys = {
  all: ['idm', 'localeKit'] as const,
  list: () => ['idm', 'localeKit', 'list'] as const,
  landing: () => ['idm', 'localeKit', 'landing'] as const,
  file: (locale: string) => ['idm', 'localeKit', 'file', locale] as const,
};

const readLocale = (node: unknown): KitLocale => {
  const o = asObject(node);
  return { locale: asString(o.localeKey), name: asString(o.name), modified: asString(o.modifiedLocale) };
};

/** GET `access/ulp/l10n/list` (LocaleListNode). */
export async function fetchKitLocales(core: IdmCore, signal?: AbortSignal): Promise<KitLocale[]> {
  const body = await core.http.request<unknown>({ url: core.http.rest('access/ulp/l10n/list'), signal });
  return asArray(asObject(body).locales)
    .map(readLocale)
    .filter((l) => l.locale !== '');
}

/** GET `access/ulp/l10n`: the landing page's locales and the user's own (`localeSet`). */
export async function fetchLandingLocales(core: IdmCore, signal?: AbortSignal): Promise<LandingLocales> {
  const body = asObject(await core.http.request<unknown>({ url: core.http.rest('access/ulp/l10n'), signal }));
  return {
    locales: asArray(body.locales)
      .map(readLocale)
      .filter((l) => l.locale !== ''),
    current: readLocale(body.localeSet).locale,
  };
}

const fileUrl = (core: IdmCore, locale: string) =>
  core.http.rest(`access/ulp/l10n/${encodeURIComponent(locale)}.properties`);

/** GET `access/ulp/l10n/{locale}.properties` as text. */
export async function fetchLocaleFile(core: IdmCore, locale: string, signal?: AbortSignal): Promise<string> {
  const body = await core.http.request<unknown>({
    url: fileUrl(core, locale),
    headers: { Accept: 'text/plain' },
    responseType: 'text',
    signal,
  });
  return typeof body === 'string' ? body : '';
}

/** PUT `access/ulp/l10n/{locale}.properties` with the file as plain text. */
export async function uploadLocaleFile(core: IdmCore, input: { locale: string; content: string }): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: fileUrl(core, input.locale),
    body: input.content,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export const localeKitQueries = {
  list: (core: IdmCore) =>
    queryOptions({ queryKey: localeKitKeys.list(), queryFn: ({ signal }) => fetchKitLocales(core, signal) }),
  landing: (core: IdmCore) =>
    queryOptions({ queryKey: localeKitKeys.landing(), queryFn: ({ signal }) => fetchLandingLocales(core, signal) }),
  file: (core: IdmCore, locale: string) =>
    queryOptions({
      queryKey: localeKitKeys.file(locale),
      // With its version (the read's ETag): an upload sends it back as If-Match.
      queryFn: ({ signal }) => readVersioned(core, (reading) => fetchLocaleFile(reading, locale, signal)),
      enabled: locale !== '',
    }),
};

/** Uploads a translation: the banner says so; the kit's lists and the menu (its names may change) refetch. */
export const useUploadLocaleFile = () =>
  useCatalogMutation<{ locale: string; content: string; name: string; version?: string | null }, void>({
    run: (core, { locale, content, version }) => uploadLocaleFile(ifMatch(core, version), { locale, content }),
    // The menu's names may come from the uploaded file: every cached menu (any language) refetches.
    invalidate: () => [localeKitKeys.all, queryKeys.navigationMenu('').slice(0, 3), queryKeys.supportedLocales()],
    report: (core, _r, input) => ({ message: core.i18n.t('localeKit.uploaded', { name: input.name }) }),
  });
