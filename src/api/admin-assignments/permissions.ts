import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import type { PermissionDomain, PermissionObjectType } from '../../domain/admin-assignments';
import type { StructuredFeedback } from '../../domain/feedback';
import { normalizeLookupParams } from '../../domain/lookup';
import { structuredAnswer, useCatalogMutation } from '../catalog-admin/mutation';
import { queryKeys } from '../keys';
import { lookupKeys } from '../lookups/keys';
import { fetchPermissions, type PermissionLookupQuery } from '../lookups/permissions';
import { readQuickInfo, type QuickInfo } from '../lookups/quick-info';
import { asArray, asBoolean, asObject, asString, page, readNextIndex, readTotal } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { adminAssignmentKeys } from './keys';

/** One object (or container of objects) a delegated administrator acts on. */
export interface AdminPermission {
  rowId: string;
  dn: string;
  name: string;
  entityType: PermissionObjectType;
  /** The actions the permission grants (PermissionNode.permission, comma-separated); empty when not told. */
  actions: string[];
}

const OBJECT_TYPES: readonly string[] = ['ROLE', 'RESOURCE', 'PRD', 'CONTAINER'];

export function readAdminPermission(value: unknown): AdminPermission {
  const o = asObject(value);
  const dn = asString(o.dn ?? o.id ?? o.key);
  const type = asString(o.entityType).toUpperCase();
  return {
    rowId: dn.toLowerCase(),
    dn,
    name: asString(o.name ?? o.value) || dn,
    entityType: (OBJECT_TYPES.includes(type) ? type : 'CONTAINER') as PermissionObjectType,
    actions: asString(o.permission)
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== ''),
  };
}

/**
 * GET `admin/permission/assignment?assigneeDn&domain` (q, nextIndex, size, sortOrder): a delegated
 * administrator's permissions in a domain. The sandbox adds `permissions` with each one's type; a server
 * answering only the documented `domains` (DN → name) gives containers.
 */
export async function fetchAssigneePermissions(
  core: IdmCore,
  query: LookupQuery & { assigneeDn: string; domain: PermissionDomain },
  signal?: AbortSignal,
): Promise<LookupPage<AdminPermission>> {
  const { q, size, nextIndex } = normalizeLookupParams(query);
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('admin/permission/assignment'),
      query: { assigneeDn: query.assigneeDn, domain: query.domain, q, size, nextIndex, sortOrder: query.sortOrder },
      signal,
    }),
  );
  const listed = Array.isArray(body.permissions) ? body.permissions : body.domains;
  return page(asArray(listed).map(readAdminPermission), readNextIndex(body), readTotal(body, 'total', 'totalSize'));
}

const keyValues = (value: unknown) =>
  asArray(value)
    .map(asObject)
    .map((o) => ({ key: asString(o.key), value: asString(o.value) || asString(o.key) }))
    .filter((o) => o.key !== '');

/** GET `admin/permission?domain`: what a delegated administrator of the domain may do with their objects. */
export async function fetchGranularPermissions(core: IdmCore, domain: PermissionDomain, signal?: AbortSignal) {
  const body = asObject(
    await core.http.request<unknown>({ url: core.http.rest('admin/permission'), query: { domain }, signal }),
  );
  return keyValues(body.domains);
}

/** GET `admin/permission/rootContainer?domain`: the root containers of the domain's objects (`mapList`). */
export async function fetchRootContainers(core: IdmCore, domain: PermissionDomain, signal?: AbortSignal) {
  const body = asObject(
    await core.http.request<unknown>({
      url: core.http.rest('admin/permission/rootContainer'),
      query: { domain },
      signal,
    }),
  );
  return keyValues(body.mapList).map((o) => ({ dn: o.key, name: o.value }));
}

/** GET `access/entities/quickInfo?entityType=ROLE|RESOURCE&entityId`: a role's or resource's card. */
export async function fetchObjectQuickInfo(
  core: IdmCore,
  entityType: 'ROLE' | 'RESOURCE',
  dn: string,
  signal?: AbortSignal,
): Promise<QuickInfo> {
  return readQuickInfo(
    await core.http.request<unknown>({
      url: core.http.rest('access/entities/quickInfo'),
      query: { entityType, entityId: dn, clientId: core.options.clientId },
      signal,
    }),
  );
}

