import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore } from '../core/react';
import { parseNavigationRights, type NavigationRights } from '../domain/navigation';
import { parseLoggedInUser, type LoggedInUser } from '../domain/user';
import { queryKeys } from './keys';

/** GET `access/info/user/rights`. */
export async function fetchUserRights(core: IdmCore, signal?: AbortSignal): Promise<LoggedInUser> {
  const body = await core.http.request<unknown>({ url: core.http.rest('access/info/user/rights'), signal });
  return parseLoggedInUser(body);
}

/** POST `access/info/user/navigationrights` with `{navPageRights: [{key}]}`. */
export async function fetchNavigationRights(
  core: IdmCore,
  keys: readonly string[],
  signal?: AbortSignal,
): Promise<NavigationRights> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/info/user/navigationrights'),
    body: { navPageRights: keys.map((key) => ({ key })) },
    signal,
  });
  return parseNavigationRights(body);
}

/** The signed-in user's rights: read at start-up (`loadStartupData`) and kept for the page's life. */
export function userRightsQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.userRights(),
    queryFn: ({ signal }) => fetchUserRights(core, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function navigationRightsQuery(core: IdmCore, keys: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.navigationRights(keys),
    queryFn: ({ signal }) => fetchNavigationRights(core, keys, signal),
  });
}

export function useUserRights() {
  return useQuery(userRightsQuery(useCore()));
}

/** Rights for the given page keys; disabled while `keys` is empty. */
export function useNavigationRights(keys: readonly string[]) {
  return useQuery({ ...navigationRightsQuery(useCore(), keys), enabled: keys.length > 0 });
}

/** The rights the start-up read (null before, or when they could not be read); never asks the server itself. */
export function useLoadedUserRights(): LoggedInUser | null {
  return useQuery({ ...userRightsQuery(useCore()), enabled: false }).data ?? null;
}
