import type { IdmCore } from '../../core';
import { lookupKeys } from '../lookups/keys';
import { asArray, asObject, asString } from '../lookups/read';
import { catalogAdminKeys } from './keys';
import { useCatalogMutation } from './mutation';

export interface RoleCategory {
  key: string;
  name: string;
}

/** POST `catalog/roles/category` (a CategoryNode `{name}`, as the contract's resource category call): the new key. */
export async function createRoleCategory(core: IdmCore, name: string): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('catalog/roles/category'),
    body: { name },
  });
  return asString(body);
}

/** DELETE `catalog/roles/category` `{categories: [{id}]}`: the categories deleted. */
export async function deleteRoleCategories(core: IdmCore, keys: readonly string[]): Promise<RoleCategory[]> {
  const body = await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest('catalog/roles/category'),
    body: { categories: keys.map((id) => ({ id })) },
  });
  return asArray(asObject(body).categories).map((entry) => {
    const category = asObject(entry);
    return { key: asString(category.id), name: asString(category.name) };
  });
}

/** The category lookups (the list's filter, the editor) and the roles that showed a deleted category refetch. */
const categoryKeys = () => [
  lookupKeys.kind('categories'),
  catalogAdminKeys.kind('roles'),
  catalogAdminKeys.kind('role'),
];

export const useCreateRoleCategory = () =>
  useCatalogMutation<string, string>({
    run: createRoleCategory,
    invalidate: categoryKeys,
    report: (core, _key, name) => ({ message: core.i18n.t('roleAdminEditor.categoryCreated', { name }) }),
  });

export const useDeleteRoleCategory = () =>
  useCatalogMutation<RoleCategory, RoleCategory[]>({
    run: (core, category) => deleteRoleCategories(core, [category.key]),
    invalidate: categoryKeys,
    report: (core, _deleted, category) => ({
      message: core.i18n.t('roleAdminEditor.categoryDeleted', { name: category.name }),
    }),
  });
