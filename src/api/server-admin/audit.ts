import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import type { AuditConfiguration } from '../../domain/server-admin';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { guarded, withVersion } from '../versions';
import { serverAdminKeys } from './keys';

const readAudit = (value: unknown): AuditConfiguration => {
  const o = asObject(value);
  const cef = asObject(o.cefConfigs);
  return {
    enableCEF: asBoolean(o.enableCEF),
    destinationHost: asString(cef.destinationHost),
    destinationPort: asNumber(cef.destinationPort) ?? null,
    protocol: asString(cef.protocol) || 'UDP',
    useTLS: asBoolean(cef.useTLS),
    intermediateStoragePath: asString(cef.intermediateStoragePath),
  };
};

/** GET `admin/logging/list?fetchLogConfigs=false`: the audit (CEF) configuration. */
export async function fetchAuditConfiguration(core: IdmCore, signal?: AbortSignal): Promise<AuditConfiguration> {
  return readAudit(
    await core.http.request<unknown>({
      url: core.http.rest('admin/logging/list'),
      query: { fetchLogConfigs: false, fetchAuditConfigs: true },
      signal,
    }),
  );
}

/** POST `admin/logging/auditConfig` `{enableCEF, cefConfigs}`. */
export async function saveAuditConfiguration(core: IdmCore, config: AuditConfiguration): Promise<AuditConfiguration> {
  const { enableCEF, ...cefConfigs } = config;
  return readAudit(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('admin/logging/auditConfig'),
      body: { enableCEF, cefConfigs },
    }),
  );
}

export const auditQueries = {
  configuration: (core: IdmCore) =>
    queryOptions({
      queryKey: serverAdminKeys.of('audit'),
      // With its version (the read's ETag): the editor sends it back as If-Match.
      queryFn: ({ signal }) => withVersion(core, (reading) => fetchAuditConfiguration(reading, signal)),
    }),
};

/** Saves the audit configuration with the read's version as If-Match (a stale one fails 412). */
export const useSaveAuditConfiguration = () =>
  useCatalogMutation({ run: guarded(saveAuditConfiguration), invalidate: () => [serverAdminKeys.kind('audit')] });
