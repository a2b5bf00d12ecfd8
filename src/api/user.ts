import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore } from '../core/react';
import type { PersonNode } from '../domain/user';
import { queryKeys } from './keys';

/** GET `access/users/userDefaults?clientId` — the signed-in user's basic details. */
export async function fetchLoggedInUser(core: IdmCore, signal?: AbortSignal): Promise<PersonNode> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/users/userDefaults'),
    query: { clientId: core.options.clientId },
    signal,
  });
  return parsePerson(body);
}

/** Also keeps `$user` in step. */
export function loggedInUserQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.loggedInUser(core.options.clientId),
    queryFn: async ({ signal }) => {
      const user = await fetchLoggedInUser(core, signal);
      core.stores.$user.set(user);
      return user;
    },
  });
}

export function useLoggedInUser() {
  return useQuery(loggedInUserQuery(useCore()));
}

function parsePerson(body: unknown): PersonNode {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Partial<PersonNode>;
  return {
    ...raw,
    dn: typeof raw.dn === 'string' ? raw.dn : '',
    fullName: typeof raw.fullName === 'string' ? raw.fullName : '',
  };
}
