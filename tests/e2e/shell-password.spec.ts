import { test, expect } from '@playwright/test';
import { PASSWORD, consoleCall, screenshot, signIn, testHook } from './shell-helpers';

const NEW_PASSWORD = 'Fresh2day!';

test('498: the change-password frame opens, the password is changed, the call is replayed', async ({
  page,
  request,
}) => {
  await signIn(page, 'euser', 'Eddie User');
  await testHook(request, 'must-change-password', { user: 'euser', value: true });
  try {
    const statuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/access/info/user/rights?clientId=7')) statuses.push(r.status());
    });
    const call = consoleCall(page, 'access/info/user/rights', { clientId: '7' });

    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="Change your password"]');
    await expect(frame.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(frame.getByText('Your password has expired')).toBeVisible();
    await screenshot(page, 'change-password-frame');

    // The rule is checked on the server; the page says what is wrong, field by field.
    await frame.getByLabel('Current password').fill(PASSWORD);
    await frame.getByLabel('New password', { exact: true }).fill('short');
    await frame.getByLabel('Confirm new password').fill('short');
    await frame.getByRole('button', { name: 'Change Password' }).click();
    await expect(frame.locator('#newPassword-error')).toHaveText(/^Password must be 6 to 100 letters/);
    await expect(frame.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(statuses).toEqual([498]);

    await frame.getByLabel('Current password').fill(PASSWORD);
    await frame.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await frame.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await frame.getByRole('button', { name: 'Change Password' }).click();
    await expect(frame.getByRole('status')).toContainText('your password has been changed');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await call).status).toBe(200);
    expect(statuses).toEqual([498, 200]);
  } finally {
    await testHook(request, 'must-change-password', { user: 'euser', value: false });
    await testHook(request, 'password', { user: 'euser', password: PASSWORD });
  }
});

test('a user whose password has expired signs in: the frame comes first, then the console starts', async ({
  page,
  request,
}) => {
  await testHook(request, 'must-change-password', { user: 'mmanager', value: true });
  try {
    await page.goto('/idmdash/');
    await page.locator('input[name=username]').fill('mmanager');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    const frame = page.frameLocator('iframe[title="Change your password"]');
    await frame.getByLabel('Current password').fill(PASSWORD);
    await frame.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await frame.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await frame.getByRole('button', { name: 'Change Password' }).click();
    await expect(frame.getByRole('status')).toContainText('your password has been changed');
    await page.getByRole('dialog', { name: 'Change Password' }).getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('user-name')).toHaveText('Maria Manager');
  } finally {
    await testHook(request, 'must-change-password', { user: 'mmanager', value: false });
    await testHook(request, 'password', { user: 'mmanager', password: PASSWORD });
  }
});
