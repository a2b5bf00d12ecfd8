import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessSandbox, type AccessSandbox } from './access-helpers.js';
import { restGet, restSend } from './helpers.js';
import { topUpFeaturedItems, topUpLandingItems } from '../../../demo/server/db/landing/seed.js';

interface Categories {
  itemCategories: {
    itemCategoryId: number;
    categoryName: string;
    items: { itemId: number; name: string; appUrl: string }[];
  }[];
}
interface Fault {
  Fault: { Reason: { Text: string } };
}

describe('sandbox: landing page, request page editor and dashboards (issue 19)', () => {
  let sandbox: AccessSandbox;
  beforeAll(async () => {
    sandbox = await accessSandbox();
  });
  afterAll(() => sandbox.close());

  const landingCategory = async () =>
    (await sandbox.get<Categories>('uaadmin', '/access/ulp/landingItems/v2')).itemCategories[0]!.itemCategoryId;

  it('adds a landing application with names in two languages, which an end user sees', async () => {
    const categoryId = await landingCategory();
    const added = await sandbox.send<{ succeeded: { id: string }[] }>(
      'uaadmin',
      'POST',
      '/access/ulp/items',
      { items: [{ name: 'Travel', appUrl: 'https://travel.example.com', itemCategoryId: categoryId }] },
      200,
    );
    const id = added.succeeded[0]!.id;
    const put = await restSend(
      sandbox.app,
      'PUT',
      '/access/ulp/l10n/de.properties',
      sandbox.token.uaadmin,
      `item.${id}.name=Reisen`,
    );
    expect(put.statusCode).toBe(204);
    const seen = await sandbox.get<Categories>('euser', '/access/ulp/landingItems/v2');
    expect(seen.itemCategories.flatMap((c) => c.items).map((i) => i.name)).toContain('Travel');
    const german = await restGet(sandbox.app, '/access/ulp/l10n/de.properties', sandbox.token.euser);
    expect(german.body).toContain(`item.${id}.name=Reisen`);
  });

  it('refuses unsafe addresses and empty names with a 400 Fault naming the field', async () => {
    const categoryId = await landingCategory();
    for (const appUrl of ['javascript:alert(1)', 'data:text/html,x', '//evil.example.com', '/\\evil.example/210']) {
      const fault = await sandbox.send<Fault>(
        'uaadmin',
        'POST',
        '/access/ulp/items',
        { items: [{ name: 'Bad', appUrl, itemCategoryId: categoryId }] },
        400,
      );
      expect(fault.Fault.Reason.Text).toMatch(/^items\/0\/appUrl: Enter a web address/);
    }
    const fault = await sandbox.send<Fault>(
      'uaadmin',
      'POST',
      '/access/ulp/categories',
      { itemCategories: [{ categoryName: '  ' }] },
      400,
    );
    expect(fault.Fault.Reason.Text).toBe('itemCategories/0/categoryName: Enter a name.');
  });

  it('lets only administrators edit the landing page, the featured items and the global dashboard', async () => {
    const categoryId = await landingCategory();
    await sandbox.send(
      'euser',
      'POST',
      '/access/ulp/items',
      { items: [{ name: 'X', appUrl: '#/tasks', itemCategoryId: categoryId }] },
      403,
    );
    await sandbox.send(
      'euser',
      'POST',
      '/access/featuredItems/categories',
      { itemCategories: [{ categoryName: 'X' }] },
      403,
    );
    await sandbox.send('euser', 'POST', '/access/dashboard/globalTiles', { tiles: ['openTasks'] }, 403);
    await sandbox.send(
      'euser',
      'POST',
      '/access/dashboard/globalTiles',
      { tiles: ['openTasks'], allowCustomization: false },
      403,
    );
  });

  it("saves a user's own tiles; a user without a preference gets the global tiles", async () => {
    await sandbox.send('uaadmin', 'POST', '/access/dashboard/globalTiles', { tiles: ['myRoles', 'openTasks'] }, 200);
    const fresh = await sandbox.get<{ columns: string[]; isPreferenceAvailable: boolean }>(
      'mmanager',
      '/access/preference/dashboard',
    );
    expect(fresh).toMatchObject({ columns: ['myRoles', 'openTasks'], isPreferenceAvailable: false });
    await sandbox.send(
      'euser',
      'POST',
      '/access/preference/dashboard',
      { isDashboardCustomized: true, dashboardCustomizations: '["requestAccess","openTasks"]' },
      200,
    );
    expect((await sandbox.get<{ columns: string[] }>('euser', '/access/preference/dashboard')).columns).toEqual([
      'requestAccess',
      'openTasks',
    ]);
    const dup = await sandbox.send<Fault>(
      'euser',
      'POST',
      '/access/preference/dashboard',
      { dashboardCustomizations: '["openTasks","openTasks"]' },
      400,
    );
    expect(dup.Fault.Reason.Text).toContain('only once');
    // An end user may not have the administrators' tile.
    await sandbox.send(
      'euser',
      'POST',
      '/access/preference/dashboard',
      { dashboardCustomizations: '["sodExceptions"]' },
      403,
    );
  });

  it('features a role on the request page, which the request page then lists', async () => {
    const category = await sandbox.send<{ succeeded: { id: string }[] }>(
      'uaadmin',
      'POST',
      '/access/featuredItems/categories',
      { itemCategories: [{ categoryName: 'Finance' }] },
      200,
    );
    const role = sandbox.app.store.db
      .prepare<[], { dn: string; name: string }>(
        "SELECT dn, name FROM permission_index WHERE type = 'ROLE' AND dn NOT IN (SELECT item_dn FROM landing_items WHERE item_dn IS NOT NULL) ORDER BY name LIMIT 1",
      )
      .get()!;
    await sandbox.send(
      'uaadmin',
      'POST',
      '/access/featuredItems',
      { items: [{ id: role.dn, itemCategoryId: Number(category.succeeded[0]!.id) }] },
      200,
    );
    const featured = await sandbox.get<Categories>('euser', '/access/featuredItems');
    const finance = featured.itemCategories.find((c) => c.categoryName === 'Finance');
    expect(finance?.items.map((i) => i.name)).toEqual([role.name]);
    const again = await sandbox.send<Fault>(
      'uaadmin',
      'POST',
      '/access/featuredItems',
      { items: [{ id: role.dn, itemCategoryId: Number(category.succeeded[0]!.id) }] },
      400,
    );
    expect(again.Fault.Reason.Text).toContain('featured already');
  });

  // Last: the generated items stay in the sandbox.
  it('--landing-items and --featured-items add items in generated categories; the lists page on the server', async () => {
    const { db } = sandbox.app.store;
    expect(topUpLandingItems(db, 600)).toBeGreaterThan(500);
    expect(topUpLandingItems(db, 600)).toBe(0);
    expect(topUpFeaturedItems(db, 300)).toBeGreaterThan(250);
    type Paged = {
      itemCategories: {
        itemCategoryId: number;
        categoryName: string;
        items: unknown[];
        totalCount: number;
        nextIndex: number;
      }[];
    };
    const first = await sandbox.get<Paged>('euser', '/access/ulp/landingItems/v2?size=12');
    const generated = first.itemCategories.find((c) => c.categoryName === 'Business applications 01')!;
    expect(generated.items).toHaveLength(12);
    expect(generated.totalCount).toBe(250);
    expect(generated.nextIndex).toBe(13);
    expect(first.itemCategories.every((c) => c.items.length <= 12)).toBe(true);
    const last = await sandbox.get<Paged>(
      'euser',
      `/access/ulp/landingItems/v2?size=12&itemCategoryId=${generated.itemCategoryId}&nextIndex=241`,
    );
    expect(last.itemCategories).toHaveLength(1);
    expect(last.itemCategories[0]!.items).toHaveLength(10);
    expect(last.itemCategories[0]!.nextIndex).toBe(-1);
    const found = await sandbox.get<Paged>('euser', '/access/ulp/landingItems/v2?size=12&q=00042');
    expect(found.itemCategories.flatMap((c) => c.items)).toHaveLength(1);
    const featured = await sandbox.get<Paged>('euser', '/access/featuredItems?size=5');
    expect(featured.itemCategories.find((c) => c.categoryName === 'Featured 01')?.totalCount).toBe(250);
    expect(featured.itemCategories.every((c) => c.items.length <= 5)).toBe(true);
    await sandbox.get('euser', '/access/featuredItems?itemCategoryId=999999', 404);
  });
});
