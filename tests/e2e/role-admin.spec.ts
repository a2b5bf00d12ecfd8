import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { ADMIN, host, main, saveLocaleByApi, screenshot, signInAs, watchForErrors } from './people-helpers';
import { mainMenu } from './shell-helpers';

// Role administration (issue 14): #/role, reached from the server-driven menu.

const table = (page: Page) => main(page).getByRole('table', { name: 'roles' });

test('UA Admin finds Roles in the menu; the list shows the levels by name and filters by level and text', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN);
  await mainMenu(page).getByRole('button', { name: 'Administration' }).click();
  await mainMenu(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/#\/role$/);
  await expect(main(page).getByRole('heading', { name: 'Roles', level: 2 })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();

  const listed = page.waitForRequest(
    (r) => r.url().includes('/catalog/roles/list') && r.url().includes('roleLevel=20'),
  );
  await main(page).getByLabel('Level', { exact: true }).selectOption({ label: 'IT Role' });
  await listed;
  await expect(table(page).getByRole('row').nth(1)).toContainText('IT Role');
  const levels = await table(page).locator('tbody tr').allTextContents();
  expect(levels.every((row) => row.includes('IT Role'))).toBe(true);

  const searched = page.waitForRequest((r) => r.url().includes('/catalog/roles/list') && /[?&]q=System/.test(r.url()));
  await main(page)
    .getByRole('searchbox', { name: /Search roles/ })
    .fill('System');
  await main(page)
    .getByRole('searchbox', { name: /Search roles/ })
    .press('Enter');
  await searched;
  await expect(
    host(page)
      .getByRole('button', { name: 'Create Role' })
      .or(main(page).getByRole('link', { name: 'Create Role' })),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('the role list and the create form: no serious axe violations; Arabic right to left and dark (screenshots)', async ({
  page,
}) => {
  await signInAs(page, ADMIN, 'role');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main(page).getByRole('link', { name: 'Create Role' }).click();
  await expect(page).toHaveURL(/#\/role\/create$/);
  await main(page).getByRole('button', { name: 'Create Role' }).click();
  await expect(main(page).getByText('Required', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  try {
    await host(page).locator('[part=profile-button]').click();
    await host(page).locator('[part=profile-menu]').getByLabel('Language').selectOption('ar');
    await expect(host(page)).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await expect(main(page).getByRole('heading', { name: 'دور جديد' })).toBeVisible();
    await screenshot(page, 'roles-create-ar');
    await page.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
    await page.goto('/idmdash/#/role');
    await expect(main(page).getByRole('heading', { name: 'الأدوار' })).toBeVisible();
    await page.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
    await screenshot(page, 'roles-list-ar-dark');
  } finally {
    await saveLocaleByApi(page, ADMIN.dn, 'en');
  }
});
