import { guarded, type VersionField } from '../versions';
import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { localizedDescriptionsPayload, localizedNamesPayload } from '../../domain/role-admin';
import {
  ENTITLEMENT_PARAM_KEY,
  expiresAfterText,
  resourceApprovalPayload,
  resourceRevokePayload,
} from '../../domain/resource-admin';
import { accessKeys } from '../access/keys';
import { structuredAnswer, useCatalogMutation } from '../catalog-admin/mutation';
import { lookupKeys } from '../lookups/keys';
import { asArray, asObject, asString } from '../lookups/read';
import { aboutResource, resourceAdminKeys, resourceLists } from './keys';
import type { AssignResourceInput, EntitlementValueChoice, ResourceInput } from './types';

/** The ResourceNode that create (POST catalog/resources) and update (PUT catalog/resources/resource) send. */
export function resourcePayload(input: ResourceInput): Record<string, unknown> {
  const binding = input.binding;
  return {
    ...(input.dn ? { id: input.dn } : {}),
    name: input.name.trim(),
    description: input.description.trim(),
    categories: input.categories.map((c) => ({ id: c.key })),
    owners: input.owners.map((o) => ({ id: o.dn, type: o.type })),
    localizedNames: localizedNamesPayload(input.localizedNames),
    localizedDescriptions: localizedDescriptionsPayload(input.localizedDescriptions),
    driver: binding?.driverDn ?? '',
    entitlements: binding ? [{ id: binding.entitlementDn, parameterValue: binding.value }] : [],
    resourceParameters: input.parameters.map((p) => ({
      id: p.key.trim(),
      displayName: p.label.trim() || p.key.trim(),
      dataType: p.dataType,
      staticValue: p.staticValue.trim(),
      hide: p.hidden,
      scope: 'user',
      binding: p.staticValue.trim() === '' ? 'dynamic' : 'static',
      parentType: 'resource',
      ...(p.key === ENTITLEMENT_PARAM_KEY ? { type: 'EntitlementRef' } : {}),
    })),
    ...resourceApprovalPayload(input.approval),
    ...resourceRevokePayload(input.revoke),
    provisioningRequestDef: input.requestDef?.dn ?? '',
    isExpirationRequired: input.expiration.required,
    expiresAfter: expiresAfterText(input.expiration),
  };
}

/** POST `catalog/resources` (ResourceNode): answers the new resource's DN. */
export async function createResource(core: IdmCore, input: ResourceInput): Promise<{ dn: string; name: string }> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/resources'),
      body: resourcePayload({ ...input, dn: undefined }),
    }),
  );
  const created = asObject(asArray(body.succeeded)[0]);
  return { dn: asString(created.dn ?? created.id), name: asString(created.name) || input.name.trim() };
}

export interface FromEntitlementInput {
  driverDn: string;
  entitlementDn: string;
  values: readonly EntitlementValueChoice[];
  categories: readonly { key: string }[];
}

/** POST `catalog/resources?fromEntitlement=true`: one resource per entitlement value; the answer lists each. */
export async function createResourcesFromEntitlement(
  core: IdmCore,
  input: FromEntitlementInput,
): Promise<StructuredFeedback> {
  return structuredAnswer(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/resources'),
      query: { fromEntitlement: true },
      body: {
        driver: input.driverDn,
        entitlements: [{ id: input.entitlementDn }],
        categories: input.categories.map((c) => ({ id: c.key })),
        entitlementValues: input.values.map((v) => ({
          id: v.value,
          value: v.value,
          valueDisplayName: v.valueName,
          resourceName: v.resourceName.trim(),
        })),
      },
    }),
  );
}

/** PUT `catalog/resources/resource` (ResourceNode with its `id`). */
export async function updateResource(core: IdmCore, input: ResourceInput & { dn: string }): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest('catalog/resources/resource'),
    body: resourcePayload(input),
  });
}

/** POST `catalog/resources/validateResourceNames`: which of the names are in use (and a free one for each). */
export async function validateResourceNames(
  core: IdmCore,
  names: readonly string[],
): Promise<{ name: string; inUse: boolean; suggestion: string }[]> {
  const body = asObject(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/resources/validateResourceNames'),
      body: { resourceNames: names.map((name) => ({ name: name.trim() })) },
    }),
  );
  return asArray(body.resources).map((r) => {
    const o = asObject(r);
    return { name: asString(o.name), inUse: o.isNameExist === true, suggestion: asString(o.suggestedName) };
  });
}

