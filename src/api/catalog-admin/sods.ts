import { withVersion } from '../versions';
import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { type ApproverChoice } from '../../domain/role-admin';
import { asArray, asObject } from '../lookups/read';
import { catalogAdminKeys } from './keys';
import { fetchSodViolations, fetchUserSodViolations } from './sod-violations';
import { SodDetails, readApprovers, readSodDetails } from './sod-read';
import { sodListQuery } from './sod-list';

/** POST `catalog/sods/sod` `{sods: [{id}]}`: one rule's full definition. */
export async function fetchSodDetails(core: IdmCore, dn: string, signal?: AbortSignal): Promise<SodDetails> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/sods/sod'),
      query: { nextIndex: 1, size: 1 },
      body: { sods: [{ id: dn }] },
      signal,
    }),
  );
  const found = asArray(body.sods)[0];
  if (found === undefined) throw new Error(`Separation of duties rule not found: ${dn}`);
  return readSodDetails(found);
}

/** GET `catalog/sods/defaultApprovals`: who approves exceptions when a rule uses the defaults. */
export async function fetchSodDefaultApprovers(core: IdmCore, signal?: AbortSignal): Promise<ApproverChoice[]> {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('catalog/sods/defaultApprovals'), signal }),
  );
  return readApprovers(body.approvers ?? body.sodApprovers);
}

export const sodAdminQueries = {
  list: sodListQuery,
  details: (core: IdmCore, dn: string) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('sod', dn),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchSodDetails(c, dn, signal)),
      enabled: dn !== '',
    }),
  defaultApprovers: (core: IdmCore) =>
    queryOptions({
      queryKey: catalogAdminKeys.kind('sodDefaults'),
      queryFn: ({ signal }) => fetchSodDefaultApprovers(core, signal),
    }),
  violations: (core: IdmCore, sodDn: string) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('violations', sodDn),
      queryFn: ({ signal }) => fetchSodViolations(core, sodDn, signal),
      enabled: sodDn !== '',
    }),
  userViolations: (core: IdmCore, userDn: string) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('violations', userDn, 'user'),
      queryFn: ({ signal }) => fetchUserSodViolations(core, userDn, signal),
      enabled: userDn !== '',
    }),
};
