import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { asArray, asBoolean, asNumber, asObject, asString } from '../lookups/read';
import { serverAdminKeys } from './keys';

export interface MemoryFigure {
  rowId: string;
  name: string;
  max: number;
  used: number;
  free: number;
}

export interface Statistics {
  caches: { rowId: string; name: string; objectCount: number }[];
  cluster: { name: string; address: string; connected: boolean; open: boolean; details: string };
  memory: MemoryFigure[];
  threads: { rowId: string; name: string; state: string; cpuMs: number }[];
  threadStates: { state: string; count: number }[];
  driver: { name: string; version: string; appVersion: string; state: string; expires: number | null };
}

const figures = (group: string, value: unknown): MemoryFigure[] =>
  asArray(value)
    .map(asObject)
    .map((o) => ({
      rowId: `${group}:${asString(o.name)}`,
      name: asString(o.name),
      max: asNumber(o.maxMemory) ?? 0,
      used: asNumber(o.usedMemory) ?? 0,
      free: asNumber(o.freeMemory) ?? 0,
    }));

/** GET catalog/statistics/cacheinfo, clusterinfo, memoryinfo, threadinfo and admin/driverstatus/info, together. */
export async function fetchStatistics(core: IdmCore, signal?: AbortSignal): Promise<Statistics> {
  const get = async (path: string, query?: Record<string, string | number | boolean>) =>
    asObject(await core.http.request<unknown>({ url: core.http.rest(path), query, signal }));
  const [cache, cluster, memory, threads, driver] = await Promise.all([
    get('catalog/statistics/cacheinfo'),
    get('catalog/statistics/clusterinfo'),
    get('catalog/statistics/memoryinfo'),
    get('catalog/statistics/threadinfo', { 'thread-count': 10 }),
    get('admin/driverstatus/info'),
  ]);
  return {
    caches: asArray(cache.cacheHolders)
      .map(asObject)
      .map((o) => ({ rowId: asString(o.name), name: asString(o.name), objectCount: asNumber(o.objectCount) ?? 0 })),
    cluster: {
      name: asString(cluster.clusterName),
      address: asString(cluster.localAdrress),
      connected: asBoolean(cluster.isConnected),
      open: asBoolean(cluster.isOpen),
      details: asString(cluster.dumpStats),
    },
    memory: [
      ...figures('jvm', memory.jvmMemoryUsage),
      ...figures('pool', memory.javaMemoryPool),
      ...figures('system', memory.systemMemoryUsage),
    ],
    threads: asArray(threads.topMostCPUConsumingThread)
      .map(asObject)
      .map((o) => ({
        rowId: asString(o.name),
        name: asString(o.name),
        state: asString(o.state),
        cpuMs: asNumber(o.cpuTimeInMilliSec) ?? 0,
      })),
    threadStates: asArray(threads.threadStateCounts)
      .map(asObject)
      .map((o) => ({ state: asString(o.state), count: asNumber(o.count) ?? 0 })),
    driver: {
      name: asString(driver.driverName),
      version: asString(driver.driverVersion),
      appVersion: asString(driver.appVersion),
      state: asString(driver.state),
      expires: asNumber(driver.expirationDate) ?? null,
    },
  };
}

export const statisticsQueries = {
  all: (core: IdmCore) =>
    queryOptions({
      queryKey: serverAdminKeys.of('statistics'),
      queryFn: ({ signal }) => fetchStatistics(core, signal),
    }),
};
