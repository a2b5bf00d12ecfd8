import type { FastifyInstance } from 'fastify';
import { landingNameRefusal, landingUrlRefusal, MAX_URL_LENGTH } from '../../../../src/domain/landing.js';
import { landingAdmin, type ItemList, type NewItem } from '../../db/landing/store.js';
import { badInput, notFound } from '../../http/fault.js';
import { CLIENT_ID, querySchema } from '../lookups/schemas.js';
import { operationAnswer, requireConfigurationAdmin } from './admin.js';

const TEXT = { type: 'string', maxLength: 1000 } as const;
const ORDER = { type: 'integer', minimum: 0, maximum: 100000 } as const;
/** UiItemNode: the fields the sandbox reads; the others the contract names are accepted and ignored. */
const ITEM = {
  type: 'object',
  properties: {
    itemId: { type: 'integer', minimum: 1 },
    name: TEXT,
    desc: TEXT,
    entityType: { type: 'string', maxLength: 32 },
    id: { type: 'string', maxLength: 1024 },
    appUrl: { type: 'string', maxLength: MAX_URL_LENGTH },
    itemOrder: ORDER,
    itemCategoryId: { type: 'integer', minimum: 1 },
  },
} as const;
const itemList = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', minItems: 1, maxItems: 200, items: ITEM } },
} as const;
/** ItemCategoryNode as the sandbox reads it. */
const CATEGORY = {
  type: 'object',
  properties: {
    itemCategoryId: { type: 'integer', minimum: 1 },
    categoryName: TEXT,
    itemCategoryOrder: ORDER,
    desc: TEXT,
  },
} as const;
const categoryList = {
  type: 'object',
  required: ['itemCategories'],
  properties: { itemCategories: { type: 'array', minItems: 1, maxItems: 200, items: CATEGORY } },
} as const;

interface UiItem {
  itemId?: number;
  name?: string;
  desc?: string;
  entityType?: string;
  id?: string;
  appUrl?: string;
  itemOrder?: number;
  itemCategoryId?: number;
}
interface UiCategory {
  itemCategoryId?: number;
  categoryName?: string;
  itemCategoryOrder?: number;
  desc?: string;
}
type Items = { Body: { items: UiItem[] } };
type Categories = { Body: { itemCategories: UiCategory[] } };

const checked = (refusal: string | null, where: string): void => {
  if (refusal) throw badInput(`${where}: ${refusal}`);
};

/**
 * Editing featured items (request access: POST/PUT/DELETE access/featuredItems and …/categories) and landing
 * items (POST access/ulp/items for applications, POST access/ulp/featuredItems for permissions, PUT
 * access/ulp/landingItems/v2, DELETE access/ulp/items, POST/PUT/DELETE access/ulp/categories); administrators
 * only. Reads are GET access/featuredItems and GET access/ulp/landingItems/v2 (routes/access/items.ts).
 */
