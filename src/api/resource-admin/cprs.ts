import type { IdmCore } from '../../core';
import { normalizeLookupParams } from '../../domain/lookup';
import { asArray, asBoolean, asNumber, asObject, asString, page, readNextIndex, readTotal } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { CprsConfig, CprsDelta, CprsRequestStatus, CprsSetting, CprsTarget } from './cprs-types';

const driverOf = (entitlementDn: string) => entitlementDn.slice(entitlementDn.indexOf(',') + 1);
const time = (value: unknown): number | null => {
  const n = asNumber(value);
  return n === undefined || n <= 0 ? null : n;
};

export async function fetchCprsSettings(
  core: IdmCore,
  query: LookupQuery,
  signal?: AbortSignal,
): Promise<LookupPage<CprsSetting>> {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('access/cprs/settings'),
      query: { ...normalizeLookupParams(query) },
      signal,
    }),
  );
  return page(
    asArray(body.cprsSettingList).map((v) => {
      const o = asObject(v);
      return {
        rowId: asString(o.id),
        entitlementDn: asString(o.id),
        driverName: asString(o.drivername),
        logicalSystem: asString(o.logicalsystem),
        entitlement: asString(o.entitlement),
        values: asString(o.entitlementvalue),
        resources: asString(o.resource),
      };
    }),
    readNextIndex(body),
    readTotal(body, 'total'),
  );
}

export const targetBody = (target: CprsTarget) => ({
  driverDn: target.driverDn || driverOf(target.entitlementDn),
  entitlementDn: target.entitlementDn,
  logicalSystem: target.logicalSystem,
});

export async function fetchCprsDelta(
  core: IdmCore,
  target: CprsTarget,
  query: LookupQuery,
  signal?: AbortSignal,
): Promise<LookupPage<CprsDelta>> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/cprs/assignments/delta'),
      query: { ...normalizeLookupParams(query) },
      body: targetBody(target),
      signal,
    }),
  );
  return page(
    asArray(body.deltaAssignmentsList).map((v, index) => {
      const o = asObject(v);
      return {
        rowId: asString(o.id) || String(index),
        firstName: asString(o.firstName),
        lastName: asString(o.lastName),
        entName: asString(o.entName),
        entVal: asString(o.entVal) || asString(o.entitlementValue),
        type: asString(o.type) || (asString(o.source) === 'application' ? 'add' : 'remove'),
      };
    }),
    readNextIndex(body),
    readTotal(body, 'total'),
  );
}

export async function fetchCprsRequests(
  core: IdmCore,
  query: LookupQuery,
  signal?: AbortSignal,
): Promise<LookupPage<CprsRequestStatus>> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('access/cprs/cprsrequest/status/list'),
      query: { ...normalizeLookupParams(query) },
      body: {},
      signal,
    }),
  );
  return page(
    asArray(body.cprsRequestStatus).map((v) => {
      const o = asObject(v);
      return {
        rowId: asString(o.id),
        opType: asString(o.opType),
        entitlementDn: asString(o.entitlementDn),
        done: asNumber(o.opStatus) === 1,
        total: asNumber(o.totalAssignments) ?? 0,
        failed: asNumber(o.failedAssignments) ?? 0,
        message: asString(o.statusMessage),
        started: time(o.requestStartTime),
        completed: time(o.requestCompletionTime),
      };
    }),
    readNextIndex(body),
    readTotal(body, 'total'),
  );
}

export async function fetchCprsConfig(core: IdmCore, signal?: AbortSignal): Promise<CprsConfig> {
  const o = asObject(
    await core.http.request<unknown>({ url: core.http.rest('access/administration/cprsConfig'), signal }),
  );
  return {
    enableCprs: asBoolean(o.enableCprs),
    cleanupTimeInDays: asNumber(o.cleanupTimeInDays) ?? 30,
    pollingInterval: asNumber(o.pollingInterval) ?? 60,
  };
}
