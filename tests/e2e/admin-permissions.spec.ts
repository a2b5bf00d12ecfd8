import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  ADMIN,
  EDDIE,
  host,
  main,
  restCall,
  saveLocaleByApi,
  screenshot,
  signIn,
  signInAs,
  watchForErrors,
} from './people-helpers';
import { mainMenu } from './shell-helpers';

// Administrator assignments and permissions (issue 17): #/permissions, reached from the server-driven menu.

const assignments = (page: Page) => main(page).getByRole('table', { name: 'administrator assignments' });
const permissions = (page: Page) => main(page).getByRole('table', { name: 'permissions' });
const roleTable = (page: Page) => main(page).getByRole('table', { name: 'roles' });

/** Opens a role from the role list by its name. */
async function openRole(page: Page, name: string): Promise<void> {
  await page.goto('/idmdash/#/role');
  const search = main(page).getByRole('searchbox', { name: /Search roles/ });
  await search.fill(name);
  await search.press('Enter');
  await roleTable(page).getByRole('link', { name, exact: true }).click();
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** Saves the open role and answers the HTTP status of PUT catalog/roles/role. */
async function saveRole(page: Page): Promise<number> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/catalog/roles/role'));
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  return (await saved).status();
}

const roleDnOf = async (page: Page, name: string): Promise<string> => {
  const answer = await restCall(page, 'GET', 'catalog/roles/listV2', { query: { q: name, size: '5' } });
  const roles = (answer.body as { roles: { id: string; name: string }[] }).roles;
  const role = roles.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
};

test('UA Admin makes Eddie a role administrator for Toolkits: he edits a role there and not elsewhere; removing it takes the right away', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN);
  // Clean start: Eddie administers nothing (a rerun after a failure).
  await restCall(page, 'DELETE', 'admin/administrator/assignments', {
    body: { revokeAssignments: [{ assignmentDomain: 'ROLES', identity: EDDIE.dn, isAllPermissions: true }] },
  });
  await mainMenu(page).getByRole('button', { name: 'Administration' }).click();
  await mainMenu(page).getByRole('link', { name: 'Permissions' }).click();
  await expect(page).toHaveURL(/#\/permissions$/);
  await expect(main(page).getByRole('heading', { name: 'Administrator assignments', level: 1 })).toBeVisible();
  await expect(assignments(page).getByRole('row', { name: /Dan Delegate/ })).toContainText('Delegated Administrator');

  // Assign through the picker: Eddie, Roles, delegated.
  await main(page).getByRole('button', { name: 'Assign administrator' }).click();
  const dialog = main(page).getByRole('dialog', { name: 'Assign an administrator' });
  const picker = dialog.getByRole('combobox', { name: 'User or group' });
  await picker.fill('Eddie');
  await dialog
    .getByRole('listbox')
    .getByRole('option', { name: /Eddie User/ })
    .first()
    .click();
  await dialog.getByLabel('Domain', { exact: true }).selectOption({ label: 'Roles' });
  await dialog.getByRole('radio', { name: 'Delegated Administrator' }).check();
  const created = page.waitForResponse((r) => r.url().endsWith('/admin/administrator/assignments/create'));
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  expect((await created).status()).toBe(200);

  // His permissions open next: add the Toolkits container from the tree.
  await expect(page).toHaveURL(/#\/permissions\/assignee\//);
  await expect(main(page).getByRole('heading', { name: 'Permissions of Eddie User: Roles', level: 1 })).toBeVisible();
  const objects = main(page).getByRole('combobox', { name: 'Objects or containers of Roles' });
  await main(page).locator('[part=permissions-add]').getByRole('button', { name: 'Show options' }).click();
  await main(page).getByRole('tab', { name: 'Containers' }).click();
  const tree = main(page).getByRole('tree');
  const root = tree.getByRole('treeitem', { name: 'All role levels' });
  await root.focus();
  await root.press('ArrowRight');
  const itRoles = tree.getByRole('treeitem', { name: 'IT Role' });
  await itRoles.focus();
  await itRoles.press('ArrowRight');
  await tree.getByRole('treeitem', { name: 'Toolkits' }).getByText('Toolkits', { exact: true }).click();
  await objects.press('Escape');
  const added = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/admin/assignment/permissions'),
  );
  await main(page).getByRole('button', { name: 'Add', exact: true }).click();
  expect((await added).ok()).toBe(true);
  await expect(permissions(page).getByRole('row', { name: /Toolkits/ })).toContainText('Container');
  expect(problems).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  problems.length = 0; // axe applies styles of its own, which the page's CSP reports.

  // Eddie, signed in elsewhere: Roles is in his menu; a Toolkits role saves, a Systems role does not.
  const eddieContext = await browser.newContext();
  const eddie = await eddieContext.newPage();
  try {
    await signIn(eddie, EDDIE.username, EDDIE.fullName);
    await mainMenu(eddie).getByRole('button', { name: 'Administration' }).click();
    await expect(mainMenu(eddie).getByRole('link', { name: 'Roles' })).toBeVisible();
    await openRole(eddie, 'Design Toolkit');
    expect(await saveRole(eddie)).toBe(200);
    // A role outside his containers opens as not his: no form, no Save; the server refuses its change too.
    await eddie.goto('/idmdash/#/role');
    const search = main(eddie).getByRole('searchbox', { name: /Search roles/ });
    await search.fill('Sales System Access');
    await search.press('Enter');
    await roleTable(eddie).getByRole('link', { name: 'Sales System Access', exact: true }).click();
    await expect(main(eddie).getByRole('heading', { name: 'You do not administer this role', level: 1 })).toBeVisible();
    await expect(main(eddie).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    const outside = await roleDnOf(eddie, 'Sales System Access');
    expect(
      (await restCall(eddie, 'PUT', 'catalog/roles/role', { body: { id: outside, description: 'Eddie' } })).status,
    ).toBe(403);
    const inside = await roleDnOf(eddie, 'Design Toolkit');

    // UA Admin removes the assignment: the menu entry and the right go.
    await page.goto('/idmdash/#/permissions');
    const row = assignments(page).getByRole('row', { name: /Eddie User/ });
    await row.getByRole('checkbox').check();
    await main(page)
      .getByRole('button', { name: /^Remove/ })
      .click();
    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().endsWith('/admin/administrator/assignments'),
    );
    await main(page).getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    expect((await removed).ok()).toBe(true);
    await expect(assignments(page).getByRole('row', { name: /Eddie User/ })).toHaveCount(0);

    expect(
      (await restCall(eddie, 'PUT', 'catalog/roles/role', { body: { id: inside, description: 'Eddie' } })).status,
    ).toBe(403);
    await eddie.goto('/idmdash/');
    await eddie.reload();
    await expect(eddie.getByTestId('user-name')).toHaveText(EDDIE.fullName);
    await mainMenu(eddie).getByRole('button', { name: 'Access' }).waitFor();
    await expect(mainMenu(eddie).getByRole('button', { name: 'Administration' })).toHaveCount(0);
  } finally {
    await eddieContext.close();
  }
  expect(problems).toEqual([]);
});

