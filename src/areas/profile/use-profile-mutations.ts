import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { peopleKeys, peopleQueries, type AttributeChange, type PersonDetails } from '../../api/people';
import { ifMatch, queryKeys } from '../../api';
import type { VersionField } from '../../api/versions';
import { lookupKeys } from '../../api/lookups';
import { useCore, useTranslation } from '../../core/react';
import { updateErrorMessage } from './attributes';

/** The people writes: their code comes with the first save, not with the profile's first screen. */
const peopleWrites = () => import('../../api/people/mutations');

/**
 * The profile's own saves. The api's feedback hooks report failures with the generic error text; the
 * profile follows spec section 8 instead ('Network Error' without a response, otherwise the fault
 * reason or the status text), and shows it next to the form, which keeps its values.
 */
/** What a change of mine makes stale: my details, lists, org charts, the pickers' user lookups and quick info (my photo). */
function useProfileKeys(): (dn: string) => QueryKey[] {
  const core = useCore();
  return (dn) => [
    peopleKeys.details(),
    peopleKeys.details(dn),
    peopleKeys.kind('list'),
    peopleKeys.kind('orgChart'),
    lookupKeys.kind('users'),
    lookupKeys.kind('quickInfo'),
    queryKeys.loggedInUser(core.options.clientId),
  ];
}

function useRefresh() {
  const queryClient = useQueryClient();
  const keysOf = useProfileKeys();
  return (dn: string) => Promise.all(keysOf(dn).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The text of a failed save, in the user's language. */
export function useUpdateErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => updateErrorMessage(error, t('errors.network'));
}

/** My details as the server has them now (the profile's read, fetched again). */
export function useReloadMe(): () => Promise<PersonDetails & VersionField> {
  const core = useCore();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...peopleQueries.details(core), staleTime: 0 });
}

/** Saves my attributes; `version` (my details' read) goes as If-Match. */
export function useSaveAttributes() {
  const core = useCore();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      dn: string;
      changes: AttributeChange[];
      editable: ReadonlySet<string>;
      version?: string;
    }) =>
      (await peopleWrites()).updateUser(ifMatch(core, input.version), {
        dn: input.dn,
        changes: input.changes,
        editable: input.editable,
        isProfile: true,
      }),
    onSuccess: (_result, input) => refresh(input.dn),
  });
}

export function useSavePhoto() {
  const core = useCore();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { dn: string; data: string; fileName: string; key?: string }) =>
      (await peopleWrites()).uploadUserImage(core, input.dn, { data: input.data, fileName: input.fileName }, input.key),
    onSuccess: (_result, input) => refresh(input.dn),
  });
}

export function useRemovePhoto() {
  const core = useCore();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { dn: string; key?: string }) =>
      (await peopleWrites()).removeUserImage(core, input.dn, input.key),
    onSuccess: (_result, input) => refresh(input.dn),
  });
}

/**
 * Saves the preferred locale, then switches the console's language at once (no reload); the switch
 * fetches what is shown again, so the server's labels come in the new language (`core.setLocale`).
 */
export function useSaveLocale() {
  const core = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { dn: string; locale: string }) => {
      const saved = await (await peopleWrites()).updateUserLocale(core, input);
      await core.setLocale(input.locale);
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userLocale() }),
  });
}
