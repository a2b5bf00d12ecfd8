import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { asArray, asNumber, asObject, asString } from '../lookups/read';
import { serverAdminKeys } from './keys';

export interface Logger {
  rowId: string;
  name: string;
  description: string;
  level: number;
  additivity: boolean;
}

export interface PagedLoggers {
  items: Logger[];
  total: number;
}

const readLogger = (value: unknown): Logger => {
  const o = asObject(value);
  const pkg = asObject(o.packageConfigured);
  const name = asString(pkg.packageName);
  return {
    rowId: name,
    name,
    description: asString(pkg.packageDescription),
    level: asNumber(o.logLevel) ?? 0,
    additivity: o.logAdditivity !== false,
  };
};

/** GET `admin/logging/list` (q, nextIndex, pageSize, sortOrder): the configured loggers. */
export async function fetchLoggers(
  core: IdmCore,
  query: { q: string; nextIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PagedLoggers> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('admin/logging/list'),
      query: {
        q: query.q || undefined,
        nextIndex: query.nextIndex,
        pageSize: query.pageSize,
        fetchAuditConfigs: false,
      },
      signal,
    }),
  );
  const items = asArray(body.logConfigurations).map(readLogger);
  return { items, total: asNumber(body.totalSize ?? body.total) ?? items.length };
}

/** GET `admin/logging/packages/list?q`: packages a logger may be added for. */
export async function fetchPackages(core: IdmCore, q: string, signal?: AbortSignal) {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('admin/logging/packages/list'),
      query: { q: q || undefined, pageSize: 50 },
      signal,
    }),
  );
  return asArray(body.packages)
    .map(asObject)
    .map((p) => ({ name: asString(p.packageName), description: asString(p.packageDescription) }));
}

const node = (name: string, level: number) => ({ packageConfigured: { packageName: name }, logLevel: level });

/** PUT `admin/logging`: one logger's level. */
export async function setLoggerLevel(core: IdmCore, input: { name: string; level: number }): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest('admin/logging'),
    body: { logConfigurations: [node(input.name, input.level)], persist: true },
  });
}

/** POST `admin/logging`: a logger for a package. */
export async function addLogger(core: IdmCore, input: { name: string; level: number }): Promise<void> {
  await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('admin/logging'),
    body: { logConfigurations: [node(input.name, input.level)], persist: true },
  });
}

export const loggingQueries = {
  loggers: (core: IdmCore, query: { q: string; nextIndex: number; pageSize: number }) =>
    queryOptions({
      queryKey: serverAdminKeys.of('loggers', query),
      queryFn: ({ signal }) => fetchLoggers(core, query, signal),
      placeholderData: keepPreviousData,
    }),
  packages: (core: IdmCore, q: string) =>
    queryOptions({
      queryKey: serverAdminKeys.of('packages', q),
      queryFn: ({ signal }) => fetchPackages(core, q, signal),
    }),
};

export const useSetLoggerLevel = () =>
  useCatalogMutation({ run: setLoggerLevel, invalidate: () => [serverAdminKeys.kind('loggers')] });
export const useAddLogger = () =>
  useCatalogMutation({ run: addLogger, invalidate: () => [serverAdminKeys.kind('loggers')] });
