import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdmCore } from '../core';
import { useCore } from '../core/react';
import { parseBuildInfo, type BuildInfo } from '../domain/build-info';
import { queryKeys } from './keys';

/** GET `<consoleBase>build-info.json`. */
export async function fetchBuildInfo(core: IdmCore, signal?: AbortSignal): Promise<BuildInfo> {
  const body = await core.http.request<unknown>({ url: core.http.console('build-info.json'), signal });
  return parseBuildInfo(body);
}

export function buildInfoQuery(core: IdmCore) {
  return queryOptions({
    queryKey: queryKeys.buildInfo(),
    queryFn: ({ signal }) => fetchBuildInfo(core, signal),
    staleTime: Infinity,
  });
}

export function useBuildInfo() {
  return useQuery(buildInfoQuery(useCore()));
}
