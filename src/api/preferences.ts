import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore } from '../core/react';
import { parsePreference, type Preference } from '../domain/preferences';
import { queryKeys } from './keys';

const preferenceUrl = (core: IdmCore) => core.http.rest('access/preference');

/** GET `access/preference?attribute=<name>`. */
export async function fetchPreference(core: IdmCore, attribute: string, signal?: AbortSignal): Promise<Preference> {
  const body = await core.http.request<unknown>({ url: preferenceUrl(core), query: { attribute }, signal });
  return parsePreference(body);
}

/** POST `access/preference?attribute=<name>`; a page size goes in `columns[0]`. */
export async function savePreference(
  core: IdmCore,
  attribute: string,
  preference: Pick<Preference, 'columns'> & Partial<Preference>,
): Promise<void> {
  await core.http.request({
    method: 'POST',
    url: preferenceUrl(core),
    query: { attribute },
    body: { isPreferenceAvailable: true, settingFor: attribute, openFormInPopUp: false, ...preference },
  });
}

/** DELETE `access/preference?attribute=<name>` — back to the default columns. */
export async function deletePreference(core: IdmCore, attribute: string): Promise<void> {
  await core.http.request({ method: 'DELETE', url: preferenceUrl(core), query: { attribute } });
}

export function preferenceQuery(core: IdmCore, attribute: string) {
  return queryOptions({
    queryKey: queryKeys.preference(attribute),
    queryFn: ({ signal }) => fetchPreference(core, attribute, signal),
  });
}

export function usePreference(attribute: string) {
  return useQuery(preferenceQuery(useCore(), attribute));
}

export function useSavePreference(attribute: string) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: Pick<Preference, 'columns'> & Partial<Preference>) => savePreference(core, attribute, preference),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.preference(attribute) }),
  });
}

export function useDeletePreference(attribute: string) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePreference(core, attribute),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.preference(attribute) }),
  });
}
