import { test, expect, type Page } from '@playwright/test';
import { PASSWORD, screenshot, signIn } from './shell-helpers';

/** sessionTimeOut 122 s: the idle limit is (122 − 120) s = 2 s (spec section 9). */
const SHORT_TIMEOUT_SECONDS = 122;
const WARNING =
  'Your session is about to expire. Do you want to extend the session or sign out of the application? Signing out will terminate the session and any unsaved changes will be lost.';

/** The sandbox's context with a short session timeout, for this page only. */
async function shortSessions(page: Page): Promise<void> {
  await page.route('**/idmdash/LoadContextConfigServlet', async (route) => {
    const response = await route.fetch();
    const context = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...context, sessionTimeOut: SHORT_TIMEOUT_SECONDS } });
  });
}

const warning = (page: Page) => page.getByRole('dialog', { name: 'Session Timeout' });

test('the warning opens after the idle limit; Extend re-authenticates in a new tab and confirms', async ({
  page,
  context,
}) => {
  test.setTimeout(45_000);
  await shortSessions(page);
  await signIn(page, 'euser', 'Eddie User');
  await expect(warning(page)).toBeVisible({ timeout: 15_000 });
  await expect(warning(page)).toContainText(WARNING);
  await screenshot(page, 'session-warning');

  const reauth = context.waitForEvent('page');
  const authorize = context.waitForEvent(
    'request',
    (r) => r.url().includes('/oauth2/grant?') && r.url().includes('state=reauthenitcate'),
  );
  await warning(page).getByRole('button', { name: 'Extend Session' }).click();
  const tab = await reauth;
  await authorize;
  await expect(warning(page)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('Successfully extended session')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Eddie User');
  await expect.poll(() => tab.isClosed()).toBe(true);
});

test('closing the warning without a choice keeps working and restarts the timer', async ({ page }) => {
  test.setTimeout(45_000);
  await shortSessions(page);
  await signIn(page, 'euser', 'Eddie User');
  await expect(warning(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(warning(page)).toHaveCount(0);
  await expect(warning(page)).toBeVisible({ timeout: 15_000 });
});

test('someone else signing in through Extend: the page drops the old session and reloads as the new user', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await shortSessions(page);
  await signIn(page, 'euser', 'Eddie User');
  await expect(warning(page)).toBeVisible({ timeout: 15_000 });
  // Without the OSP session the re-authentication tab asks who signs in.
  await context.clearCookies({ name: 'OSP_SESSION' });

  const reauth = context.waitForEvent('page');
  await warning(page).getByRole('button', { name: 'Extend Session' }).click();
  const tab = await reauth;
  await tab.locator('input[name=username]').fill('mmanager');
  await tab.locator('input[name=password]').fill(PASSWORD);
  await tab.locator('form button[type=submit]').click();

  await expect(page.getByTestId('user-name')).toHaveText('Maria Manager', { timeout: 20_000 });
  await expect(page.getByText('Successfully extended session')).toHaveCount(0);
});

test('Sign Out from the warning ends the session', async ({ page }) => {
  test.setTimeout(45_000);
  await shortSessions(page);
  await signIn(page, 'euser', 'Eddie User');
  await expect(warning(page)).toBeVisible({ timeout: 15_000 });
  await warning(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/osp\/a\/idm\/auth\/app\/login/);
});
