import type { IdmCore } from '../../core';
import { asNumber, asObject } from '../lookups/read';
import { proxyUserOf } from './read-fields';

/** GET `access/tasks/badge`: how many open tasks (at most `limit`). */
export async function fetchTaskBadge(core: IdmCore, limit = 200, signal?: AbortSignal): Promise<number> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/tasks/badge'),
      query: { limit, proxyUser: proxyUserOf(core) },
      signal,
    }),
  );
  return asNumber(body.badge) ?? 0;
}
