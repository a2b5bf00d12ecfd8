import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore } from '../core/react';
import { parseNotifications, type Notifications } from '../domain/notifications';
import { queryKeys } from './keys';

/** GET `access/notifyService?client=<clientId>`. */
export async function fetchNotifications(core: IdmCore, signal?: AbortSignal): Promise<Notifications> {
  const body = await core.http.request<unknown>({
    url: core.http.rest('access/notifyService'),
    query: { client: core.options.clientId },
    signal,
    priority: 'low',
  });
  return parseNotifications(body);
}

export function notificationsQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.notifications(core.options.clientId),
    queryFn: ({ signal }) => fetchNotifications(core, signal),
  });
}

/** `refetchIntervalMs` polls for new counts (off by default). */
export function useNotifications(options: { refetchIntervalMs?: number } = {}) {
  return useQuery({ ...notificationsQuery(useCore()), refetchInterval: options.refetchIntervalMs ?? false });
}
