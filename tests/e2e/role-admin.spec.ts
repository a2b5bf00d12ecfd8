import { test, expect, type Page } from '@playwright/test';
import { MARIA, TINA, apiAs, decideTask, itemDn, openTask, test as accessTest } from './access-helpers';
import { seriousViolations } from './axe';
import {
  ADMIN,
  host,
  main,
  restCall,
  saveLocaleByApi,
  screenshot,
  signIn,
  signInAs,
  uniqueId,
  watchForErrors,
} from './people-helpers';
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
  await expect(main(page).getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
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

/** Picks `option` from the picker named `label` after typing `query` into it. */
async function pick(page: Page, label: string, query: string, option: RegExp): Promise<void> {
  const picker = main(page).getByRole('combobox', { name: label });
  await picker.fill(query);
  await main(page).getByRole('listbox').getByRole('option', { name: option }).first().click();
  // The list stays open for more choices; Esc closes it.
  await picker.press('Escape');
}

test('UA Admin creates a business role: serial approval by two re-ordered approvers, two IT roles as children, a mapped resource, then quorum', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  const name = `E2E Lead ${uniqueId('r')}`;
  await signInAs(page, ADMIN, 'role/create');
  await main(page).getByLabel('Name', { exact: true }).fill(name);
  await main(page).getByLabel('Description', { exact: true }).fill('Leads a sales team');
  const grant = main(page).getByRole('group', { name: 'Approval', exact: true });
  await grant.getByRole('radio', { name: 'Serial' }).check();
  await pick(page, 'Approvers', 'Maria', /Maria Manager/);
  await pick(page, 'Approvers', 'Eddie', /Eddie User/);
  await grant.getByRole('button', { name: 'Move Eddie User up' }).click();
  await expect(grant.getByRole('list', { name: 'Order of approval' }).getByRole('listitem').first()).toContainText(
    'Eddie User',
  );
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/catalog\/roles$/.test(r.url()));
  await main(page).getByRole('button', { name: 'Create Role' }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/#\/role\/detail\//);
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
  const facts = main(page).locator('.idm-admin-facts');
  await expect(facts).toContainText('Serial approval by Eddie User → Maria Manager (2 approvers, in this order).');

  const relations = main(page).locator('[part=role-relations]');
  await expect(relations.getByRole('heading', { name: 'Child roles (IT Role)' })).toBeVisible();
  await pick(page, 'Add a role (IT Role)', 'Sales System', /Sales System Access/);
  await pick(page, 'Add a role (IT Role)', 'Finance System', /Finance System Access/);
  await relations.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(relations.getByRole('link', { name: 'Sales System Access' })).toBeVisible();
  await expect(relations.getByRole('link', { name: 'Finance System Access' })).toBeVisible();

  await main(page).getByRole('link', { name: 'Map resources' }).click();
  await expect(page).toHaveURL(/#\/role\/mapresources\//);
  await pick(page, 'Resources to map', 'Exchange', /Exchange Mailbox/);
  await main(page).getByLabel('Mapping description').fill('Every lead has a mailbox');
  await main(page).getByRole('button', { name: 'Map', exact: true }).click();
  await expect(main(page).locator('.idm-admin-resources')).toContainText('Exchange Mailbox');
  await main(page).getByRole('link', { name: 'Back to the role' }).click();

  await grant.getByRole('radio', { name: 'Quorum' }).check();
  await grant.getByLabel('Quorum (percentage of approvers)').fill('50');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/catalog/roles/role'));
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(facts).toContainText('Quorum approval: 50% of 2 approvers.');
  expect(problems).toEqual([]);
});

test('the delegated administrator edits roles of the Systems container only: elsewhere the role is not his, in the UI and over REST', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const DAN = { username: 'dadmin', fullName: 'Dan Delegate' };
  await signIn(page, DAN.username, DAN.fullName, 'role');
  const search = main(page).getByRole('searchbox', { name: /Search roles/ });

  // A business role, outside Dan's container: the server refuses its details; the page says so, with nothing to edit.
  await search.fill('Account Manager');
  await search.press('Enter');
  const refused = page.waitForResponse((r) => r.url().endsWith('/catalog/roles/role'));
  await table(page).getByRole('link', { name: 'Account Manager', exact: true }).click();
  expect((await refused).status()).toBe(403);
  await expect(main(page).getByRole('heading', { name: 'You do not administer this role', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel('Description', { exact: true })).toHaveCount(0);
  const dn = decodeURIComponent(new URL(page.url()).hash.replace('#/role/detail/', ''));
  const direct = await restCall(page, 'PUT', 'catalog/roles/role', { body: { id: dn, description: 'Changed by Dan' } });
  expect(direct.status).toBe(403);

  // An IT role under Systems: Dan may change it.
  await page.goto('/idmdash/#/role');
  await search.fill('Sales System Access');
  await search.press('Enter');
  await table(page).getByRole('link', { name: 'Sales System Access', exact: true }).click();
  const allowed = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/catalog/roles/role'),
  );
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await allowed).ok()).toBe(true);
});

