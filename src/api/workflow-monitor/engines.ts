import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { DEFAULT_ENGINE_CONFIGURATION, type EngineConfiguration } from '../../domain/workflow-monitor';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { guarded, withVersion } from '../versions';
import { workflowMonitorKeys } from './keys';

export interface WorkflowEngine {
  rowId: string;
  engineId: string;
  /** 0 running, 1 stopped. */
  status: number;
  startTime: number | null;
  heartbeat: number | null;
}

/** GET `admin/workflowengines`: the engines and their state (a server without `engines` gives its one engineId, running). */
export async function fetchEngines(core: IdmCore, signal?: AbortSignal): Promise<WorkflowEngine[]> {
  const body = asObject(await core.http.request<unknown>({ url: core.http.rest('admin/workflowengines'), signal }));
  const listed = asArray(body.engines);
  const rows = listed.length > 0 ? listed : body.engineId ? [{ engineId: body.engineId, engineStatus: 0 }] : [];
  return rows.map(asObject).map((o) => ({
    rowId: asString(o.engineId),
    engineId: asString(o.engineId),
    status: asNumber(o.engineStatus) ?? 0,
    startTime: asNumber(o.startTime) ?? null,
    heartbeat: asNumber(o.heartbeat) ?? null,
  }));
}

/** POST `admin/workflowengines/status` `{engineStatus: 0 start | 1 stop}`. */
export async function setEngineStatus(core: IdmCore, input: { engineId: string; status: 0 | 1 }): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('admin/workflowengines/status'),
    body: { engineStatus: input.status, engineId: input.engineId },
  });
}

const readConfiguration = (value: unknown): EngineConfiguration => {
  const o = asObject(value);
  const config = { ...DEFAULT_ENGINE_CONFIGURATION };
  for (const key of Object.keys(config) as (keyof EngineConfiguration)[]) {
    if (key === 'enableEmailNotification') config.enableEmailNotification = asBoolean(o[key]);
    else config[key] = asNumber(o[key]) ?? config[key];
  }
  return config;
};

/** GET `admin/workflowengines/configuration`. */
export async function fetchEngineConfiguration(core: IdmCore, signal?: AbortSignal): Promise<EngineConfiguration> {
  return readConfiguration(
    await core.http.request<unknown>({ url: core.http.rest('admin/workflowengines/configuration'), signal }),
  );
}

/** POST `admin/workflowengines/configuration` (EngineConfigNode). */
export async function saveEngineConfiguration(
  core: IdmCore,
  config: EngineConfiguration,
): Promise<EngineConfiguration> {
  return readConfiguration(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('admin/workflowengines/configuration'),
      body: config,
    }),
  );
}

export const engineQueries = {
  engines: (core: IdmCore) =>
    queryOptions({ queryKey: workflowMonitorKeys.of('engines'), queryFn: ({ signal }) => fetchEngines(core, signal) }),
  configuration: (core: IdmCore) =>
    queryOptions({
      queryKey: workflowMonitorKeys.of('engineConfiguration'),
      // With its version (the read's ETag): the editor sends it back as If-Match.
      queryFn: ({ signal }) => withVersion(core, (reading) => fetchEngineConfiguration(reading, signal)),
    }),
};

export const useSetEngineStatus = () =>
  useCatalogMutation({ run: setEngineStatus, invalidate: () => [workflowMonitorKeys.all] });

export const useSaveEngineConfiguration = () =>
  useCatalogMutation({
    run: guarded(saveEngineConfiguration),
    invalidate: () => [workflowMonitorKeys.kind('engineConfiguration')],
  });