/** One object and what the caller may do with it (POST catalog/delegatedAdmin/rights). */
export interface ObjectRights {
  dn: string;
  operations: { key: string; allowed: boolean }[];
}

/** POST `catalog/delegatedAdmin/rights` `{permissions: [{id}]}`: the caller's operations on each object. */
export async function fetchObjectRights(
  core: IdmCore,
  dns: readonly string[],
  signal?: AbortSignal,
): Promise<ObjectRights[]> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/delegatedAdmin/rights'),
      body: { permissions: dns.map((id) => ({ id })) },
      signal,
    }),
  );
  return asArray(body.opertionPermissionMap)
    .map(asObject)
    .map((o) => ({
      dn: asString(o.permissionDn),
      operations: asArray(o.operationAccessMap)
        .map(asObject)
        .map((op) => ({ key: asString(op.key), allowed: asBoolean(op.value) })),
    }));
}

export interface PermissionChange {
  assigneeDn: string;
  domain: PermissionDomain;
  dns: readonly string[];
  /** Only these actions of the domain (one PermissionNode per object and action); absent: all of them. */
  actions?: readonly string[];
}

/**
 * PUT or DELETE `admin/assignment/permissions` `{assignedToDN, permissions: [{dn, permission?}]}`: with
 * `actions`, each object once per action (PUT: what the permission grants from now on).
 */
export async function changePermissions(
  core: IdmCore,
  change: PermissionChange & { add: boolean },
): Promise<StructuredFeedback> {
  return structuredAnswer(
    await core.http.request<unknown>({
      method: change.add ? 'PUT' : 'DELETE',
      url: core.http.rest('admin/assignment/permissions'),
      body: {
        assignedToDN: change.assigneeDn,
        permissions: change.dns.flatMap((dn) =>
          change.actions === undefined
            ? [{ id: dn, dn }]
            : change.actions.map((permission) => ({ id: dn, dn, permission })),
        ),
      },
    }),
  );
}

export const adminPermissionQueries = {
  assignee: (core: IdmCore, query: LookupQuery & { assigneeDn: string; domain: PermissionDomain }) =>
    queryOptions({
      queryKey: adminAssignmentKeys.permissions(query.assigneeDn, query.domain, query),
      queryFn: ({ signal }) => fetchAssigneePermissions(core, query, signal),
      placeholderData: keepPreviousData,
      enabled: query.assigneeDn !== '',
    }),
  granular: (core: IdmCore, domain: PermissionDomain) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of('granular', domain),
      queryFn: ({ signal }) => fetchGranularPermissions(core, domain, signal),
      staleTime: 300_000,
    }),
  roots: (core: IdmCore, domain: PermissionDomain) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of('roots', domain),
      queryFn: ({ signal }) => fetchRootContainers(core, domain, signal),
      staleTime: 300_000,
    }),
  quickInfo: (core: IdmCore, entityType: 'ROLE' | 'RESOURCE', dn: string) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of('quickInfo', [entityType, dn.toLowerCase()]),
      queryFn: ({ signal }) => fetchObjectQuickInfo(core, entityType, dn, signal),
      enabled: dn !== '',
    }),
  /** The access permissions list: GET access/permissions with repeated `type` and `column`. */
  access: (core: IdmCore, query: PermissionLookupQuery) =>
    queryOptions({
      queryKey: lookupKeys.of('permissions', { access: query }),
      queryFn: ({ signal }) => fetchPermissions(core, query, signal),
      placeholderData: keepPreviousData,
      enabled: (query.types?.length ?? 0) > 0,
    }),
  rights: (core: IdmCore, dns: readonly string[]) =>
    queryOptions({
      queryKey: adminAssignmentKeys.of(
        'myRights',
        dns.map((d) => d.toLowerCase()),
      ),
      queryFn: ({ signal }) => fetchObjectRights(core, dns, signal),
      enabled: dns.length > 0,
    }),
};

const changedKeys = () => [
  adminAssignmentKeys.all,
  queryKeys.userRights().slice(0, 2),
  queryKeys.navigationMenu('').slice(0, 3),
];

export const useChangePermissions = () =>
  useCatalogMutation<PermissionChange & { add: boolean }, StructuredFeedback>({
    run: changePermissions,
    invalidate: changedKeys,
    report: (_core, feedback) => ({ feedback }),
  });
