import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore, useCoreStore } from '../core/react';
import { parseNavigationMenu, splitProfileMenu, type NavigationMenu, type SplitMenu } from '../domain/navigation';
import { queryKeys } from './keys';

/**
 * POST `access/info/user/navigationmenu` with `{}` → `{menuItems: [...]}` (server order). `priority`: 'low' at
 * start-up when the menu is not the first page's data (on HTTP/1.1's six connections the reads the page waits
 * for go first).
 */
export async function fetchNavigationMenu(
  core: IdmCore,
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<NavigationMenu> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/info/user/navigationmenu'),
    body: {},
    signal,
    ...(priority ? { priority } : {}),
  });
  return parseNavigationMenu(body);
}

/** Keyed by language: the server names the entries in the Accept-Language the HTTP client sends. */
export function navigationMenuQuery(core: IdmCore, locale: string, priority?: RequestPriority) {
  return queryOptions({
    queryKey: queryKeys.navigationMenu(locale),
    queryFn: ({ signal }) => fetchNavigationMenu(core, signal, priority),
  });
}

/** `data.items`: the menu sorted by menuOrder at every level; `data.profileMenu`: the profile dropdown item. */
export function useNavigationMenu() {
  const locale = useCoreStore('$locale').locale;
  return useQuery({ ...navigationMenuQuery(useCore(), locale), select: selectMenu, placeholderData: keepPreviousData });
}

function selectMenu(menu: NavigationMenu): SplitMenu {
  return splitProfileMenu(menu.menuItems);
}
