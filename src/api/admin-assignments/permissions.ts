import type { IdmCore } from '../../core';
import type { PermissionDomain, PermissionObjectType } from '../../domain/admin-assignments';
import type { StructuredFeedback } from '../../domain/feedback';
import { normalizeLookupParams } from '../../domain/lookup';
import { writeForFeedback } from '../catalog-admin/mutation';
import { asArray, asObject, asString, page, readNextIndex, readTotal } from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';

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
  return writeForFeedback(core, change.add ? 'PUT' : 'DELETE', 'admin/assignment/permissions', {
    assignedToDN: change.assigneeDn,
    permissions: change.dns.flatMap((dn) =>
      change.actions === undefined
        ? [{ id: dn, dn }]
        : change.actions.map((permission) => ({ id: dn, dn, permission })),
    ),
  });
}
