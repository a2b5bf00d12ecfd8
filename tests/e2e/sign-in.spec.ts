import { test, expect, type Page } from '@playwright/test';

const ADMIN = { username: 'uaadmin', password: 'Passw0rd', fullName: 'UA Admin' };

/** Fails the test on any page error or Content-Security-Policy violation. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

test('an administrator signs in, sees the full name and the server menu, then signs out', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/idmdash/');
  await expect(page).toHaveURL(/\/osp\/a\/idm\/auth\/app\/login/);
  await expect(page.getByRole('table')).toContainText('uaadmin');

  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.locator('form button[type=submit], form input[type=submit]').first().click();

  await expect(page).toHaveURL(/\/idmdash\//);
  await expect(page.getByTestId('user-name')).toHaveText(ADMIN.fullName);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'People' })).toBeVisible();
  // Sub-menus are closed: read every entry, shown or not.
  const menuText = (await menu.textContent()) ?? '';
  expect(menuText).toMatch(/Users/);
  expect(menuText).toMatch(/Request History/);

  await page.locator('idm-console').locator('[part=profile-button]').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/osp\/a\/idm\/auth\/app\/login/);
  expect(problems).toEqual([]);
});

test('a wrong password shows an error and keeps the typed user name', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/idmdash/');
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill('not-the-password1');
  await page.locator('form button[type=submit], form input[type=submit]').first().click();

  await expect(page.getByText('Invalid user name or password.')).toBeVisible();
  await expect(page.locator('input[name=username]')).toHaveValue(ADMIN.username);
  await expect(page.locator('input[name=password]')).toHaveValue('');
  expect(problems).toEqual([]);
});

test('an end user sees only the self-service menu', async ({ page }) => {
  await page.goto('/idmdash/');
  await page.locator('input[name=username]').fill('euser');
  await page.locator('input[name=password]').fill(ADMIN.password);
  await page.locator('form button[type=submit], form input[type=submit]').first().click();
  await expect(page.getByTestId('user-name')).toHaveText('Eddie User');
  const menuText = (await page.getByRole('navigation', { name: 'Main menu' }).textContent()) ?? '';
  expect(menuText).not.toMatch(/Roles|Separation of Duties/);
});
