import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore } from '../core/react';
import { parseLocaleAnswer } from '../domain/locale';
import { queryKeys } from './keys';

export interface SupportedLocale {
  locale: string;
  localeDisplayName: string;
}

/** GET `access/supportedlocales`. */
export async function fetchSupportedLocales(core: IdmCore, signal?: AbortSignal): Promise<SupportedLocale[]> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/supportedlocales'),
    signal,
    priority: 'low',
  });
  const list =
    typeof body === 'object' && body !== null ? (body as { supportedLocales?: unknown }).supportedLocales : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      locale: String(item['locale'] ?? ''),
      localeDisplayName: String(item['localeDisplayName'] ?? ''),
    }))
    .filter((item) => item.locale !== '');
}

/** GET `access/supportedlocales/defaultlocale` → the locale, or null when the server names none. */
export async function fetchDefaultLocale(core: IdmCore, signal?: AbortSignal): Promise<string | null> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/supportedlocales/defaultlocale'),
    signal,
  });
  return parseLocaleAnswer(body);
}

/** GET `access/supportedlocales/userlocale` → the signed-in user's locale, or null. */
export async function fetchUserLocale(core: IdmCore, signal?: AbortSignal): Promise<string | null> {
  const body = await core.http.request<unknown>({ url: core.http.rest('access/supportedlocales/userlocale'), signal });
  return parseLocaleAnswer(body);
}

export function supportedLocalesQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.supportedLocales(),
    queryFn: ({ signal }) => fetchSupportedLocales(core, signal),
    staleTime: Infinity,
  });
}

export function useSupportedLocales() {
  return useQuery(supportedLocalesQuery(useCore()));
}
