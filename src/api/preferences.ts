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
    mutationFn: (preference: Pick<Preference, 'columns'> & Partial<Preference>) =>
      savePreference(core, attribute, preference),
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

/**
 * A list's saved columns (null: the defaults), with save and restore; the choice shows at once and
 * the server's answer follows.
 */
export function useColumnPreference(attribute: string) {
  const core = useCore();
  const queryClient = useQueryClient();
  const key = queryKeys.preference(attribute);
  const query = useQuery(preferenceQuery(core, attribute));
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (columns: readonly string[]) => savePreference(core, attribute, { columns: [...columns] }),
    onMutate: (columns) =>
      queryClient.setQueryData(key, { ...parsePreference({}), isPreferenceAvailable: true, columns: [...columns] }),
    onSettled: refresh,
  });
  const restore = useMutation({
    mutationFn: () => deletePreference(core, attribute),
    onMutate: () => queryClient.setQueryData(key, parsePreference({})),
    onSettled: refresh,
  });
  const saved = query.data;
  return {
    columns: saved && saved.isPreferenceAvailable && saved.columns.length > 0 ? saved.columns : null,
    /** The saved columns could not be read (the defaults show meanwhile). */
    error: query.error,
    retry: () => void query.refetch(),
    save: (columns: readonly string[]) => save.mutate(columns),
    restore: () => restore.mutate(),
  };
}
