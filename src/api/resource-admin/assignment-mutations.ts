import type { IdmCore } from '../../core';
import type { StructuredFeedback } from '../../domain/feedback';
import { writeForFeedback } from '../catalog-admin/mutation';
import { asString } from '../lookups/read';
import type { AssignResourceInput } from './types';

/**
 * POST `catalog/resources/resource/assignments/assign` (AssignmentStatusNode): `{dn, recipientDns, recipientType:
 * 'user', description, effectiveDate, expiryDate, dynamicParams: {dynamicParamList: [{paramName, paramValues}]}}`.
 */
export async function assignResource(core: IdmCore, input: AssignResourceInput): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'POST', 'catalog/resources/resource/assignments/assign', {
    dn: input.resourceDn,
    recipientDns: input.recipientDns,
    recipientType: 'user',
    description: input.reason,
    ...(input.effectiveDate === null ? {} : { effectiveDate: input.effectiveDate }),
    ...(input.expiryDate === null ? {} : { expiryDate: input.expiryDate }),
    dynamicParams: {
      dynamicParamList: input.parameters.map((p) => ({ paramName: p.key, paramValues: [p.value.trim()] })),
    },
  });
}

/** POST `catalog/resources/resource/assignments/revoke` `{dn, recipientDns, description}`. */
export async function revokeResource(
  core: IdmCore,
  input: { resourceDn: string; recipientDns: readonly string[]; reason: string },
): Promise<StructuredFeedback> {
  return writeForFeedback(core, 'POST', 'catalog/resources/resource/assignments/revoke', {
    dn: input.resourceDn,
    recipientDns: input.recipientDns,
    description: input.reason,
  });
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
