import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { serverOffers, type ServerOffers } from '../domain/server-version';
import { asObject, asString } from './lookups/read';
import { queryKeys } from './keys';

/**
 * GET `access/info/version`: the REST version of the server (`4.8.6`, `4.10.1`, `24.4`, …); null when the
 * server does not say (the read failed): the console then makes the calls every version knows.
 */
export async function fetchServerVersion(core: IdmCore, signal?: AbortSignal): Promise<string | null> {
  try {
    // Low: only a task's or a request's submit needs it, not the first screen (its reads go first on HTTP/1.1).
    const body = await core.http.request<unknown>({
      url: core.http.rest('access/info/version'),
      signal,
      priority: 'low',
    });
    return asString(asObject(body).version) || null;
  } catch {
    return null;
  }
}

/** Read once per page (with the start-up reads, `loadStartupData`) and kept for the page's life. */
export function serverVersionQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.serverVersion(),
    queryFn: ({ signal }) => fetchServerVersion(core, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** What the signed-in server offers (docs/protocol.md "Server versions"): from the cached version read. */
export async function offersOf(core: IdmCore): Promise<ServerOffers> {
  return serverOffers(await core.queryClient.fetchQuery(serverVersionQuery(core)));
}
