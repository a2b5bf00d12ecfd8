import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { profileItem, screenshot, signIn } from './shell-helpers';

const helpButton = (page: Page) =>
  page.locator('idm-console').locator('.main-tools').getByRole('button', { name: 'Help' });

test('About states the version, build date and revision of build-info.json, and the copyright', async ({
  page,
  request,
}) => {
  const info = (await (await request.get('/idmdash/build-info.json')).json()) as {
    version: string;
    revision: { number: string };
  };
  await signIn(page, 'euser', 'Eddie User');
  await (await profileItem(page, 'About')).click();
  const dialog = page.getByRole('dialog', { name: 'About' });
  await expect(dialog).toContainText('Identity Manager Dashboard');
  const sentence = dialog.getByText(/^Identity Manager Dashboard version /);
  await expect(sentence).toHaveText(
    new RegExp(
      `^Identity Manager Dashboard version ${info.version.replace(/\./g, '\\.')} was built on \\d{4}-[A-Z][a-z]{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} from revision ${info.revision.number}$`,
    ),
  );
  await expect(dialog).toContainText(/Copyright © \d{4} IDM Console contributors\. All rights reserved\./);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'about');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});

/** Help opens the 900 × 600 popup at help/<locale>/<page>.html, the page named by the route (spec section 2). */
const HELP_CASES: [route: string, page: string][] = [
  ['default', 'default'],
  ['dashboard', 'dashboard_intro'],
  ['proxyassignments', 'proxy-assign'],
  ['configuration/igConfiguration', 'igconfiguration'],
  ['configuration/caching', 'caching'],
  ['createUser', 'users'],
];

for (const [route, helpPage] of HELP_CASES) {
  test(`Help on #/${route} opens ${helpPage}.html`, async ({ page }) => {
    await signIn(page, 'uaadmin', 'UA Admin', route);
    const popupOpened = page.waitForEvent('popup');
    await helpButton(page).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/idmdash/help/en/${helpPage}.html`);
    await expect(popup.locator('h1')).not.toHaveText('Help not found');
    await expect(popup.getByRole('heading', { name: 'What you can do' })).toBeVisible();
    if (helpPage === 'proxy-assign') await screenshot(popup, 'help-proxy-assign');
    await popup.close();
  });
}

test('help follows the language; the profile menu keeps Help', async ({ page }) => {
  await signIn(page, 'uaadmin', 'UA Admin', 'role');
  const menuHelp = await profileItem(page, /^Help$/);
  const opened = page.waitForEvent('popup');
  await menuHelp.click();
  const popup = await opened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/idmdash/help/en/role.html');
  await expect(popup.locator('h1')).toHaveText('Roles');
  await popup.close();

  await page.locator('idm-console').locator('[part=profile-button]').click();
  await page.locator('idm-console').getByLabel('Language').selectOption('de');
  await page.keyboard.press('Escape');
  const german = page.waitForEvent('popup');
  await helpButton(page).or(page.locator('idm-console').locator('.main-tools button')).first().click();
  const dePopup = await german;
  await dePopup.waitForLoadState();
  expect(new URL(dePopup.url()).pathname).toBe('/idmdash/help/de/role.html');
  await expect(dePopup.locator('h1')).toHaveText('Rollen');
  await expect(dePopup.locator('html')).toHaveAttribute('lang', 'de');
  await screenshot(dePopup, 'help-de-role');
  await dePopup.close();
  // Back to English for the other tests (the choice is saved as the user's locale).
  await page.locator('idm-console').locator('[part=profile-button]').click();
  await page
    .locator('idm-console')
    .getByLabel(/Language|Sprache/)
    .selectOption('en');
  await expect(page.locator('idm-console')).toHaveAttribute('lang', /^en/);
});