test('deleting a role that is held: Pending Delete, then its assignment is revoked and the role goes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const EDDIE_DN = 'cn=euser,ou=users,o=data';
  const name = `E2E Temp ${uniqueId('d')}`;
  await signInAs(page, ADMIN, 'role');
  const created = await restCall(page, 'POST', 'catalog/roles', {
    body: { name, description: 'Deleted by the test', roleLevel: { level: 20 }, approvalRequired: false },
  });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  const dn = (created.body as { id: string }).id;
  const assigned = await restCall(page, 'POST', 'catalog/roles/role/assignments/assign', {
    body: {
      reason: 'Held before deletion',
      assignments: [{ id: dn, entityType: 'role', assignmentToList: [{ assignedToDn: EDDIE_DN, type: 'user' }] }],
    },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBeLessThan(300);
  const holders = async () =>
    (
      (await restCall(page, 'POST', 'catalog/roles/role/assignments', { body: { id: dn } })).body as {
        assignments?: { assignmentTo: string }[];
      }
    ).assignments ?? [];
  await expect.poll(async () => (await holders()).map((a) => a.assignmentTo), { timeout: 30_000 }).toContain(EDDIE_DN);

  const search = main(page).getByRole('searchbox', { name: /Search roles/ });
  await search.fill(name);
  await search.press('Enter');
  await main(page)
    .getByRole('checkbox', { name: `Select ${name}` })
    .check();
  await main(page).getByRole('button', { name: 'Delete (1)' }).click();
  await host(page).getByRole('dialog', { name: 'Delete roles' }).getByRole('button', { name: 'Delete' }).click();
  await expect(table(page).getByRole('row').filter({ hasText: name })).toContainText('Pending Delete');

  await expect
    .poll(async () => (await restCall(page, 'POST', 'catalog/roles/role', { body: { roles: [{ id: dn }] } })).status, {
      timeout: 45_000,
      intervals: [1_000, 2_000],
    })
    .toBeGreaterThanOrEqual(400);
});

accessTest(
  'a business role assigned to a group through the form: Maria approves, and the members hold it and its child role',
  async ({ as, request }) => {
    accessTest.setTimeout(120_000);
    const api = await apiAs(request, ADMIN);
    const name = `E2E Group ${uniqueId('g')}`;
    const child = 'Marketing System Access';
    const created = await api.call<{ id: string }>('POST', 'catalog/roles', {
      body: {
        name,
        description: 'Assigned to a group by the test',
        roleLevel: { level: 30 },
        approvalRequired: true,
        approvalIsStandard: true,
        approvalApprovers: [{ id: MARIA.dn, type: 'user', sequence: 1 }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const dn = created.body.id;
    const childDn = await itemDn(api, child, 'ROLE');
    const linked = await api.call('POST', 'catalog/roles/subRoles', {
      body: { roleId: dn, subRoles: [{ id: childDn }] },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBeLessThan(300);

    const admin = await as(ADMIN, `role/detail/${encodeURIComponent(dn)}`);
    await main(admin).getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = host(admin).getByRole('dialog', { name: `Assign ${name}` });
    const picker = dialog.getByRole('combobox', { name: 'Users and groups' });
    await picker.fill('Support');
    await dialog.getByRole('tab', { name: 'Groups' }).click();
    await dialog
      .getByRole('listbox', { name: 'Groups' })
      .getByRole('option', { name: /^Support/ })
      .first()
      .click();
    await picker.press('Escape');
    await dialog.getByLabel('Reason').fill('The support team leads');
    const sent = admin.waitForResponse((r) => r.url().endsWith('/catalog/roles/role/assignments/assign'));
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    expect((await sent).status()).toBeLessThan(300);
    await expect(dialog).toBeHidden();

    const maria = await as(MARIA);
    await openTask(maria, name, 'Support');
    await decideTask(maria, 'Approve', 'Fine for the support team.');

    // Tina, a member of Support, holds the role once it is provisioned…
    await expect
      .poll(
        async () => {
          const held = await api.call<{ assignments?: { name: string }[] }>('POST', 'access/assignments/list', {
            body: { dn: TINA.dn },
            query: { size: '300' },
          });
          return (held.body.assignments ?? []).map((a) => a.name);
        },
        { timeout: 45_000, intervals: [1_000, 2_000] },
      )
      .toContain(name);
    // …and the group holds its child role through it.
    const childHolders = await api.call<{
      assignments?: { name: string; cause?: { sourcesDetails?: { name?: string } } }[];
    }>('POST', 'catalog/roles/role/assignments', { body: { id: childDn }, query: { size: '300' } });
    expect(
      (childHolders.body.assignments ?? []).filter((a) => a.cause?.sourcesDetails?.name === name).map((a) => a.name),
    ).toEqual(['Support']);
  },
);

test('UA Admin adds a role category, sees it in the filter, and deletes it after a confirmation', async ({ page }) => {
  const problems = watchForErrors(page);
  const name = `Field ${uniqueId('cat')}`;
  await signInAs(page, ADMIN, 'role');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await main(page).getByRole('button', { name: 'Categories', exact: true }).click();
  const dialog = main(page).getByRole('dialog', { name: 'Role categories' });
  const field = dialog.getByLabel('New category name');
  await field.fill('Field#1');
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog.getByText('has invalid chracter')).toBeVisible();
  await field.fill(name);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/catalog/roles/category'),
  );
  await dialog.getByRole('button', { name: 'Add category' }).click();
  expect((await created).status()).toBe(200);
  await expect(host(page).locator('[part=banner]')).toContainText(`Category ${name} was created.`);
  const list = dialog.getByRole('list', { name: 'Role categories' });
  await expect(list.getByText(name, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(main(page).getByLabel('Category', { exact: true }).locator('option', { hasText: name })).toHaveCount(1);

  await main(page).getByRole('button', { name: 'Categories', exact: true }).click();
  await dialog.getByRole('button', { name: `Delete category ${name}` }).click();
  await expect(dialog.getByText(`Delete the category ${name}? The roles in it lose the category.`)).toBeVisible();
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().endsWith('/catalog/roles/category'),
  );
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(list.getByText(name, { exact: true })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the delegated administrator is not offered role categories, and the server refuses them', async ({ page }) => {
  await signIn(page, 'dadmin', 'Dan Delegate', 'role');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Categories', exact: true })).toHaveCount(0);
  expect((await restCall(page, 'POST', 'catalog/roles/category', { body: { name: 'Not Dan' } })).status).toBe(403);
});