export async function landingItemRoutes(app: FastifyInstance): Promise<void> {
  const store = landingAdmin(app.store.db);
  const { db } = app.store;
  const permission = db.prepare<[string], { name: string; kind: string }>(
    'SELECT name, lower(type) AS kind FROM permission_index WHERE dn = ?',
  );

  const categoryOf = (list: ItemList, id: number | undefined, where: string) => {
    if (id === undefined) throw badInput(`${where}: choose a category.`);
    const category = store.category(list, id);
    if (!category) throw notFound(`${where}: there is no category ${id}.`);
    return category;
  };

  const addPermissions = (list: ItemList, items: UiItem[]) =>
    db.transaction(() =>
      items.map((item, index) => {
        const where = `items/${index}`;
        const category = categoryOf(list, item.itemCategoryId, where);
        const dn = (item.id ?? '').trim();
        const row = dn ? permission.get(dn) : undefined;
        if (!row) throw badInput(`${where}: choose a role, resource or request definition.`);
        if (store.hasItem(list, dn)) throw badInput(`${where}: ${row.name} is featured already.`);
        const entityType = (
          ['role', 'resource', 'prd'].includes(row.kind) ? row.kind : 'role'
        ) as NewItem['entityType'];
        const id = store.addItem(list, {
          categoryId: category.id,
          entityType,
          itemDn: dn,
          name: row.name,
          description: item.desc ?? '',
          appUrl: null,
        });
        return { id, name: row.name };
      }),
    )();

  const updateItems = (list: ItemList, items: UiItem[]) =>
    db.transaction(() =>
      items.map((item, index) => {
        const where = `items/${index}`;
        if (item.itemId === undefined || !store.item(list, item.itemId))
          throw notFound(`${where}: there is no item ${item.itemId ?? ''}.`);
        if (item.name !== undefined) checked(landingNameRefusal(item.name), `${where}/name`);
        if (item.appUrl !== undefined) checked(landingUrlRefusal(item.appUrl), `${where}/appUrl`);
        if (item.itemCategoryId !== undefined) categoryOf(list, item.itemCategoryId, where);
        store.updateItem({
          id: item.itemId,
          ...(item.itemCategoryId === undefined ? {} : { categoryId: item.itemCategoryId }),
          ...(item.itemOrder === undefined ? {} : { order: item.itemOrder }),
          ...(item.name === undefined ? {} : { name: item.name.trim() }),
          ...(item.desc === undefined ? {} : { description: item.desc }),
          ...(item.appUrl === undefined ? {} : { appUrl: item.appUrl.trim() }),
        });
        return { id: item.itemId };
      }),
    )();

  const deleteItems = (list: ItemList, items: UiItem[]) =>
    db.transaction(() =>
      items.map((item, index) => {
        if (item.itemId === undefined || !store.item(list, item.itemId))
          throw notFound(`items/${index}: there is no item ${item.itemId ?? ''}.`);
        store.deleteItem(item.itemId);
        return { id: item.itemId };
      }),
    )();

  const addCategories = (list: ItemList, categories: UiCategory[]) =>
    db.transaction(() =>
      categories.map((category, index) => {
        const name = category.categoryName ?? '';
        checked(landingNameRefusal(name), `itemCategories/${index}/categoryName`);
        const id = store.addCategory(list, name.trim(), category.desc ?? '', category.itemCategoryOrder);
        return { id, name: name.trim() };
      }),
    )();

  const updateCategories = (list: ItemList, categories: UiCategory[]) =>
    db.transaction(() =>
      categories.map((category, index) => {
        const where = `itemCategories/${index}`;
        const known = categoryOf(list, category.itemCategoryId, where);
        if (category.categoryName !== undefined)
          checked(landingNameRefusal(category.categoryName), `${where}/categoryName`);
        store.updateCategory(known.id, {
          ...(category.categoryName === undefined ? {} : { name: category.categoryName.trim() }),
          ...(category.desc === undefined ? {} : { description: category.desc }),
          ...(category.itemCategoryOrder === undefined ? {} : { order: category.itemCategoryOrder }),
        });
        return { id: known.id };
      }),
    )();

  const deleteCategories = (list: ItemList, categories: UiCategory[]) =>
    db.transaction(() =>
      categories.map((category, index) => {
        const known = categoryOf(list, category.itemCategoryId, `itemCategories/${index}`);
        store.deleteCategory(known.id);
        return { id: known.id };
      }),
    )();

  const featured = 'edit the featured items of the request page';
  app.post<Items>('/featuredItems', { schema: { body: itemList } }, async (request, reply) => {
    requireConfigurationAdmin(app, request, featured);
    return reply.code(200).send(operationAnswer(addPermissions('featured', request.body.items), 'featuredItem'));
  });
  app.put<Items>('/featuredItems', { schema: { body: itemList } }, async (request) => {
    requireConfigurationAdmin(app, request, featured);
    return operationAnswer(updateItems('featured', request.body.items), 'featuredItem');
  });
  app.delete<Items>('/featuredItems', { schema: { body: itemList } }, async (request) => {
    requireConfigurationAdmin(app, request, featured);
    return operationAnswer(deleteItems('featured', request.body.items), 'featuredItem');
  });
  app.post<Categories>('/featuredItems/categories', { schema: { body: categoryList } }, async (request, reply) => {
    requireConfigurationAdmin(app, request, featured);
    return reply.code(200).send(operationAnswer(addCategories('featured', request.body.itemCategories), 'category'));
  });
  app.put<Categories>('/featuredItems/categories', { schema: { body: categoryList } }, async (request) => {
    requireConfigurationAdmin(app, request, featured);
    return operationAnswer(updateCategories('featured', request.body.itemCategories), 'category');
  });
  app.delete<Categories>('/featuredItems/categories', { schema: { body: categoryList } }, async (request) => {
    requireConfigurationAdmin(app, request, featured);
    return operationAnswer(deleteCategories('featured', request.body.itemCategories), 'category');
  });

  const landing = 'edit the landing page';
  app.post<Items>('/ulp/items', { schema: { body: itemList } }, async (request, reply) => {
    requireConfigurationAdmin(app, request, landing);
    const added = db.transaction(() =>
      request.body.items.map((item, index) => {
        const where = `items/${index}`;
        const category = categoryOf('landing', item.itemCategoryId, where);
        const name = item.name ?? '';
        checked(landingNameRefusal(name), `${where}/name`);
        checked(landingUrlRefusal(item.appUrl ?? ''), `${where}/appUrl`);
        const id = store.addItem('landing', {
          categoryId: category.id,
          entityType: 'application',
          itemDn: null,
          name: name.trim(),
          description: item.desc ?? '',
          appUrl: (item.appUrl ?? '').trim(),
        });
        return { id, name: name.trim() };
      }),
    )();
    return reply.code(200).send(operationAnswer(added, 'application'));
  });
  app.post<Items>('/ulp/featuredItems', { schema: { body: itemList } }, async (request, reply) => {
    requireConfigurationAdmin(app, request, landing);
    return reply.code(200).send(operationAnswer(addPermissions('landing', request.body.items), 'permission'));
  });
  app.put<Items & { Querystring: { clientId?: string } }>(
    '/ulp/landingItems/v2',
    { schema: { body: itemList, querystring: querySchema({ clientId: CLIENT_ID }) } },
    async (request) => {
      requireConfigurationAdmin(app, request, landing);
      return operationAnswer(updateItems('landing', request.body.items), 'landingItem');
    },
  );
  app.delete<Items>('/ulp/items', { schema: { body: itemList } }, async (request) => {
    requireConfigurationAdmin(app, request, landing);
    return operationAnswer(deleteItems('landing', request.body.items), 'landingItem');
  });
  app.post<Categories>('/ulp/categories', { schema: { body: categoryList } }, async (request, reply) => {
    requireConfigurationAdmin(app, request, landing);
    return reply.code(200).send(operationAnswer(addCategories('landing', request.body.itemCategories), 'category'));
  });
  app.put<Categories>('/ulp/categories', { schema: { body: categoryList } }, async (request) => {
    requireConfigurationAdmin(app, request, landing);
    return operationAnswer(updateCategories('landing', request.body.itemCategories), 'category');
  });
  app.delete<Categories>('/ulp/categories', { schema: { body: categoryList } }, async (request) => {
    requireConfigurationAdmin(app, request, landing);
    return operationAnswer(deleteCategories('landing', request.body.itemCategories), 'category');
  });
}
