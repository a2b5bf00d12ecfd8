import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, main, signInAs } from './people-helpers';
import { PASSWORD } from './shell-helpers';

// Issue 33, part 4: a list's search, sort, page and scroll come back on Back, Forward, reload and a shared link;
// a widget keeps its list when moved in the host page's DOM and never writes to the host's URL.

const params = (page: Page) => new URL(page.url().replace('#/', '')).searchParams;

async function expectRoleListAsLeft(page: Page, table: Locator, firstRow: string) {
  await expect(page).toHaveURL(/#\/role\?/);
  expect(Object.fromEntries(params(page))).toEqual({ q: 'Access', sort: 'name', dir: 'desc', page: '2' });
  await expect(main(page).getByRole('searchbox', { name: /Search roles/ })).toHaveValue('Access');
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(main(page).getByText(/Showing 11 - \d+ of \d+/)).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(firstRow);
}

test('roles searched, sorted and on page 2: Back from a role, reload and Forward show the same list, scrolled as left', async ({
  page,
}) => {
  // A short window: the list's second page scrolls, so the scroll position can come back.
  await page.setViewportSize({ width: 1100, height: 420 });
  await signInAs(page, ADMIN, 'role');
  const table = main(page).getByRole('table', { name: 'roles' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const search = main(page).getByRole('searchbox', { name: /Search roles/ });
  // 'Adobe' finds one page of roles in the sandbox (its seven kinds of access); 'Access' finds many.
  await search.fill('Access');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Access/);
  await table.getByRole('columnheader', { name: /Name/ }).getByRole('button').click();
  await expect(page).toHaveURL(/dir=desc/);
  await main(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(main(page).getByText(/Showing 11 - \d+ of \d+/)).toBeVisible();
  const rows = table.locator('tbody tr');
  const firstRow = (await rows.first().locator('td a').first().textContent()) ?? '';
  expect(firstRow).toMatch(/Access/);

  // Open the last role of the page: the window scrolls down to it.
  const last = rows.last().locator('td a').first();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await last.click();
  await expect(page).toHaveURL(/#\/role\/detail\//);

  await page.goBack();
  await expectRoleListAsLeft(page, table, firstRow);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);

  await page.reload();
  await expectRoleListAsLeft(page, table, firstRow);

  // Forward opens the role again; Back once more finds the list.
  await page.goForward();
  await expect(page).toHaveURL(/#\/role\/detail\//);
  await page.goBack();
  await expectRoleListAsLeft(page, table, firstRow);

  // Typing replaces the entry instead of adding one: a new search starts on the first page.
  await search.fill('Adobe');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=Adobe/);
  expect(params(page).get('page')).toBeNull();
});

test('a shared link to resources on page 2 with a search opens that list; an edited one falls back to defaults', async ({
  page,
}) => {
  await signInAs(page, ADMIN, 'resource?page=2&sort=description&dir=desc');
  const table = main(page).getByRole('table', { name: 'resources' });
  await expect(main(page).getByText(/Showing 11 - \d+ of \d+/)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Description/ })).toHaveAttribute('aria-sort', 'descending');
  const secondPage = await table.locator('tbody tr').first().textContent();

  const firstResource = table.locator('tbody tr').first().locator('td a').first();
  await firstResource.click();
  await expect(page).toHaveURL(/#\/resource\/detail\//);
  await page.goBack();
  await expect(main(page).getByText(/Showing 11 - \d+ of \d+/)).toBeVisible();
  await expect(table.locator('tbody tr').first()).toHaveText(secondPage ?? '');

  // Unknown column, page beyond the list, a size not offered: the first page, by name, 10 a page.
  await page.goto('/idmdash/#/resource?sort=nonsense&page=9999&size=7');
  await expect(main(page).getByText(/Showing 1 - 10 of \d+/)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('a widget keeps its list when moved in the page and leaves the host page URL alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/demo/portal.html');
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/demo\/portal\.html$/);
  const hashBefore = await page.evaluate(() => location.hash);

  const catalog = page.locator('idm-user-catalog');
  await expect(catalog.getByText(/Total: \d+/)).toBeVisible({ timeout: 20_000 });
  await catalog.getByRole('button', { name: 'Next page' }).first().click();
  await expect(catalog.getByText(/Showing 11 - \d+ of \d+/).first()).toBeVisible();

  // Moved elsewhere in the DOM (one task): the same tree.
  await page.evaluate(() => document.body.prepend(document.querySelector('idm-user-catalog')!));
  await expect(catalog.getByText(/Showing 11 - \d+ of \d+/).first()).toBeVisible();
  // Taken out and put back later: rendered afresh, from the core's memory.
  await page.evaluate(async () => {
    const element = document.querySelector('idm-user-catalog')!;
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 200));
    document.body.append(element);
  });
  await expect(catalog.getByText(/Showing 11 - \d+ of \d+/).first()).toBeVisible();
  expect(await page.evaluate(() => location.hash)).toBe(hashBefore);
});
