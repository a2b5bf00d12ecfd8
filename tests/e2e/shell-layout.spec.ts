import { test, expect } from '@playwright/test';
import { consoleCall, mainMenu, screenshot, signIn } from './shell-helpers';

test('Arabic turns the console right to left at once and is saved as the user locale', async ({ page }) => {
  await signIn(page, 'euser', 'Eddie User');
  const host = page.locator('idm-console');
  await expect(host).toHaveAttribute('dir', 'ltr');
  await host.locator('[part=profile-button]').click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/access/ulp/l10n/listLocales'));
  await host.getByLabel('Language').selectOption('ar');
  expect((await saved).status()).toBe(200);
  await expect(host).toHaveAttribute('dir', 'rtl');
  await expect(host).toHaveAttribute('lang', 'ar');
  await page.keyboard.press('Escape');
  await screenshot(page, 'rtl-arabic');
  expect(await consoleCall(page, 'access/supportedlocales/userlocale')).toMatchObject({ status: 200, body: 'ar' });

  // The header's end (bell, profile) sits on the left in RTL.
  const profileBox = await host.locator('[part=profile-button]').boundingBox();
  const viewport = page.viewportSize();
  expect(profileBox && viewport ? profileBox.x < viewport.width / 2 : false).toBe(true);

  await host.locator('[part=profile-button]').click();
  // Read the saved locale once its save has answered (the switch itself does not wait for it).
  const savedEnglish = page.waitForResponse((r) => r.url().endsWith('/access/ulp/l10n/listLocales'));
  await host.locator('[part=profile-menu] select').last().selectOption('en');
  await expect(host).toHaveAttribute('dir', 'ltr');
  expect((await savedEnglish).status()).toBe(200);
  expect(await consoleCall(page, 'access/supportedlocales/userlocale')).toMatchObject({ body: 'en' });
});

test('on a narrow screen the menu collapses behind the Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await signIn(page, 'uaadmin', 'UA Admin');
  const menuButton = page.locator('idm-console').getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(mainMenu(page)).toBeHidden();
  await screenshot(page, 'narrow-collapsed');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(mainMenu(page)).toBeVisible();
  await screenshot(page, 'narrow-open');
});

test('help pages in Arabic are right to left, with the English body marked as such', async ({ page }) => {
  await page.goto('/idmdash/help/ar/tasks.html');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText('المهام');
  await expect(page.locator('.purpose')).toHaveAttribute('lang', 'en');
  await screenshot(page, 'help-ar-tasks');
});

test('the header logo leads to the home page, never to a page that is not available', async ({ page }) => {
  await signIn(page, 'euser', 'Eddie User', 'tasks');
  const host = page.locator('idm-console');
  await host.locator('[part=brand]').click();
  await expect(page).toHaveURL(/#\/default$/);
  await expect(host.getByRole('heading', { name: 'Welcome, Eddie User' })).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Page not available' })).toHaveCount(0);
});
