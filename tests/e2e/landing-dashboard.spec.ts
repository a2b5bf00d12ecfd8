import { ADMIN, EDDIE, apiAs, axe, createAccount, expect, host, main, test, uniqueId } from './access-helpers';

// Dashboards, the landing page and the request page editor (issue 19): #/dashboard, #/globalDashboard,
// #/landing, #/editlanding, #/editrequest.

const tileTitles = (page: Parameters<typeof main>[0]) =>
  main(page).getByRole('list', { name: 'Your tiles' }).locator('.dashboard-tile-title');
const shot = (page: Parameters<typeof main>[0], name: string) => page.screenshot({ path: `/tmp/${name}.png` });

test('an end user arranges their dashboard with keyboard and pointer and finds it again after signing in anew', async ({
  as,
  request,
}) => {
  test.setTimeout(90_000);
  const eddie = await as(EDDIE, 'dashboard');
  const api = await apiAs(request, EDDIE);
  try {
    await expect(tileTitles(eddie).first()).toBeVisible();
    await main(eddie).getByRole('button', { name: 'Customize' }).click();
    await main(eddie).getByRole('combobox', { name: 'Add a tile' }).selectOption({ label: 'My roles' });
    await main(eddie).getByRole('button', { name: 'Add', exact: true }).click();
    // Keyboard: Move up with Enter; the focus stays on the moved tile's button.
    await main(eddie).getByRole('button', { name: 'Move My roles up' }).focus();
    await eddie.keyboard.press('Enter');
    await expect(main(eddie).getByRole('status')).toHaveText('My roles is now at position 4 of 5.');
    await expect(main(eddie).getByRole('button', { name: 'Move My roles up' })).toBeFocused();
    // Pointer: drag Request access to the top.
    const rows = main(eddie).getByRole('list', { name: 'Tiles in order' }).getByRole('listitem');
    await rows.filter({ hasText: 'Request access' }).dragTo(rows.first());
    await main(eddie).getByRole('button', { name: 'Remove Approved in the last 30 days' }).click();
    expect(await axe(eddie)).toEqual([]);
    await shot(eddie, 'dashboard-edit-en');
    await main(eddie).getByRole('button', { name: 'Save' }).click();
    await expect(tileTitles(eddie)).toHaveText(['Request access', 'Open tasks', 'My requests in progress', 'My roles']);

    const again = await as(EDDIE, 'dashboard');
    await expect(tileTitles(again)).toHaveText(['Request access', 'Open tasks', 'My requests in progress', 'My roles']);
    await shot(again, 'dashboard-en');
    await main(again)
      .getByRole('link', { name: /^My roles/ })
      .click();
    await expect(again).toHaveURL(/#\/myProfile/);
  } finally {
    await api.call('DELETE', 'access/preference/dashboard');
  }
});

test('an administrator adds a global tile and a new user (in Arabic) starts with it', async ({ as, request }) => {
  test.setTimeout(90_000);
  const adminApi = await apiAs(request, ADMIN);
  const before = (
    await adminApi.call<{ tiles: string[] }>('GET', 'access/dashboard/globalTiles', { query: { client: '1' } })
  ).body.tiles;
  try {
    const admin = await as(ADMIN, 'globalDashboard');
    await main(admin).getByRole('combobox', { name: 'Add a tile' }).selectOption({ label: 'My resources' });
    await main(admin).getByRole('button', { name: 'Add', exact: true }).click();
    await main(admin).getByRole('button', { name: 'Save' }).click();
    await expect(host(admin).getByText('The global dashboard is saved.')).toBeVisible();
    expect(await axe(admin)).toEqual([]);
    await shot(admin, 'global-dashboard-en');

    const newcomer = await createAccount(adminApi, 'Nadia');
    const own = await apiAs(request, newcomer);
    await own.call('POST', 'access/ulp/l10n/listLocales', {
      body: { userDN: newcomer.dn, userPreferredLocales: ['ar'] },
    });
    const page = await as(newcomer, 'dashboard');
    await expect(host(page)).toHaveAttribute('dir', 'rtl');
    await expect(main(page).locator('.dashboard-tile-title').filter({ hasText: 'مواردي' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'dashboard-ar');
  } finally {
    await adminApi.call('POST', 'access/dashboard/globalTiles', { query: { client: '1' }, body: { tiles: before } });
  }
});

test('an administrator adds a landing application in two languages; users see it in theirs, unsafe addresses are refused', async ({
  as,
  request,
}) => {
  test.setTimeout(90_000);
  const name = `Travel ${uniqueId('l')}`;
  const german = `Reisen ${name.slice(7)}`;
  const adminApi = await apiAs(request, ADMIN);
  const admin = await as(ADMIN, 'editlanding');
  await main(admin).getByRole('button', { name: 'Add an application to Applications' }).click();
  const form = main(admin).getByRole('form', { name: 'Add an application to Applications' });
  await form.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await form.getByRole('textbox', { name: 'Name (German)' }).fill(german);
  await form.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
    'Enter a web address that starts with http://, https:// or a relative path such as #/tasks.',
  );
  await expect(form.getByRole('textbox', { name: 'Name (German)' })).toHaveValue(german);
  await form.getByRole('textbox', { name: 'Address' }).fill('https://travel.example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(main(admin).getByRole('list', { name: 'Items of Applications' })).toContainText(name);
  expect(await axe(admin)).toEqual([]);
  await shot(admin, 'editlanding-en');

  const eddie = await as(EDDIE, 'landing');
  const link = main(eddie).getByRole('link', { name: new RegExp(name) });
  await expect(link).toHaveAttribute('href', 'https://travel.example.com');
  expect(await axe(eddie)).toEqual([]);
  await shot(eddie, 'landing-en');
  // Among 10,000 items: the search finds it (Enter), nonsense says so (Search button), clearing shows all again.
  const search = main(eddie).getByRole('searchbox', {
    name: 'Search applications and permissions by name or description',
  });
  await search.fill(name);
  await search.press('Enter');
  await expect(main(eddie).getByRole('listitem')).toHaveCount(1);
  await expect(main(eddie).getByRole('listitem')).toContainText(name);
  await search.fill(`no such ${name}`);
  await main(eddie).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(main(eddie).getByRole('status')).toContainText(`No applications or permissions match “`);
  await expect(main(eddie).getByRole('listitem')).toHaveCount(0);
  expect(await axe(eddie)).toEqual([]);
  await shot(eddie, 'landing-search-en');
  await search.clear();
  await expect(main(eddie).getByRole('heading', { name: 'Applications', exact: true })).toBeVisible();
  await expect(link).toBeVisible();

  const newcomer = await createAccount(adminApi, 'Greta');
  const own = await apiAs(request, newcomer);
  await own.call('POST', 'access/ulp/l10n/listLocales', {
    body: { userDN: newcomer.dn, userPreferredLocales: ['de'] },
  });
  const greta = await as(newcomer, 'landing');
  await expect(main(greta).getByRole('link', { name: new RegExp(german) })).toBeVisible();
  await expect(main(greta).getByRole('heading', { name: 'Anwendungen', exact: true })).toBeVisible();
  await own.call('POST', 'access/ulp/l10n/listLocales', {
    body: { userDN: newcomer.dn, userPreferredLocales: ['ar'] },
  });
  await greta.reload();
  await expect(main(greta).getByRole('heading', { name: 'التطبيقات', exact: true })).toBeVisible();
  await shot(greta, 'landing-ar');
  await main(greta).getByRole('searchbox').fill('zzz');
  await main(greta).getByRole('searchbox').press('Enter');
  await expect(main(greta).getByRole('status')).toContainText('لا توجد تطبيقات');
  await shot(greta, 'landing-search-ar');
});

test('an administrator features a role on the request page and Request Access shows it', async ({ as, request }) => {
  test.setTimeout(90_000);
  const category = `Finance ${uniqueId('f')}`;
  const admin = await as(ADMIN, 'editrequest');
  await main(admin).getByRole('button', { name: 'Add a category' }).click();
  await main(admin).getByRole('textbox', { name: 'Category name' }).fill(category);
  await main(admin).getByRole('button', { name: 'Save' }).click();
  await main(admin)
    .getByRole('button', { name: `Feature an item in ${category}` })
    .click();
  await main(admin).getByRole('searchbox', { name: 'Find a role, resource or request definition' }).fill('CRM Read');
  await main(admin).getByRole('button', { name: 'Feature CRM Read' }).click();
  await expect(main(admin).getByRole('list', { name: `Featured in ${category}` })).toContainText('CRM Read');
  expect(await axe(admin)).toEqual([]);
  await shot(admin, 'editrequest-en');

  const eddie = await as(EDDIE, 'requests');
  await main(eddie).getByRole('button', { name: category }).click();
  await expect(main(eddie).locator('[part=landing]')).toContainText('CRM Read');

  // Deleting a featured item asks about that item alone, not about a category's items.
  const featured = main(admin).getByRole('list', { name: `Featured in ${category}` });
  await featured.getByRole('button', { name: 'Delete CRM Read' }).click();
  await expect(main(admin).getByRole('alertdialog')).toHaveText(/^Delete CRM Read\?/);
  await expect(main(admin).getByRole('alertdialog')).not.toContainText('items');
  await main(admin).getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(featured.getByText('CRM Read')).toHaveCount(0);

  const adminApi = await apiAs(request, ADMIN);
  const lists = await adminApi.call<{ itemCategories: { itemCategoryId: number; categoryName: string }[] }>(
    'GET',
    'access/featuredItems',
  );
  const id = lists.body.itemCategories.find((c) => c.categoryName === category)?.itemCategoryId;
  await adminApi.call('DELETE', 'access/featuredItems/categories', {
    body: { itemCategories: [{ itemCategoryId: id }] },
  });
});

test('the landing editor moves an application by keyboard with its icon button; the focus stays on it (issue 34 item 12)', async ({
  as,
}) => {
  test.setTimeout(120_000);
  const admin = await as(ADMIN, 'editlanding');
  const items = main(admin).locator('ol.idm-category-editor-items').first();
  const names = items.locator('.idm-category-editor-name strong');
  await expect(names.nth(1)).toBeVisible();
  const [first, second] = [await names.nth(0).innerText(), await names.nth(1).innerText()];
  // An icon button whose name is the long text (its tooltip too).
  const down = items.getByRole('button', { name: `Move ${first} down` });
  await expect(down).toHaveAttribute('title', `Move ${first} down`);
  await expect(down).toHaveText('↓');

  await down.focus();
  await admin.keyboard.press('Enter');
  await expect(names.nth(0)).toHaveText(second);
  await expect(names.nth(1)).toHaveText(first);
  await expect(items.getByRole('button', { name: `Move ${first} down` })).toBeFocused();

  // Back where it was, by keyboard again.
  await admin.keyboard.press('Shift+Tab');
  await expect(items.getByRole('button', { name: `Move ${first} up` })).toBeFocused();
  await admin.keyboard.press('Enter');
  await expect(names.nth(0)).toHaveText(first);
  await expect(names.nth(1)).toHaveText(second);
});
