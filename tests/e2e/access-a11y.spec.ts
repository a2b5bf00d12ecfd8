import {
  EDDIE,
  MARIA,
  addToCart,
  apiAs,
  axe,
  expect,
  historyTable,
  host,
  main,
  screenshot,
  searchCatalog,
  searchResults,
  taskTable,
  test,
  type Api,
} from './access-helpers';

// Accessibility of the access pages (issue 5): axe (serious and critical rules) on request access, the
// task list and the request history, their details, and a right-to-left look at each area.

test('request access has no serious axe violations: featured items, search results and a filled cart', async ({
  as,
}) => {
  // Three axe scans of a full page: slow on a busy 2-core machine.
  test.setTimeout(60_000);
  const eddie = await as(EDDIE, 'requests');
  await expect(main(eddie).getByRole('region', { name: 'Featured items' })).toBeVisible();
  expect(await axe(eddie)).toEqual([]);

  // An item with dates (expiry required) in the cart, and a list of results.
  await addToCart(eddie, 'AWS Console Access');
  await searchCatalog(eddie, 'Account');
  await expect(
    main(eddie)
      .getByRole('status')
      .filter({ hasText: /^Showing 1 - \d+ of \d+$/ }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(searchResults(eddie).getByRole('article').nth(1)).toBeVisible();
  expect(await axe(eddie)).toEqual([]);

  // The details of a result (a dialog).
  await searchResults(eddie).getByRole('article').first().getByRole('heading').getByRole('button').click();
  await expect(host(eddie).getByRole('dialog')).toBeVisible();
  expect(await axe(eddie)).toEqual([]);
});

test('the task list, a task and the approve dialog have no serious axe violations', async ({ as }) => {
  test.setTimeout(60_000);
  const maria = await as(MARIA, 'tasks');
  await expect(taskTable(maria).getByRole('row').nth(1)).toBeVisible();
  expect(await axe(maria)).toEqual([]);

  // The approve dialog of the list (one row selected).
  await taskTable(maria).getByRole('row').nth(1).getByRole('checkbox').check();
  await main(maria).getByRole('button', { name: 'Approve (1)' }).click();
  const dialog = host(maria).getByRole('dialog', { name: 'Approve task' });
  await expect(dialog).toBeVisible();
  expect(await axe(maria)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await taskTable(maria).getByRole('row').nth(1).getByRole('link').first().click();
  await expect(main(maria).getByRole('group', { name: 'Task actions' })).toBeVisible();
  await expect(main(maria).getByRole('region', { name: 'Approval history' })).toBeVisible();
  expect(await axe(maria)).toEqual([]);
});

test('the request history and a request’s details have no serious axe violations', async ({ as }) => {
  const eddie = await as(EDDIE, 'history');
  await expect(historyTable(eddie).getByRole('row').nth(1)).toBeVisible();
  expect(await axe(eddie)).toEqual([]);

  // A seeded request with a timeline and comments.
  await historyTable(eddie).getByRole('link', { name: 'Salesforce Account', exact: true }).first().click();
  const detail = main(eddie).getByRole('article', { name: 'Salesforce Account' });
  await expect(detail.getByRole('region', { name: 'Timeline' })).toBeVisible();
  expect(await axe(eddie)).toEqual([]);
});

test('right to left: request access, tasks and history in Arabic (screenshots for a person to look at)', async ({
  as,
  request,
}) => {
  test.setTimeout(60_000);
  // Eddie's saved locale decides the language at sign-in; it is set back to English afterwards.
  const api = await apiAs(request, EDDIE);
  const saveLocale = async (client: Api, locale: string) => {
    const answer = await client.call('POST', 'access/ulp/l10n/listLocales', {
      body: { userDN: EDDIE.dn, userPreferredLocales: [locale] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await saveLocale(api, 'ar');
  try {
    const eddie = await as(EDDIE, 'requests');
    await expect(host(eddie)).toHaveAttribute('dir', 'rtl');
    await expect(host(eddie)).toHaveAttribute('lang', 'ar');
    const shots: string[] = [];

    await expect(main(eddie).locator('[part=request-access] h1')).toBeVisible();
    await expect(main(eddie).locator('[part=item]').first()).toBeVisible();
    await main(eddie).locator('[part=item]').first().getByRole('button').last().click(); // add the first featured item
    await expect(main(eddie).locator('[part=cart] li').first()).toBeVisible();
    shots.push(await screenshot(eddie, 'rtl-request-access'));

    await eddie.goto('/idmdash/#/tasks');
    await expect(main(eddie).locator('[part=tasks] table tbody tr').first()).toBeVisible();
    shots.push(await screenshot(eddie, 'rtl-tasks'));

    await eddie.goto('/idmdash/#/history');
    await expect(main(eddie).locator('[part=history] table tbody tr').first()).toBeVisible();
    shots.push(await screenshot(eddie, 'rtl-history'));

    // The main content starts at the right: each page's heading sits in the right half.
    for (const [route, part] of [
      ['requests', 'request-access'],
      ['tasks', 'tasks'],
      ['history', 'history'],
    ] as const) {
      await eddie.goto(`/idmdash/#/${route}`);
      const box = await main(eddie).locator(`[part=${part}] h1`).first().boundingBox();
      expect(box && box.x + box.width > 640, `${route} heading on the right`).toBe(true);
    }
    expect(shots).toHaveLength(3);
  } finally {
    await saveLocale(api, 'en');
  }
});
