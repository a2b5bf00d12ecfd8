import { test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  EDDIE,
  MARIA,
  apiAs,
  decideTask,
  openTask,
  addToCart,
  cartEntry,
  submitCart,
  cart,
  test as accessTest,
} from './access-helpers';
import { seriousViolations } from './axe';
import {
  ADMIN,
  host,
  main,
  restCall,
  saveLocaleByApi,
  screenshot,
  signInAs,
  uniqueId,
  watchForErrors,
} from './people-helpers';
import { mainMenu } from './shell-helpers';

// Resource administration (issue 15): #/resource, reached from the server-driven menu.

const test = base;
const LAPTOP = 'cn=Laptop,cn=ResourceDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
const table = (page: Page) => main(page).getByRole('table', { name: 'resources' });

/** Chooses a driver's entitlement in a picker's Driver/Entitlement tree. */
async function chooseEntitlement(scope: Locator, label: string, driver: string, entitlement: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  const tree = scope.getByRole('tree');
  const driverItem = tree.getByRole('treeitem', { name: driver, exact: true });
  await driverItem.locator('.idm-tree-toggle').first().click();
  await driverItem.getByRole('treeitem', { name: entitlement, exact: true }).locator('.idm-tree-label').click();
}

test('UA Admin finds Resources in the menu; the list searches and filters by category', async ({ page }) => {
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN);
  await mainMenu(page).getByRole('button', { name: 'Administration' }).click();
  await mainMenu(page).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/#\/resource$/);
  await expect(main(page).getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  const searched = page.waitForRequest(
    (r) => r.url().includes('/catalog/resources/listV2') && /[?&]q=Laptop/.test(r.url()),
  );
  const search = main(page).getByRole('searchbox', { name: /Search resources/ });
  await search.fill('Laptop');
  await search.press('Enter');
  await searched;
  await expect(table(page).getByRole('link', { name: 'Laptop', exact: true })).toBeVisible();

  // Categories: add one, then delete it after the confirmation.
  const category = `E2E Category ${uniqueId('cat')}`;
  await main(page).getByRole('button', { name: 'Categories', exact: true }).click();
  const dialog = host(page).getByRole('dialog', { name: 'Resource categories' });
  await dialog.getByLabel('New category name').fill(category);
  await dialog.getByRole('button', { name: 'Add category' }).click();
  const listed = dialog.getByRole('list', { name: 'Resource categories' });
  await expect(listed).toContainText(category);
  await dialog.getByRole('button', { name: `Delete category ${category}` }).click();
  await expect(dialog).toContainText(`Delete the category ${category}?`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(listed).not.toContainText(category);
  expect(problems).toEqual([]);
});

accessTest(
  'a resource bound to an entitlement with a value chosen at request time: Eddie requests it, Maria approves, it is Provisioned with his value; revoked with the same approval',
  async ({ as, request }) => {
    accessTest.setTimeout(180_000);
    const name = `E2E Oracle ${uniqueId('res')}`;
    const admin = await as(ADMIN, 'resource/create');
    await main(admin).getByLabel('Name', { exact: true }).fill(`  ${name}  `);
    await main(admin).getByLabel('Description', { exact: true }).fill('A database role chosen when requested');
    const binding = main(admin).getByRole('group', { name: 'Entitlement', exact: true });
    await chooseEntitlement(binding, 'Driver and entitlement', 'Oracle Database', 'Role');
    await binding.getByRole('radio', { name: 'Chosen when requested' }).check();
    const grant = main(admin).getByRole('group', { name: 'Grant approval', exact: true });
    await grant.getByRole('radio', { name: 'Serial' }).check();
    const approvers = grant.getByRole('combobox', { name: 'Approvers' });
    await approvers.fill('Maria');
    await main(admin)
      .getByRole('listbox')
      .getByRole('option', { name: /Maria Manager/ })
      .first()
      .click();
    await approvers.press('Escape');
    const revoke = main(admin).getByRole('group', { name: 'Revoke approval', exact: true });
    await revoke.getByRole('radio', { name: 'Same as grant' }).check();
    // A List parameter beside the entitlement's own, with a static value (so the request asks only the role).
    const parameters = main(admin).getByRole('group', { name: 'Resource parameters', exact: true });
    await parameters.getByRole('button', { name: 'Add parameter' }).click();
    await parameters.getByLabel('Parameter ID').fill('Regions');
    await parameters.getByLabel('Label', { exact: true }).fill('Regions served');
    await parameters.getByLabel('Data type').selectOption('List');
    await parameters.getByLabel(/^Static value/).fill('EMEA,APAC');
    const created = admin.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/catalog\/resources$/.test(r.url()),
    );
    await main(admin).getByRole('button', { name: 'Create resource' }).click();
    const sent = await created;
    expect(sent.status()).toBe(200);
    const body = sent.request().postDataJSON() as {
      name: string;
      resourceParameters: { id: string; dataType: string; staticValue: string }[];
    };
    expect(body.name).toBe(name);
    expect(body.resourceParameters).toContainEqual(
      expect.objectContaining({ id: 'Regions', dataType: 'List', staticValue: 'EMEA,APAC' }),
    );
    await expect(admin).toHaveURL(/#\/resource\/detail\//);
    await expect(main(admin).getByRole('heading', { name, level: 1 })).toBeVisible();
    const saved = main(admin).getByRole('group', { name: 'Resource parameters', exact: true });
    await expect(saved.getByLabel('Parameter ID')).toHaveValue('Regions');
    await expect(saved.getByLabel('Data type')).toHaveValue('List');
    const facts = main(admin).locator('.idm-admin-facts');
    await expect(facts).toContainText('Oracle Database › Role › chosen at request time');
    await expect(facts).toContainText('Serial approval by Maria Manager');
    await expect(facts).toContainText('The same approval as the grant.');

    // Eddie requests it on Request Access and chooses the value (a List of the entitlement's values).
    const eddie = await as(EDDIE, 'requests');
    await addToCart(eddie, name);
    const value = cartEntry(eddie, name).getByRole('combobox', { name: 'Role' });
    const chosen = await value.getByRole('option').nth(2).getAttribute('value');
    const chosenLabel = (await value.getByRole('option').nth(2).textContent()) ?? '';
    await value.selectOption(chosen ?? '');
    await submitCart(eddie, 'Database access for reporting');
    await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');

    const maria = await as(MARIA, 'tasks');
    await openTask(maria, name, EDDIE.fullName);
    await decideTask(maria, 'Approve', 'Fine');

    // The administrator sees Eddie hold it, Provisioned, with his value.
    await admin.reload();
    const holders = main(admin).getByRole('table', { name: 'resource holders' });
    // Each try reloads the page, whose holders section loads after the definition: on a busy machine that takes
    // seconds, so each try waits long enough for it before reloading again.
    await expect(async () => {
      await admin.reload();
      await expect(holders.getByRole('row').filter({ hasText: EDDIE.fullName })).toContainText('Provisioned', {
        timeout: 10_000,
      });
    }).toPass({ timeout: 90_000, intervals: [1_000, 2_000] });
    const row = holders.getByRole('row').filter({ hasText: EDDIE.fullName });
    await expect(row).toContainText(`Role: ${chosen ?? ''}`);
    expect(chosenLabel).not.toBe('');

    // Revoke: the same approval as the grant, so Maria approves the revoke too.
    await row.getByRole('checkbox').check();
    await main(admin)
      .getByRole('button', { name: /^Revoke/ })
      .click();
    const dialog = host(admin).getByRole('dialog', { name: `Revoke ${name}` });
    await dialog.getByLabel('Reason').fill('No longer needed');
    const revoked = admin.waitForResponse((r) => r.url().endsWith('/catalog/resources/resource/assignments/revoke'));
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    expect((await revoked).ok()).toBe(true);
    await maria.goto('/idmdash/#/tasks');
    await openTask(maria, name, EDDIE.fullName);
    await decideTask(maria, 'Approve', 'Revoke is fine');
    const api = await apiAs(request, ADMIN);
    const dn = decodeURIComponent(new URL(admin.url()).hash.replace('#/resource/detail/', ''));
    await expect
      .poll(
        async () =>
          (
            (await api.call('POST', 'catalog/resources/resource/assignments', { body: { dn } })).body as {
              assignments: unknown[];
            }
          ).assignments.length,
        { timeout: 40_000, intervals: [1_000, 2_000] },
      )
      .toBe(0);
  },
);

test('five resources from five values of an entitlement with thousands, in one go', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN, 'resource');
  await main(page).getByRole('button', { name: 'Create from entitlement' }).click();
  const dialog = host(page).getByRole('dialog', { name: 'Create resources from entitlement values' });
  await chooseEntitlement(dialog, 'Driver and entitlement', 'IBM Mainframe RACF', 'Group');
  const values = dialog.getByRole('combobox', { name: 'Entitlement values' });
  // Values are named '<unit> <access> 001' … '050' (60 of each number): one number, five of its values.
  const suffix = String(Math.floor(Math.random() * 41) + 10);
  await values.fill(`0${suffix}`);
  const options = dialog.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  for (let i = 0; i < 5; i++) await options.nth(i).click();
  await values.press('Escape');
  const names = dialog.getByRole('list', { name: 'Names of the new resources' }).getByRole('listitem');
  await expect(names).toHaveCount(5);
  await expect(names.first().getByRole('textbox')).toHaveValue(/^Group /);
  const created = page.waitForResponse((r) => r.url().includes('/catalog/resources?fromEntitlement=true'));
  await dialog.getByRole('button', { name: 'Create resources (5)' }).click();
  const answer = (await (await created).json()) as { succeeded: unknown[]; failed: unknown[] };
  expect(answer.succeeded).toHaveLength(5);
  expect(answer.failed).toEqual([]);
  const search = main(page).getByRole('searchbox', { name: /Search resources/ });
  await search.fill(`0${suffix}`);
  await search.press('Enter');
  await expect(table(page).getByRole('row').filter({ hasText: 'IBM Mainframe RACF' })).not.toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the resource list, a resource and the entitlements: no serious axe violations; Arabic right to left and dark (screenshots)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, ADMIN, 'resource');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main(page).getByRole('link', { name: 'Create resource' }).click();
  await expect(page).toHaveURL(/#\/resource\/create$/);
  await main(page).getByRole('button', { name: 'Create resource' }).click();
  await expect(main(page).getByText('Required', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/idmdash/#/resource/entitlements');
  await main(page).getByLabel('Driver', { exact: true }).selectOption({ label: 'IBM Mainframe RACF' });
  await main(page).getByRole('radio', { name: 'Group' }).check();
  await expect(main(page).getByRole('table', { name: 'Entitlement values' })).toContainText('Analytics Alter 001');
  await expect(main(page).getByText('Showing 1 - 10 of 3000')).toBeVisible();
  await main(page).getByRole('button', { name: 'Refresh the code maps of IBM Mainframe RACF' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Code maps refreshed \(2 entitlements\)/ }),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  try {
    await page.goto('/idmdash/#/resource');
    await host(page).locator('[part=profile-button]').click();
    await host(page).locator('[part=profile-menu]').getByLabel('Language').selectOption('ar');
    await expect(host(page)).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await expect(main(page).getByRole('heading', { name: 'الموارد', level: 1 })).toBeVisible();
    await screenshot(page, 'resources-list-ar');
    await page.goto(`/idmdash/#/resource/detail/${encodeURIComponent(LAPTOP)}`);
    await expect(main(page).getByRole('heading', { name: 'Laptop', level: 1 })).toBeVisible();
    await page.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
    await screenshot(page, 'resources-detail-ar-dark');
  } finally {
    await saveLocaleByApi(page, ADMIN.dn, 'en');
  }
});

test('CPRS: a reconcile shows the drift of Active Directory groups; publish clears it', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  await signInAs(page, ADMIN);
  await mainMenu(page).getByRole('button', { name: 'Administration' }).click();
  await mainMenu(page).getByRole('link', { name: 'Permission Reconciliation' }).click();
  await expect(page).toHaveURL(/#\/cprs$/);
  const settings = main(page).getByRole('table', { name: 'reconciled entitlements' });
  await settings
    .getByRole('row')
    .filter({ hasText: 'Active Directory' })
    .getByRole('button', { name: 'Group', exact: true })
    .click();
  // The differences come below the list: their heading is brought into view and takes the focus.
  const deltaHeading = main(page).getByRole('heading', { name: /^Differences/, level: 2 });
  await expect(deltaHeading).toBeFocused();
  await expect(deltaHeading).toBeInViewport();
  await main(page).getByRole('button', { name: 'Reconcile', exact: true }).click();
  const delta = main(page).getByRole('table', { name: 'differences' });
  await expect(delta.getByRole('row').nth(1)).toContainText('Only in the connected system (add)');
  await main(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(host(page).locator('[part=banner]')).toContainText('The differences were published to the catalog.');
  await main(page).getByRole('button', { name: 'Reconcile', exact: true }).click();
  await expect(delta).toContainText('No differences found');
  const requests = main(page).getByRole('table', { name: 'CPRS requests' });
  await expect(requests.getByRole('row').filter({ hasText: 'Publish' })).toContainText('Completed');
  expect(problems).toEqual([]);
  // Last: axe injects inline styles, which the page's CSP reports.
  expect(await seriousViolations(page)).toEqual([]);
});

test('a resource mapped to a role: assigning the role to Eddie lists him among its holders, as from the role', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchForErrors(page);
  const id = uniqueId('rr');
  // Named to sort first among Eddie's many assignments (his page lists them by name, a page at a time).
  const resourceName = `AAA E2E Badge ${id}`;
  const roleName = `E2E Badge Holders ${id}`;
  await signInAs(page, ADMIN, 'resource');
  const resource = await restCall(page, 'POST', 'catalog/resources', {
    body: { name: resourceName, description: 'A door badge' },
  });
  expect(resource.status, JSON.stringify(resource.body)).toBe(200);
  const resourceDn = (resource.body as { succeeded: { id: string }[] }).succeeded[0]!.id;
  const role = await restCall(page, 'POST', 'catalog/roles', {
    body: { name: roleName, description: 'Everyone with a badge', level: 10 },
  });
  const roleDn = (role.body as { id: string }).id;
  try {
    await restCall(page, 'POST', 'catalog/roles/mappedResources', {
      body: { roleId: roleDn, mappedResources: [{ id: resourceDn, resourceParameters: [] }] },
    });
    const assigned = await restCall(page, 'POST', 'catalog/roles/role/assignments/assign', {
      body: { assignments: [{ id: roleDn, assignmentToList: [{ assignedToDn: EDDIE.dn, type: 'user' }] }] },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBeLessThan(300);

    await page.goto(`/idmdash/#/resource/detail/${encodeURIComponent(resourceDn)}`);
    const holders = main(page).getByRole('table', { name: 'resource holders' });
    await expect(async () => {
      await page.reload();
      await expect(holders.getByRole('row').filter({ hasText: EDDIE.fullName })).toContainText(`Role: ${roleName}`, {
        timeout: 10_000,
      });
    }).toPass({ timeout: 90_000, intervals: [1_000, 2_000] });
    await expect(holders.getByRole('row').filter({ hasText: EDDIE.fullName })).toContainText('Provisioned');

    await page.goto(`/idmdash/#/users/${encodeURIComponent(EDDIE.dn)}`);
    const his = main(page).getByRole('table', { name: 'roles and resources' });
    await expect(his.getByRole('row').filter({ hasText: resourceName })).toContainText(roleName);
    expect(problems).toEqual([]);
  } finally {
    await restCall(page, 'DELETE', 'catalog/roles/role', { body: { roles: [{ id: roleDn }] } });
  }
});
