import { withVersion } from '../versions';
import { queryOptions } from '@tanstack/react-query';
import type { IdmCore } from '../../core';
import { contractAnswer, type RoleNode } from '../../domain/contract';
import { roleApproval } from '../../domain/approval';
import {
  fromServerLocale,
  localizedDescriptionsPayload,
  localizedNamesPayload,
  revokeApprovalPayload,
  roleApprovalPayload,
  roleRevokeChoice,
  type LocalizedText,
} from '../../domain/role-admin';
import { readRoleLookupItem, type RoleLookupItem } from '../lookups/roles';
import {
  asArray,
  asBoolean,
  asObject,
  asString,
  lookupQueryParams,
  postObject,
  readApprovers,
  readCategories,
  readNamed,
  readOwners,
  readPage,
} from '../lookups/read';
import type { LookupPage, LookupQuery } from '../lookups/types';
import { catalogAdminKeys } from './keys';
import { roleListQuery } from './role-list';
import type { MappedResource, RoleDetails, RoleInput } from './role-types';

/**
 * Localized texts beside the main one: the server keeps the main name and description as English ('en'),
 * so an English entry equal to the main text is not another language and is left out.
 */
const readLocalized = (value: unknown, textField: 'name' | 'desc', main: string): LocalizedText[] =>
  asArray(value)
    .map(asObject)
    .map((o) => ({ locale: fromServerLocale(asString(o.locale)), text: asString(o[textField]) }))
    .filter((l) => l.locale !== '' && !(l.locale === 'en' && l.text === main));

/** A RoleNode as the editor shows it (revoke fields beyond the contract's are read when a server sends them). */
export function readRoleDetails(value: unknown): RoleDetails {
  type Revoke =
    'revokeEqualsGrant' | 'revokeApprovalIsStandard' | 'revokeQuorum' | 'revokeApprovers' | 'revokeRequestDefName';
  const o = contractAnswer<RoleNode & Record<Revoke, unknown>>(value);
  const item = readRoleLookupItem(value);
  return {
    dn: item.dn,
    name: item.name,
    description: item.description,
    level: item.level,
    subContainer: item.subContainer,
    status: item.status,
    categories: readCategories(o.categories),
    owners: readOwners(o.owners),
    localizedNames: readLocalized(o.localizedNames, 'name', item.name),
    localizedDescriptions: readLocalized(o.localizedDescriptions, 'desc', item.description),
    approval: roleApproval({
      approvalRequired: o.approvalRequired,
      approvalIsStandard: o.approvalIsStandard,
      approvalQuorum: o.approvalQuorum,
      approvalApprovers: readApprovers(o.approvalApprovers),
      approvalRequestDef: asString(o.approvalRequestDef),
      approvalRequestDefName: asString(o.approvalRequestDefName),
    }),
    revoke: roleRevokeChoice({
      revokeEqualsGrant: o.revokeEqualsGrant,
      revokeRequired: o.revokeRequired,
      revokeApprovalIsStandard: o.revokeApprovalIsStandard,
      revokeQuorum: o.revokeQuorum,
      revokeApprovers: readApprovers(o.revokeApprovers),
      revokeRequestDef: asString(o.revokeRequestDef),
      revokeRequestDefName: asString(o.revokeRequestDefName),
    }),
  };
}

/** The RoleNode that create (POST catalog/roles) and update (PUT catalog/roles/role) send. */
export function rolePayload(input: RoleInput): Record<string, unknown> {
  return {
    ...(input.dn ? { id: input.dn } : {}),
    name: input.name.trim(),
    description: input.description.trim(),
    roleLevel: { level: input.level },
    subContainer: input.subContainer,
    categories: input.categories.map((c) => ({ id: c.key })),
    owners: input.owners.map((o) => ({ id: o.dn, type: o.type })),
    localizedNames: localizedNamesPayload(input.localizedNames),
    localizedDescriptions: localizedDescriptionsPayload(input.localizedDescriptions),
    ...roleApprovalPayload(input.approval),
    ...revokeApprovalPayload(input.revoke),
  };
}

/** POST `catalog/roles/role` `{roles: [{id}]}`: one role's full definition. */
export async function fetchRoleDetails(core: IdmCore, dn: string, signal?: AbortSignal): Promise<RoleDetails> {
  const body = await postObject(core, 'catalog/roles/role', { roles: [{ id: dn }] }, undefined, signal);
  const found = asArray(body.roles)[0];
  if (found === undefined) throw new Error(`Role not found: ${dn}`);
  return readRoleDetails(found);
}

type Relation = 'subRoles' | 'parentRoles';

/** POST `catalog/roles/<subRoles|parentRoles>/list` `{id}` (q, nextIndex, size, sortOrder): a role's children or parents. */
export async function fetchRelatedRoles(
  core: IdmCore,
  relation: Relation,
  dn: string,
  query: LookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<RoleLookupItem>> {
  const body = await postObject(core, `catalog/roles/${relation}/list`, { id: dn }, lookupQueryParams(query), signal);
  return readPage(body, 'roles', readRoleLookupItem, 'total', 'totalSize');
}

export function readMappedResource(value: unknown): MappedResource {
  const o = asObject(value);
  return {
    ...readNamed(o),
    mappingDescription: asString(o.mappingDescription),
    parameters: asArray(o.resourceParameters)
      .map(asObject)
      .filter((p) => !asBoolean(p.hide))
      .map((p) => {
        const id = asString(p.id);
        return {
          id,
          name: asString(p.displayName) || asString(p.displayValue) || id,
          dataType: asString(p.dataType) || 'String',
          value: asString(p.value ?? p.staticValue),
          staticValue: asString(p.staticValue),
          codeMapKey: asString(p.codeMapKey),
        };
      }),
  };
}

/** POST `catalog/roles/mappedResources/list` `{id}`: the resources a role grants. */
export async function fetchMappedResources(
  core: IdmCore,
  dn: string,
  query: LookupQuery = {},
  signal?: AbortSignal,
): Promise<LookupPage<MappedResource>> {
  const body = await postObject(
    core,
    'catalog/roles/mappedResources/list',
    { id: dn },
    lookupQueryParams(query),
    signal,
  );
  return readPage(body, 'resources', readMappedResource, 'total', 'totalSize');
}

/** Role administration reads as TanStack Query options, under `catalogAdminKeys`. */
export const roleAdminQueries = {
  list: roleListQuery,
  details: (core: IdmCore, dn: string) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('role', dn),
      queryFn: ({ signal }) => withVersion(core, (c) => fetchRoleDetails(c, dn, signal)),
      enabled: dn !== '',
    }),
  children: (core: IdmCore, dn: string, query: LookupQuery = {}) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('children', dn, query),
      queryFn: ({ signal }) => fetchRelatedRoles(core, 'subRoles', dn, query, signal),
      enabled: dn !== '',
    }),
  parents: (core: IdmCore, dn: string, query: LookupQuery = {}) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('parents', dn, query),
      queryFn: ({ signal }) => fetchRelatedRoles(core, 'parentRoles', dn, query, signal),
      enabled: dn !== '',
    }),
  mappedResources: (core: IdmCore, dn: string, query: LookupQuery = {}) =>
    queryOptions({
      queryKey: catalogAdminKeys.of('mappedResources', dn, query),
      queryFn: ({ signal }) => fetchMappedResources(core, dn, query, signal),
      enabled: dn !== '',
    }),
};

export type { RoleLookupItem };