test('the assignment list searches, sorts and filters; the access permissions list by kind; Arabic right to left and dark (screenshots)', async ({
  page,
}) => {
  await signInAs(page, ADMIN, 'permissions');
  await expect(assignments(page).getByRole('row').nth(1)).toBeVisible();
  const filtered = page.waitForRequest(
    (r) => r.url().includes('/admin/administrator/assignments?') && r.url().includes('filterSearch=ROLES'),
  );
  await main(page).getByLabel('Domain', { exact: true }).selectOption({ label: 'Roles' });
  await filtered;
  await expect(assignments(page).locator('tbody tr').first()).toContainText('Roles');
  const rows = await assignments(page).locator('tbody tr').allTextContents();
  expect(rows.every((r) => r.includes('Roles'))).toBe(true);
  const searched = page.waitForRequest(
    (r) => r.url().includes('/admin/administrator/assignments?') && /[?&]q=Dan/.test(r.url()),
  );
  const search = main(page).getByRole('searchbox', { name: 'Search assignments by assignee' });
  await search.fill('Dan');
  await search.press('Enter');
  await searched;
  await expect(assignments(page).locator('tbody tr')).toHaveCount(1);
  await main(page).getByRole('link', { name: 'Permissions of Dan Delegate' }).click();
  await expect(permissions(page).getByRole('row', { name: /Systems/ })).toBeVisible();
  await permissions(page)
    .getByRole('row', { name: /Systems/ })
    .waitFor();
  await main(page).getByText('What a delegated administrator of Roles may do').click();
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Modify roles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await main(page).getByRole('link', { name: 'Access permissions' }).click();
  await expect(page).toHaveURL(/#\/permissions\/access$/);
  const access = main(page).getByRole('table', { name: 'access permissions' });
  await expect(access.getByRole('row').nth(1)).toBeVisible();
  const kinds = page.waitForRequest(
    (r) =>
      r.url().includes('/access/permissions?') && !r.url().includes('type=ROLE') && r.url().includes('type=RESOURCE'),
  );
  await main(page).getByRole('checkbox', { name: 'Role' }).uncheck();
  await main(page).getByRole('checkbox', { name: 'Request definition' }).uncheck();
  await kinds;
  await expect(access.locator('tbody tr').first()).toContainText('Resource');
  expect(await seriousViolations(page)).toEqual([]);

  try {
    await host(page).locator('[part=profile-button]').click();
    await host(page).locator('[part=profile-menu]').getByLabel('Language').selectOption('ar');
    await expect(host(page)).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await page.goto('/idmdash/#/permissions');
    await expect(main(page).getByRole('heading', { name: 'تعيينات المسؤولين', level: 1 })).toBeVisible();
    await expect(main(page).getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
    await screenshot(page, 'admin-assignments-ar-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'تعيين مسؤول' }).click();
    await main(page).getByRole('dialog').getByRole('button', { name: 'تعيين', exact: true }).click();
    await expect(main(page).getByRole('dialog').getByText('اختر مستخدمًا أو مجموعة، أو أدخل حاوية.')).toBeVisible();
    await screenshot(page, 'admin-assign-ar-dark');
  } finally {
    await saveLocaleByApi(page, ADMIN.dn, 'en');
  }
});

test('the menu shows Permissions to administrators only; the server refuses the others', async ({ page }) => {
  await signIn(page, 'dadmin', 'Dan Delegate');
  await mainMenu(page).getByRole('button', { name: 'Administration' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Roles' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Permissions' })).toHaveCount(0);
  expect((await restCall(page, 'GET', 'admin/administrator/assignments')).status).toBe(403);
  expect(
    (
      await restCall(page, 'POST', 'admin/administrator/assignments/create', {
        body: { assigneeDn: EDDIE.dn, domain: 'ROLES', adminTypeKey: 'MANAGER' },
      })
    ).status,
  ).toBe(403);
  // The route guard asks the server too: #/permissions is not Dan's.
  await page.goto('/idmdash/#/permissions');
  await expect(page.getByRole('dialog', { name: 'Unauthorized Access' })).toContainText('Unauthorized access to');
});

test('UA Admin lets Eddie only modify the roles of a container: he saves a role there but may not delete it', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN);
  const revoke = () =>
    restCall(page, 'DELETE', 'admin/administrator/assignments', {
      body: { revokeAssignments: [{ assignmentDomain: 'ROLES', identity: EDDIE.dn, isAllPermissions: true }] },
    });
  await revoke();
  const made = await restCall(page, 'POST', 'admin/administrator/assignments/create', {
    body: { assigneeDn: EDDIE.dn, domain: 'ROLES', adminTypeKey: 'MANAGER', comment: 'Modify only' },
  });
  expect(made.status).toBeLessThan(300);
  await page.goto(`/idmdash/#/permissions/assignee/${encodeURIComponent(EDDIE.dn)}/ROLES`);
  const actions = main(page).locator('[part=permission-actions]');
  for (const name of ['Create roles in the containers', 'Delete roles', 'Assign and revoke roles'])
    await actions.getByRole('checkbox', { name }).uncheck();
  for (const name of [
    'Modify roles',
    'Map resources and child roles',
    'Separation of duties rules between their roles',
  ])
    await actions.getByRole('checkbox', { name }).uncheck();
  const addRoot = main(page)
    .getByRole('button', { name: /^Add all of / })
    .first();
  await addRoot.click();
  await expect(actions.getByRole('alert')).toHaveText('Choose at least one action.');
  await actions.getByRole('checkbox', { name: 'Modify roles' }).check();
  const added = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/admin/assignment/permissions'),
  );
  await addRoot.click();
  expect((await added).ok()).toBe(true);
  await expect(permissions(page).getByRole('row').nth(1)).toContainText('Modify roles');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'permissions-actions');
  problems.length = 0;

  const eddie = await page.context().browser()!.newContext();
  const eddiePage = await eddie.newPage();
  try {
    await signIn(eddiePage, EDDIE.username, EDDIE.fullName);
    const role = await roleDnOf(eddiePage, 'Design Toolkit');
    const edit = await restCall(eddiePage, 'PUT', 'catalog/roles/role', { body: { id: role, description: 'Eddie' } });
    expect(edit.status).toBe(200);
    const remove = await restCall(eddiePage, 'DELETE', 'catalog/roles/role', {
      body: { roles: [{ id: role }], reason: 'not his to delete' },
    });
    expect(remove.status).toBe(403);
  } finally {
    await eddie.close();
    await revoke();
  }
  expect(problems).toEqual([]);
});
