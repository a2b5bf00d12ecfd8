import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type ContractSchema } from '../../domain/contract';
import { CLEANUP_CHOICES, type CleanupChoice } from '../../domain/proxy-service-settings';
import { asNumber, asString } from '../lookups/read';
import { guarded, withVersion, type VersionField } from '../versions';
import { whoActsKeys } from './keys';
import { useWhoActsMutation } from './mutation';

type ProxyDelSettingsNode = ContractSchema<'ProxyDelSettingsNode'>;

/** The proxy and delegation services' settings (administrators). Dates in epoch ms; 0: none. */
export interface ProxyServiceSettings {
  syncInterval: number;
  cleanupChoice: CleanupChoice;
  cleanupInterval: number;
  scheduledCleanup: number;
  lastCleanup: number;
}

export function readProxyServiceSettings(value: unknown): ProxyServiceSettings {
  const o = contractAnswer<ProxyDelSettingsNode>(value);
  const choice = asString(o.cleanupChoice) as CleanupChoice;
  return {
    syncInterval: asNumber(o.syncServiceActivationInterval) ?? 60,
    cleanupChoice: CLEANUP_CHOICES.includes(choice) ? choice : 'interval',
    // The contract spells it so.
    cleanupInterval: asNumber(o.cleanUpSeviceActivationInteval) ?? 1440,
    scheduledCleanup: asNumber(o.scheduledCleanUpDate) ?? 0,
    lastCleanup: asNumber(o.lastCleanUpDate) ?? 0,
  };
}

/** GET `admin/proxy/service/settings`. */
export const proxyServiceQuery = (core: IdmCore) =>
  queryOptions({
    queryKey: whoActsKeys.kind('proxyServiceSettings'),
    // With the read's version (ETag): the settings form sends it back as If-Match.
    queryFn: ({ signal }) =>
      withVersion(core, async (c) =>
        readProxyServiceSettings(
          await c.http.request<unknown>({ url: c.http.rest('admin/proxy/service/settings'), signal }),
        ),
      ),
  });

export type ProxyServiceInput = Omit<ProxyServiceSettings, 'lastCleanup'>;

/** POST `admin/proxy/service/settings` (ProxyDelSettingsNode). */
export async function saveProxyServiceSettings(core: IdmCore, input: ProxyServiceInput): Promise<void> {
  const body: ProxyDelSettingsNode = {
    syncServiceActivationInterval: input.syncInterval,
    cleanupChoice: input.cleanupChoice,
    cleanUpSeviceActivationInteval: input.cleanupInterval,
    scheduledCleanUpDate: input.scheduledCleanup,
  };
  await core.http.request<unknown>({ method: 'POST', url: core.http.rest('admin/proxy/service/settings'), body });
}

export const useSaveProxyServiceSettings = () =>
  useWhoActsMutation<ProxyServiceInput & VersionField, void>({
    run: guarded(saveProxyServiceSettings),
    invalidate: [whoActsKeys.kind('proxyServiceSettings')],
    message: (core) => core.i18n.t('proxyAssignments.service.saved'),
  });
