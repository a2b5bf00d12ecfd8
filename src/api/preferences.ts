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

/** A preference change that reads the preference afresh once answered. */
function usePreferenceChange<V>(
  attribute: string,
  send: (core: IdmCore, value: V) => Promise<void>,
  /** What the preference shows at once, before the server answers. */
  shown?: (value: V) => Preference,
) {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => send(core, value),
    onMutate: (value) => {
      if (shown) queryClient.setQueryData(queryKeys.preference(attribute), shown(value));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.preference(attribute) }),
  });
}

export const useSavePreference = (attribute: string) =>
  usePreferenceChange(attribute, (core, preference: Pick<Preference, 'columns'> & Partial<Preference>) =>
    savePreference(core, attribute, preference),
  );

export const useDeletePreference = (attribute: string) =>
  usePreferenceChange(attribute, (core, _: void) => deletePreference(core, attribute));

/**
 * A list's saved columns (null: the defaults), with save and restore; the choice shows at once and
 * the server's answer follows.
 */
export function useColumnPreference(attribute: string) {
  const query = useQuery(preferenceQuery(useCore(), attribute));
  const save = usePreferenceChange(
    attribute,
    (core, columns: readonly string[]) => savePreference(core, attribute, { columns: [...columns] }),
    (columns) => ({ ...parsePreference({}), isPreferenceAvailable: true, columns: [...columns] }),
  );
  const restore = usePreferenceChange(
    attribute,
    (core, _: void) => deletePreference(core, attribute),
    () => parsePreference({}),
  );
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
