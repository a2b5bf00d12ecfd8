import { useQuery } from '@tanstack/react-query';
import { envSleep, errorMessage, isHttpStatus, retryRead, type IdmCore } from '../core';
import { useCore } from '../core/react';
import { DEFAULT_LOCALE } from '../domain/locale';
import { queryKeys } from './keys';
import { fetchDefaultLocale, fetchUserLocale } from './locales';
import { serverVersionQuery } from './server-version';
import { userRightsQuery } from './rights';
import { clientSettingsQuery, generalSettingsQuery, igConfigQuery } from './settings';
import { fetchLoggedInUser, loggedInUserQuery } from './user';

/**
 * The start-up reads after `core.start()` (spec section 7), once per page. Everything here needs only
 * the context and the token, so it goes out together in one round trip: the locales (then the
 * chosen one's translation file: the user's, else the server default), general settings, client
 * settings, the user's details and rights, the server's version (which calls it offers, `offersOf`), into
 * the query cache (read with `useLoadedGeneralSettings`, …).
 * igConfig is for administrators only (the server answers 403 to anyone else) and nothing on the first page
 * needs it: it is asked for once the rights say so and the first page's reads are in and painted, so an
 * administrator's first paint takes the same three round trips as anyone's; start-up does not wait for it.
 * Each read is retried under the read policy (core/retry.ts) before it counts as failed. It also registers how the session
 * learns who signed in. Settings failures leave them unread; a rights failure shows feedback.
 * Resolves without loading anything when the core is not signed in.
 */
export function loadStartupData(core: IdmCore): Promise<void> {
  return core.once('api.startup', async () => {
    // Once started, the reads go out in this very call (no await first): the shell asks for them
    // before its router asks for the page's chunk and data.
    if (core.stores.$session.get().status !== 'ready') await core.start();
    if (core.stores.$session.get().status !== 'ready') return;
    core.session.setIdentityResolver(async () => (await fetchLoggedInUser(core)).fullName || null);

    // Not queries, so they take the read retry policy here; the fetchQuery calls below get it from the client.
    const read = <T>(call: () => Promise<T>) => retryRead(call, envSleep(core.env));
    const { queryClient } = core;
    // The signed-in user's details: the shell waits for them too (useLoggedInUser reads this one).
    void queryClient.prefetchQuery(loggedInUserQuery(core));
    // Which calls the server offers (v2 task and request calls on 4.10+): read once, in this same wave.
    void queryClient.prefetchQuery(serverVersionQuery(core));
    const rightsRead = queryClient.fetchQuery(userRightsQuery(core));
    void rightsRead.then(
      (rights) => {
        if (rights.isAdmin) afterReadsPainted(core, () => void queryClient.prefetchQuery(igConfigQuery(core)));
      },
      () => undefined,
    );
    const reads = Promise.allSettled([
      queryClient.fetchQuery(generalSettingsQuery(core)),
      queryClient.fetchQuery(clientSettingsQuery(core)),
      rightsRead,
    ]);
    const locale = Promise.all([
      read(() => fetchDefaultLocale(core)).catch(() => null),
      read(() => fetchUserLocale(core)).catch(() => null),
    ]).then(([defaultLocale, userLocale]) => core.setLocale(userLocale ?? defaultLocale ?? DEFAULT_LOCALE));
    const [[, , rights]] = await Promise.all([reads, locale]);
    core.endStartupReads?.(); // optional: a page's older bundle may own the core
    // A 403 is the client settings' access section: the shell shows its own page for it.
    if (rights.status === 'rejected' && !isHttpStatus(rights.reason, 403)) {
      core.feedback.show(
        'danger',
        errorMessage(rights.reason, (key) => core.i18n.t(key)),
      );
    }
  });
}

/**
 * Runs `then` once no query is being fetched and the browser has painted what they brought: the second frame after
 * the last answer (React renders an answer a task after the query cache has it, so the first frame may come before
 * that render), then the main thread's first idle moment (on a busy machine React may still be rendering the rows
 * that answer brought; an idle callback waits for it, at most 3 s).
 */
function afterReadsPainted(core: IdmCore, then: () => void): void {
  const { queryClient } = core;
  const nextFrame: (callback: () => void) => void =
    typeof globalThis.requestAnimationFrame === 'function'
      ? (callback) => globalThis.requestAnimationFrame(callback)
      : (callback) => core.env.setTimeout(callback, 0);
  const whenIdle: (callback: () => void) => void =
    typeof globalThis.requestIdleCallback === 'function'
      ? (callback) => globalThis.requestIdleCallback(callback, { timeout: 3000 })
      : (callback) => core.env.setTimeout(callback, 0);
  const afterPaint = () => nextFrame(() => nextFrame(() => whenIdle(then)));
  if (queryClient.isFetching() === 0) return afterPaint();
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return;
    unsubscribe();
    afterPaint();
  });
}

/** Runs `loadStartupData` for the element or page that renders it; `isSuccess` once it is done. */
export function useStartupData() {
  const core = useCore();
  return useQuery({
    queryKey: queryKeys.startup(),
    queryFn: async () => {
      await loadStartupData(core);
      return true;
    },
    staleTime: Infinity,
    retry: false,
  });
}
