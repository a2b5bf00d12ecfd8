import { test, expect, type Browser, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  banner,
  createUserByApi,
  deleteUsersByApi,
  hashFor,
  main,
  signInAs,
  watchForErrors,
  type NewUser,
} from './people-helpers';

// Manage Users (#/manageusers): edit, disable and enable login, delete; refused to an end user.
// Every test works on a user of its own, created through the API and removed afterwards.

const table = (page: Page) => main(page).getByRole('table', { name: 'users' });
const rowOf = (page: Page, user: NewUser): Locator =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: user.fullName }) });
const actions = (page: Page) => main(page).getByRole('group', { name: 'Actions on selected rows' });

/** Tries the user's password on the sign-in page in a new context: true when refused. */
async function signInRefused(browser: Browser, baseURL: string | undefined, user: NewUser): Promise<boolean> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/idmdash/');
    await page.locator('input[name=username]').fill(user.cn);
    await page.locator('input[name=password]').fill(user.password);
    await page.locator('form button[type=submit]').click();
    const refused = page.getByText('Invalid user name or password.');
    const signedIn = page.getByTestId('user-name');
    await expect(refused.or(signedIn)).toBeVisible();
    return await refused.isVisible();
  } finally {
    await context.close();
  }
}

/** Opens Manage Users as the administrator with a fresh user of the test's own, found by search. */
async function openWithOwnUser(page: Page): Promise<NewUser> {
  await signInAs(page, ADMIN, 'manageusers');
  const user = await createUserByApi(page, { Title: 'Tester' });
  await main(page).getByRole('searchbox', { name: 'Search users' }).fill(user.lastName);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, user)).toBeVisible();
  return user;
}

test.describe('as the administrator', () => {
  let user: NewUser | null = null;
  test.afterEach(async ({ page }) => {
    if (user) await deleteUsersByApi(page, [user.dn]);
    user = null;
  });

  test("edit changes one user's editable attribute", async ({ page }) => {
    const problems = watchForErrors(page);
    user = await openWithOwnUser(page);
    await rowOf(page, user)
      .getByRole('checkbox', { name: `Select ${user.fullName}` })
      .check();
    // Edit works on one user: 'Edit (1)'.
    await actions(page).getByRole('button', { name: 'Edit (1)' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${user.fullName}` });
    await expect(dialog).toBeVisible();
    // Only editable attributes are offered: not the user ID, not the read-only department.
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Tester');
    await expect(dialog.getByRole('textbox', { name: 'User ID' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Department' })).toHaveCount(0);

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Senior Tester');
    await dialog.getByRole('textbox', { name: 'Location', exact: true }).fill('Oslo');
    const saved = page.waitForResponse((r) => r.url().includes('/access/user?') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toContainText(`User ${user.fullName} was updated.`);

    await rowOf(page, user).getByRole('link', { name: user.fullName }).click();
    const details = main(page).getByRole('article', { name: `Identity information About: ${user.fullName}` });
    await expect(details.getByRole('list', { name: 'Primary attributes' })).toContainText('Senior Tester');
    await expect(details).toContainText('Oslo');
    expect(problems).toEqual([]);
  });

  test('disable login, then enable it again', async ({ page, browser, baseURL }) => {
    user = await openWithOwnUser(page);
    const row = rowOf(page, user);
    await expect(row.getByRole('cell', { name: 'Enabled', exact: true })).toBeVisible();

    await row.getByRole('checkbox').check();
    await actions(page).getByRole('button', { name: 'Disable Login (1)' }).click();
    await expect(banner(page)).toContainText(user.fullName);
    await expect(row.getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
    // The selection is cleared after the action.
    await expect(row.getByRole('checkbox')).not.toBeChecked();
    await expect(actions(page)).toHaveCount(0);

    // The user cannot sign in any more (tried in a second browser context: the admin's session stays).
    await expect(signInRefused(browser, baseURL, user)).resolves.toBe(true);

    await row.getByRole('checkbox').check();
    await actions(page).getByRole('button', { name: 'Enable Login (1)' }).click();
    await expect(row.getByRole('cell', { name: 'Enabled', exact: true })).toBeVisible();
    await expect(signInRefused(browser, baseURL, user)).resolves.toBe(false);
  });

  test('delete asks for confirmation, Cancel keeps the user, Delete removes them', async ({ page }) => {
    user = await openWithOwnUser(page);
    const row = rowOf(page, user);
    await row.getByRole('checkbox').check();

    await actions(page).getByRole('button', { name: 'Delete (1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete users' });
    await expect(confirm).toContainText('Delete the selected users (1)? This cannot be undone.');
    await expect(confirm.getByRole('listitem')).toHaveText([user.fullName]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toBeVisible();

    await actions(page).getByRole('button', { name: 'Delete (1)' }).click();
    const deleted = page.waitForResponse((r) => r.url().endsWith('/access/user') && r.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expect(confirm).toHaveCount(0);
    await expect(banner(page)).toContainText(user.fullName);
    await expect(row).toHaveCount(0);
    await expect(table(page)).toContainText('No users found');

    // Gone from the catalog and from its own address.
    await page.goto('/idmdash/#/users');
    // Areas load as lazy routes: Manage Users (with its own 'Search users') stays until the catalog is in.
    await expect(main(page).getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Search users' }).fill(user.lastName);
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /^Total:/ }),
    ).toHaveText('Total: 0');
    await page.goto(`/idmdash/${hashFor('detailInfo', user.dn)}`);
    await expect(main(page).getByRole('alert')).toContainText(user.dn);
  });
});

test('an end user is refused Manage Users: only the Unauthorized dialog, and Close goes to the area default', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await signInAs(page, EDDIE, 'manageusers');
  const dialog = page.getByRole('dialog', { name: 'Unauthorized Access' });
  await expect(dialog.getByText(/^Unauthorized access to .+ page$/)).toBeVisible();
  // The area default comes from the server (the console's home page for an end user).
  await expect(dialog.getByText(/^Close will redirect to .+ page$/)).toBeVisible();
  // Nothing of the page behind it.
  await expect(main(page).getByRole('heading', { name: 'Manage Users' })).toHaveCount(0);
  await expect(main(page).getByRole('table')).toHaveCount(0);
  await dialog.locator('footer').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/#\/(default|dashboard)$/);
  await expect(dialog).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the administrator reaches Create User and Manage Users from the People menu; an end user has neither', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'People' }).click();
  await menu.getByRole('link', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/#\/createUser$/);
  await expect(main(page).getByRole('heading', { name: 'Create User' })).toBeVisible();
  await menu.getByRole('button', { name: 'People' }).click();
  await menu.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/#\/manageusers$/);
  await expect(main(page).getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an end user finds neither Create User nor Manage Users in the People menu', async ({ page }) => {
  await signInAs(page, EDDIE);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'People' }).click();
  await expect(menu.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Create User' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
});
