import type { IdmCore } from '../../core';
import { formatProperties, parseProperties } from '../../domain/landing';

/** GET `access/ulp/l10n/{locale}.properties`: the landing page's names in one language. */
export async function fetchLandingStrings(
  core: IdmCore,
  locale: string,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const text = await core.http.request<string>({
    url: core.http.rest(`access/ulp/l10n/${encodeURIComponent(locale)}.properties`),
    headers: { Accept: 'text/plain' },
    responseType: 'text',
    signal,
  });
  return parseProperties(typeof text === 'string' ? text : '');
}

/** PUT `access/ulp/l10n/{locale}.properties`: the given names replace theirs (an empty one removes it). */
export async function saveLandingStrings(
  core: IdmCore,
  locale: string,
  entries: ReadonlyMap<string, string>,
): Promise<void> {
  if (entries.size === 0) return;
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest(`access/ulp/l10n/${encodeURIComponent(locale)}.properties`),
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: formatProperties(entries),
  });
}
