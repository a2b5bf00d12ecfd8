import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { withVersion } from '../versions';
import { resourceGrantApproval, resourceRevokeApprovalType } from '../../domain/approval';
import { fromServerLocale, roleRevokeChoice, type LocalizedText } from '../../domain/role-admin';
import {
  PARAMETER_TYPES,
  driverOfEntitlement,
  expirationOf,
  type ParameterType,
  type ResourceParameter,
} from '../../domain/resource-admin';
import { dateOrNull } from '../access/shared';
import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  lookupQueryParams,
  postObject,
  readApprovers,
  readPage,
} from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { resourceAdminKeys } from './keys';
import { readResourceSummary } from './resource-summary';
import type { ResourceAssignment, ResourceDetails } from './types';

const readLocalized = (value: unknown, textField: 'name' | 'desc'): LocalizedText[] =>
  asArray(value)
    .map(asObject)
    .map((o) => ({ locale: fromServerLocale(asString(o.locale)), text: asString(o[textField]) }))
    .filter((l) => l.locale !== '' && l.locale !== 'en');

const readParameter = (value: unknown): ResourceParameter => {
  const o = asObject(value);
  const type = asString(o.dataType);
  return {
    key: asString(o.id),
    label: asString(o.displayName ?? o.displayValue) || asString(o.id),
    dataType: (PARAMETER_TYPES as readonly string[]).includes(type) ? (type as ParameterType) : 'String',
    staticValue: asString(o.staticValue),
    hidden: asBoolean(o.hide),
  };
};

/** A ResourceNode as the editor shows it. */
export function readResourceDetails(value: unknown): ResourceDetails {
  const o = asObject(value);
  const summary = readResourceSummary(o);
  const entitlement = asObject(asArray(o.entitlements)[0]);
  const approvalFields = {
    ...o,
    approvers: readApprovers(o.approvers),
    revokeApprovers: readApprovers(o.revokeApprovers),
    requestDef: asString(o.requestDef),
    requestDefName: asString(o.requestDefName),
    revokeRequestDef: asString(o.revokeRequestDef),
    revokeRequestDefName: asString(o.revokeRequestDefName),
  };
  const requestDef = asString(o.provisioningRequestDef);
  return {
    ...summary,
    localizedNames: readLocalized(o.localizedNames, 'name'),
    localizedDescriptions: readLocalized(o.localizedDescriptions, 'desc'),
    binding: summary.entitlementDn
      ? {
          driverDn: summary.driverDn || driverOfEntitlement(summary.entitlementDn),
          driverName: asString(entitlement.driverName),
          entitlementDn: summary.entitlementDn,
          entitlementName: summary.entitlementName,
          value: summary.value,
          valueName: asString(entitlement.parameterName) || summary.value,
        }
      : null,
    parameters: asArray(o.resourceParameters)
      .map(readParameter)
      .filter((p) => p.key !== ''),
    approval: resourceGrantApproval(approvalFields),
    revoke: roleRevokeChoice(approvalFields),
    revokeType: resourceRevokeApprovalType(approvalFields),
    requestDef: requestDef ? { dn: requestDef, name: requestDef } : null,
    expiration: expirationOf(asBoolean(o.isExpirationRequired), asString(o.expiresAfter)),
  };
}

/** POST `catalog/resources/resource` `{resources: [{id}]}`: one resource's full definition. */
export async function fetchResourceDetails(core: IdmCore, dn: string, signal?: AbortSignal): Promise<ResourceDetails> {
  const body = await postObject(core, 'catalog/resources/resource', { resources: [{ id: dn }] }, undefined, signal);
  const found = asArray(body.resources)[0];
  if (found === undefined) throw new Error(`Resource not found: ${dn}`);
  return readResourceDetails(found);
}

const dateOf = (value: unknown): number | null => dateOrNull(typeof value === 'string' ? Number(value) : value);

export function readResourceAssignment(value: unknown, index: number): ResourceAssignment {
  const o = asObject(value);
  const recipientDn = asString(o.recipientDn);
  const causes = asArray(o.causes).map(asObject);
  return {
    rowId: `${recipientDn}|${asString(o.correlationID) || index}`,
    recipientDn,
    recipientName: asString(o.recipientFullName) || recipientDn,
    statusCode: asNumber(o.statusCode) ?? 0,
    statusDisplay: asString(o.statusDisplay),
    grant: o.grant === undefined ? true : asBoolean(o.grant),
    requestDate: dateOf(o.requestDate),
    effectiveDate: dateOf(o.effectiveDate),
    expiryDate: dateOf(o.expiryDate),
    requester: asString(o.requesterDisplayName),
    reason: asString(o.description),
    source: asString(o.source) || 'request',
    roles: causes.filter((c) => asString(c.type) === 'role').map((c) => asString(c.name)),
    parameters: asArray(asObject(o.dynamicParams).dynamicParamList).map((p) => {
      const param = asObject(p);
      const key = asString(param.paramName);
      return {
        key,
        label: asString(param.paramLabel) || key,
        value: asArray(param.paramValues).map(asString).join(', '),
      };
    }),
  };
}

/** POST `catalog/resources/resource/assignments` `{dn}` (q, nextIndex, size): who holds a resource. */
export async function fetchResourceAssignments(
  core: IdmCore,
  dn: string,
  query: LookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<ResourceAssignment>> {
  const body = await postObject(
    core,
    'catalog/resources/resource/assignments',
    { dn },
    lookupQueryParams(query),
    signal,
  );
  return readPage(body, 'assignments', readResourceAssignment, 'total');
}

/** Resource administration reads as TanStack Query options, under `resourceAdminKeys` (the list's: resource-list.ts). */
export const resourceAdminQueries = {
  details: (core: IdmCore, dn: string) =>
    queryOptions({
      queryKey: resourceAdminKeys.of('resource', dn),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchResourceDetails(c, dn, signal)),
      enabled: dn !== '',
    }),
  assignments: (core: IdmCore, dn: string, query: LookupQuery = {}) =>
    queryOptions({
      queryKey: resourceAdminKeys.of('assignments', dn, query),
      queryFn: ({ signal }) => fetchResourceAssignments(core, dn, query, signal),
      enabled: dn !== '',
      placeholderData: keepPreviousData,
    }),
};
