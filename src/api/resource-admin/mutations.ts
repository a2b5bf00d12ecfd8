import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { localizedDescriptionsPayload, localizedNamesPayload } from '../../domain/role-admin';
import {
  ENTITLEMENT_PARAM_KEY,
  expiresAfterText,
  resourceApprovalPayload,
  resourceRevokePayload,
} from '../../domain/resource-admin';
import { structuredAnswer } from '../catalog-admin/mutation';
import { asArray, asObject, asString } from '../lookups/read';
import type { EntitlementValueChoice, ResourceInput } from './types';

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
