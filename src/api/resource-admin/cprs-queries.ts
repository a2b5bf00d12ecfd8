import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { useCatalogMutation } from '../catalog-admin/mutation';
import type { LookupQuery } from '../lookups/types';
import { resourceAdminKeys } from './keys';
import { fetchCprsConfig, fetchCprsDelta, fetchCprsRequests, fetchCprsSettings, targetBody } from './cprs';
import { CprsConfig, CprsTarget } from './cprs-types';

export const cprsQueries = {
  settings: (core: IdmCore, query: LookupQuery) =>
    queryOptions({
      queryKey: [...resourceAdminKeys.kind('cprs'), 'settings', query] as const,
      queryFn: ({ signal }) => fetchCprsSettings(core, query, signal),
      placeholderData: keepPreviousData,
    }),
  delta: (core: IdmCore, target: CprsTarget, query: LookupQuery) =>
    queryOptions({
      queryKey: [...resourceAdminKeys.kind('cprs'), 'delta', target.entitlementDn.toLowerCase(), query] as const,
      queryFn: ({ signal }) => fetchCprsDelta(core, target, query, signal),
      enabled: target.entitlementDn !== '',
      placeholderData: keepPreviousData,
    }),
  requests: (core: IdmCore, query: LookupQuery) =>
    queryOptions({
      queryKey: [...resourceAdminKeys.kind('cprs'), 'requests', query] as const,
      queryFn: ({ signal }) => fetchCprsRequests(core, query, signal),
      placeholderData: keepPreviousData,
    }),
  config: (core: IdmCore) =>
    queryOptions({
      queryKey: [...resourceAdminKeys.kind('cprs'), 'config'] as const,
      queryFn: ({ signal }) => fetchCprsConfig(core, signal),
    }),
};

/** POST access/cprs/assignments/reconcile or …/publish for one entitlement. */
export const useCprsOperation = () =>
  useCatalogMutation<CprsTarget & { operation: 'reconcile' | 'publish' }, unknown>({
    run: (core, input) =>
      core.http.request<unknown>({
        method: 'POST',
        url: core.http.rest(`access/cprs/assignments/${input.operation}`),
        body: targetBody(input),
      }),
    invalidate: () => [
      resourceAdminKeys.kind('cprs'),
      resourceAdminKeys.kind('assignments'),
      resourceAdminKeys.kind('resources'),
    ],
    report: (core, _result, input) => ({ message: core.i18n.t(`resourceAdminPages.cprs.${input.operation}Done`) }),
  });

export const useSaveCprsConfig = () =>
  useCatalogMutation<CprsConfig, unknown>({
    run: (core, config) =>
      core.http.request<unknown>({
        method: 'POST',
        url: core.http.rest('access/administration/cprsConfig'),
        body: config,
      }),
    invalidate: () => [resourceAdminKeys.kind('cprs')],
    report: (core) => ({ message: core.i18n.t('resourceAdminPages.cprs.configSaved') }),
  });