/**
 * POST `catalog/resources/resource/assignments/assign` (AssignmentStatusNode): `{dn, recipientDns, recipientType:
 * 'user', description, effectiveDate, expiryDate, dynamicParams: {dynamicParamList: [{paramName, paramValues}]}}`.
 */
export async function assignResource(core: IdmCore, input: AssignResourceInput): Promise<StructuredFeedback> {
  return structuredAnswer(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/resources/resource/assignments/assign'),
      body: {
        dn: input.resourceDn,
        recipientDns: input.recipientDns,
        recipientType: 'user',
        description: input.reason,
        ...(input.effectiveDate === null ? {} : { effectiveDate: input.effectiveDate }),
        ...(input.expiryDate === null ? {} : { expiryDate: input.expiryDate }),
        dynamicParams: {
          dynamicParamList: input.parameters.map((p) => ({ paramName: p.key, paramValues: [p.value.trim()] })),
        },
      },
    }),
  );
}

/** POST `catalog/resources/resource/assignments/revoke` `{dn, recipientDns, description}`. */
export async function revokeResource(
  core: IdmCore,
  input: { resourceDn: string; recipientDns: readonly string[]; reason: string },
): Promise<StructuredFeedback> {
  return structuredAnswer(
    await core.http.request<unknown>({
      method: 'POST',
      url: core.http.rest('catalog/resources/resource/assignments/revoke'),
      body: { dn: input.resourceDn, recipientDns: input.recipientDns, description: input.reason },
    }),
  );
}

/** DELETE `catalog/resources/category` `{categories: [{id}]}` (a sandbox call): the resources in it lose it. */
export async function deleteResourceCategory(core: IdmCore, category: { key: string }): Promise<unknown> {
  return core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('catalog/resources/category'),
    body: { categories: [{ id: category.key }] },
  });
}

/** POST `catalog/resources/category` `{name}`: answers the new key. */
export async function createResourceCategory(core: IdmCore, name: string): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('catalog/resources/category'),
    body: { name: name.trim() },
  });
  return asString(body);
}

export const useCreateResource = () =>
  useCatalogMutation<ResourceInput, { dn: string; name: string }>({
    run: createResource,
    invalidate: resourceLists,
    report: (core, resource) => ({ message: core.i18n.t('resourceAdmin.created', { name: resource.name }) }),
  });

export const useCreateResourcesFromEntitlement = () =>
  useCatalogMutation<FromEntitlementInput, StructuredFeedback>({
    run: createResourcesFromEntitlement,
    invalidate: resourceLists,
    report: (_core, feedback) => ({ feedback }),
  });

export const useUpdateResource = () =>
  useCatalogMutation<ResourceInput & { dn: string } & VersionField, void>({
    run: guarded(updateResource),
    invalidate: (input) => [...resourceLists(), ...aboutResource(input.dn)],
    report: (core, _r, input) => ({ message: core.i18n.t('resourceAdmin.saved', { name: input.name.trim() }) }),
  });

export const useAssignResource = () =>
  useCatalogMutation<AssignResourceInput, StructuredFeedback>({
    run: assignResource,
    invalidate: (input) => [...aboutResource(input.resourceDn), accessKeys.all],
    report: (_core, feedback) => ({ feedback }),
  });

export const useRevokeResource = () =>
  useCatalogMutation<{ resourceDn: string; recipientDns: readonly string[]; reason: string }, StructuredFeedback>({
    run: revokeResource,
    invalidate: (input) => [...aboutResource(input.resourceDn), accessKeys.all],
    report: (_core, feedback) => ({ feedback }),
  });

export const useCreateResourceCategory = () =>
  useCatalogMutation<string, string>({
    run: createResourceCategory,
    invalidate: () => [lookupKeys.kind('categories')],
    report: (core, _key, name) => ({ message: core.i18n.t('resourceAdmin.categoryCreated', { name: name.trim() }) }),
  });

export const useDeleteResourceCategory = () =>
  useCatalogMutation<{ key: string; name: string }, unknown>({
    run: deleteResourceCategory,
    invalidate: () => [lookupKeys.kind('categories'), resourceAdminKeys.kind('resources')],
    report: (core, _answer, category) => ({
      message: core.i18n.t('resourceAdmin.categoryDeleted', { name: category.name }),
    }),
  });
