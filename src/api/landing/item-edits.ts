import type { IdmCore } from '../../core';
import { ItemChange, ItemList, NewApplication, paths, succeededIds } from './items';

/** POST `access/ulp/items`: an application on the landing page; answers its item id. */
export async function addApplication(core: IdmCore, item: NewApplication): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest('access/ulp/items'),
    body: {
      items: [
        {
          name: item.name,
          desc: item.description,
          appUrl: item.appUrl,
          entityType: 'application',
          itemCategoryId: Number(item.categoryId),
        },
      ],
    },
  });
  return succeededIds(body)[0] ?? '';
}

/** POST featured items (`access/featuredItems` or `access/ulp/featuredItems`): a role, resource or PRD. */
export async function addPermissionItem(
  core: IdmCore,
  list: ItemList,
  item: { categoryId: string; dn: string; entityType: string },
): Promise<string> {
  const body = await core.http.request<unknown>({
    method: 'POST',
    url: core.http.rest(paths[list].permissions),
    body: { items: [{ id: item.dn, entityType: item.entityType, itemCategoryId: Number(item.categoryId) }] },
  });
  return succeededIds(body)[0] ?? '';
}

/** PUT items: names, descriptions, addresses, categories and order numbers. */
export async function updateItems(core: IdmCore, list: ItemList, changes: readonly ItemChange[]): Promise<void> {
  await core.http.request<unknown>({
    method: 'PUT',
    url: core.http.rest(paths[list].update),
    ...(list === 'landing' ? { query: { clientId: core.options.clientId } } : {}),
    body: {
      items: changes.map((c) => ({
        itemId: Number(c.itemId),
        ...(c.name === undefined ? {} : { name: c.name }),
        ...(c.description === undefined ? {} : { desc: c.description }),
        ...(c.appUrl === undefined ? {} : { appUrl: c.appUrl }),
        ...(c.categoryId === undefined ? {} : { itemCategoryId: Number(c.categoryId) }),
        ...(c.order === undefined ? {} : { itemOrder: c.order }),
      })),
    },
  });
}

export async function deleteItem(core: IdmCore, list: ItemList, itemId: string): Promise<void> {
  await core.http.request<unknown>({
    method: 'DELETE',
    url: core.http.rest(paths[list].remove),
    body: { items: [{ itemId: Number(itemId) }] },
  });
}
