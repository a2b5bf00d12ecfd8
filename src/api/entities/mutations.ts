import { guarded, type VersionField } from '../versions';
import type { IdmCore } from '../../core';
import type { EntityValues } from '../../domain/entities';
import { useCatalogMutation } from '../catalog-admin/mutation';
import { lookupKeys } from '../lookups/keys';
import { asString, postObject } from '../lookups/read';
import { entityItemBody } from './entities';
import { entitiesKeys } from './keys';

export interface EntityItemInput {
  key: string;
  /** Given when editing. */
  dn?: string;
  name: string;
  values: EntityValues;
}

/** POST `access/entities/item?clientId` (EntityDefinitionNode): answers the new item's DN. */
export async function createEntityItem(core: IdmCore, input: EntityItemInput): Promise<string> {
  const body = await postObject(core, 'access/entities/item', entityItemBody(input.key, input.values), {
    clientId: core.options.clientId,
  });
  return asString(body.dn);
}

/** PUT `access/entities/item?clientId` (EntityDefinitionNode with its dn). */
export async function updateEntityItem(core: IdmCore, input: EntityItemInput): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest('access/entities/item'),
    query: { clientId: core.options.clientId },
    body: entityItemBody(input.key, input.values, input.dn),
  });
}

/** DELETE `access/entities/item?clientId` (DeleteEntityListNode: items of key and dn, count). */
export async function deleteEntityItems(
  core: IdmCore,
  input: { key: string; dns: readonly string[] },
): Promise<number> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('access/entities/item'),
    query: { clientId: core.options.clientId },
    body: { items: input.dns.map((dn) => ({ key: input.key, dn })), count: input.dns.length },
  });
  return input.dns.length;
}

const entityKeys = () => [entitiesKeys.all, lookupKeys.all];

export const useCreateEntityItem = () =>
  useCatalogMutation<EntityItemInput, string>({
    run: createEntityItem,
    invalidate: entityKeys,
    report: (core, _dn, input) => ({ message: core.i18n.t('entityViews.created', { name: input.name }) }),
  });

export const useUpdateEntityItem = () =>
  useCatalogMutation<EntityItemInput & VersionField, void>({
    run: guarded(updateEntityItem),
    invalidate: entityKeys,
    report: (core, _r, input) => ({ message: core.i18n.t('entityViews.saved', { name: input.name }) }),
  });

export const useDeleteEntityItems = () =>
  useCatalogMutation<{ key: string; dns: readonly string[] }, number>({
    run: deleteEntityItems,
    invalidate: entityKeys,
    report: (core, count) => ({ message: core.i18n.t('entities.deleted', { number: count }) }),
  });
