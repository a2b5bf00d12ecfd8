import { test, expect, type Page } from '@playwright/test';
import { host, main, restCall, signIn, uniqueId, watchForErrors } from './people-helpers';

// Issue 30: the console shows a delegated administrator only what the server allows. Dan (dadmin) administers
// the roles of Level20/Systems only (docs/security.md "Authorization by effect").

const DAN = { username: 'dadmin', fullName: 'Dan Delegate' };
const table = (page: Page) => main(page).getByRole('table', { name: 'roles' });

async function openRole(page: Page, name: string): Promise<void> {
  const search = main(page).getByRole('searchbox', { name: /Search roles/ });
  await search.fill(name);
  await search.press('Enter');
  await table(page).getByRole('link', { name, exact: true }).click();
}

test('Dan opens a role outside his scope: "You do not administer this role", nothing to edit or assign', async ({
  page,
}) => {
  await signIn(page, DAN.username, DAN.fullName, 'role');
  await openRole(page, 'Account Manager');
  await expect(main(page).getByRole('heading', { name: 'You do not administer this role', level: 1 })).toBeVisible();
  await expect(main(page)).toContainText('It is outside the roles you administer');
  await expect(main(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  // No error banner: the refusal is the page's state, not a failure.
  await expect(host(page).locator('[part=banner]')).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Back to roles' }).click();
  await expect(table(page)).toBeVisible();
});

test('Dan edits a role of his own and assigns it to users only: no group or container to choose', async ({ page }) => {
  const problems = watchForErrors(page);
  await signIn(page, DAN.username, DAN.fullName, 'role');
  await openRole(page, 'Sales System Access');
  await expect(main(page).getByRole('heading', { name: 'Sales System Access', level: 1 })).toBeVisible();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/catalog/roles/role'));
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);

  await main(page).getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = host(page).getByRole('dialog', { name: 'Assign Sales System Access' });
  await expect(dialog.getByRole('combobox', { name: 'Users' })).toBeVisible();
  await expect(dialog).toContainText('assign roles to individual users only');
  await expect(dialog.getByRole('combobox', { name: 'Container' })).toHaveCount(0);
  await expect(dialog.getByLabel('Include the subtree')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Users' }).fill('Eddie');
  await expect(dialog.getByRole('tab', { name: 'Groups' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('Dan creates a role outside Systems: the server refuses it with its reason and the form keeps what he typed', async ({
  page,
}) => {
  await signIn(page, DAN.username, DAN.fullName, 'role/create');
  const name = `Dan ${uniqueId('r')}`;
  await main(page).getByLabel('Name', { exact: true }).fill(name);
  await main(page).getByLabel('Description', { exact: true }).fill('Typed by Dan');
  await main(page).getByLabel('Level', { exact: true }).selectOption({ label: 'IT Role' });
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && /\/catalog\/roles$/.test(r.url()));
  await main(page).getByRole('button', { name: 'Create Role' }).click();
  expect((await refused).status()).toBe(403);
  await expect(host(page).locator('[part=banner]')).toContainText('You may not administer');
  await expect(main(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(main(page).getByLabel('Description', { exact: true })).toHaveValue('Typed by Dan');
});

test("Dan's SoD form works without the default approvers he may not read, and explains them", async ({ page }) => {
  await signIn(page, DAN.username, DAN.fullName, 'sod/create');
  await expect(main(page).getByLabel('Name', { exact: true })).toBeVisible();
  await expect(main(page)).toContainText('The default approvers are set by the administrators of all roles');
  await expect(host(page).locator('[part=banner]')).toHaveCount(0);
  const defaults = await restCall(page, 'GET', 'catalog/sods/defaultApprovals');
  expect(defaults.status).toBe(403);
});
