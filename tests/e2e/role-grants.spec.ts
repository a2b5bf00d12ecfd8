import { resourceDn } from '../../demo/server/dns';
import { test, expect as baseExpect, type Page } from '@playwright/test';
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
  uniqueId,
  watchForErrors,
} from './people-helpers';

// The machine these run on is shared: pages get more time to show than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// Issue 14, what a role grants: mapped resources with their parameter values reach the role's holders (a
// container here), shown where a user's assignments are; the assign dialog picks the container from the tree.

interface AssignmentNode {
  name: string;
  entityType: string;
  cause: { type: string; sourcesDetails: { name: string }; entRef?: { params: { key: string; value: string }[] } };
}

/** Picks `option` from the picker named `label` after typing `query` into it. */
async function pick(page: Page, label: string, query: string, option: RegExp): Promise<void> {
  const picker = main(page).getByRole('combobox', { name: label });
  await picker.fill(query);
  await main(page).getByRole('listbox').getByRole('option', { name: option }).first().click();
  await picker.press('Escape');
}

async function newRole(page: Page, name: string): Promise<string> {
  const created = await restCall(page, 'POST', 'catalog/roles', {
    body: { name, description: 'Gives a second monitor', level: 10 },
  });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  return (created.body as { id: string }).id;
}

const assignmentsOf = async (page: Page, how: 'GET' | 'POST', dn?: string) =>
  (
    (how === 'GET'
      ? await restCall(page, 'GET', 'access/assignments', { query: { size: '300' } })
      : await restCall(page, 'POST', 'access/assignments/list', { query: { size: '300' }, body: { dn } })
    ).body as { assignments: AssignmentNode[] }
  ).assignments;

test('UA Admin maps a resource with a parameter value, assigns the role to a container from the tree; the people there gain the resource from the role', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const problems = watchForErrors(page);
  const name = `E2E Monitor ${uniqueId('g')}`;
  await signInAs(page, ADMIN, 'role');
  const dn = await newRole(page, name);
  try {
    await page.goto(`/idmdash/#/role/mapresources/${encodeURIComponent(dn)}`);
    await expect(main(page).getByRole('heading', { name: `Resources of ${name}` })).toBeVisible();
    await pick(page, 'Resources to map', 'Second Monitor', /Second Monitor/);
    await main(page).getByRole('button', { name: 'Map', exact: true }).click();
    const mappings = main(page).locator('.role-admin-mappings');
    await expect(mappings).toContainText('Second Monitor');
    await expect(mappings.locator('dd')).toHaveText(['27']);

    // The parameter's value: a whole number, checked beside the field; a refused value keeps the form.
    await main(page).getByRole('button', { name: 'Edit the parameters of Second Monitor' }).click();
    const editor = main(page).getByRole('form', { name: 'Edit the parameters of Second Monitor' });
    const size = editor.getByLabel('Size (inches)');
    await expect(size).toHaveValue('27');
    await size.fill('thirty');
    await size.blur();
    await expect(editor.getByText('Enter a whole number.')).toBeVisible();
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByRole('alert')).toHaveText('Correct the marked fields, then save again.');
    await expect(size).toHaveValue('thirty');
    await screenshot(page, 'roles-map-resources-editing');
    await size.fill('32');
    await editor.getByLabel('Mapping description').fill('A larger monitor for this role');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/catalog/roles/mappedResources'),
    );
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(editor).toHaveCount(0);
    await expect(mappings.locator('dd')).toHaveText(['32']);
    await expect(mappings).toContainText('A larger monitor for this role');

    // The server refuses what the editor would: a value that is not a whole number is a 400 naming it.
    const refused = await restCall(page, 'POST', 'catalog/roles/mappedResources', {
      body: {
        roleId: dn,
        mappedResources: [
          { id: (await mappedResourceDn(page, dn)) ?? '', resourceParameters: [{ id: 'Size', value: '2.5' }] },
        ],
      },
    });
    expect(refused.status).toBe(400);

    // Assign to the users container, chosen from the directory's tree.
    await main(page).getByRole('link', { name: 'Back to the role' }).click();
    await main(page).getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = host(page).getByRole('dialog', { name: `Assign ${name}` });
    await dialog
      .locator('.idm-picker', { has: page.getByRole('combobox', { name: 'Container' }) })
      .getByRole('button', { name: 'Show options' })
      .click();
    await dialog.getByRole('treeitem', { name: 'users', exact: true }).locator('.idm-tree-label').first().click();
    await expect(dialog.getByRole('list', { name: 'Container' })).toContainText('users');
    await expect(dialog.getByRole('checkbox', { name: 'Including the subtree' })).toBeEnabled();
    await dialog.getByLabel('Reason').fill('Every desk gets one');
    await screenshot(page, 'roles-assign-container');
    const assigned = page.waitForResponse((r) => r.url().endsWith('/catalog/roles/role/assignments/assign'));
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const answer = await assigned;
    expect(answer.status()).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain('ou=users,o=data');
    const holders = main(page).getByRole('table', { name: 'assignments' });
    await expect(holders).toContainText('users');
    await expect(holders).toContainText('Container');

    // Eddie (in that container) holds the role and the resource it grants, with the mapping's value; the
    // administrator's view of his assignments (POST) and his own (GET) agree.
    const viaPost = await assignmentsOf(page, 'POST', EDDIE.dn);
    const monitor = viaPost.find((a) => a.name === 'Second Monitor' && a.cause.type === 'role');
    expect(monitor?.cause.sourcesDetails.name).toBe(name);
    expect(monitor?.cause.entRef?.params).toEqual([expect.objectContaining({ key: 'Size', value: '32' })]);
    expect(viaPost.find((a) => a.name === name)?.cause.type).toBe('container');
    expect(problems).toEqual([]);

    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const eddie = await context.newPage();
    try {
      await signIn(eddie, EDDIE.username, EDDIE.fullName, 'myProfile/profileResources');
      const resources = main(eddie).getByRole('table', { name: /resources/i });
      await expect(resources.getByRole('row').nth(1)).toBeVisible();
      await main(eddie)
        .getByRole('combobox', { name: /per page/ })
        .selectOption('50');
      const row = resources.getByRole('row').filter({ hasText: 'Second Monitor' }).filter({ hasText: name });
      await expect(row).toContainText(`granted by the role ${name}`);
      await expect(row).toContainText('Size (inches): 32');
      await expect(row.getByRole('button', { name: /Request removal/ })).toHaveCount(0);
      const viaGet = await assignmentsOf(eddie, 'GET');
      const key = (a: AssignmentNode) => `${a.name}|${a.cause.type}|${a.cause.sourcesDetails.name}`;
      expect(viaGet.map(key).sort()).toEqual(viaPost.map(key).sort());
      await row.scrollIntoViewIfNeeded();
      await screenshot(eddie, 'profile-resources-granted');
    } finally {
      await context.close();
    }
  } finally {
    await restCall(page, 'DELETE', 'catalog/roles/role', { body: { roles: [{ id: dn }] } });
  }
  // Deleting the role revokes what it granted.
  const after = await assignmentsOf(page, 'POST', EDDIE.dn);
  expect(after.filter((a) => a.cause.sourcesDetails.name === name)).toEqual([]);
});

async function mappedResourceDn(page: Page, roleDn: string): Promise<string | undefined> {
  const list = await restCall(page, 'POST', 'catalog/roles/mappedResources/list', { body: { id: roleDn } });
  return (list.body as { resources: { id: string }[] }).resources[0]?.id;
}

test('removing the container assignment, then the mapping, revokes the grant; a user detail page shows the cause', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Named to sort first among Eddie's many assignments (the user page lists them by name, a page at a time).
  const name = `AAA E2E Desk ${uniqueId('g')}`;
  await signInAs(page, ADMIN, 'role');
  const dn = await newRole(page, name);
  try {
    const resource = await restCall(page, 'GET', 'catalog/resources', { query: { q: 'VPN Group', size: '5' } });
    const vpn = (resource.body as { resources: { id: string; name: string }[] }).resources.find(
      (r) => r.name === 'VPN Group',
    )!.id;
    await restCall(page, 'POST', 'catalog/roles/mappedResources', {
      body: { roleId: dn, mappedResources: [{ id: vpn, resourceParameters: [{ id: 'SplitTunnel', value: 'true' }] }] },
    });
    await restCall(page, 'POST', 'catalog/roles/role/assignments/assign', {
      body: { assignments: [{ id: dn, assignmentToList: [{ assignedToDn: 'ou=users,o=data', type: 'container' }] }] },
    });

    await page.goto(`/idmdash/#/users/${encodeURIComponent(EDDIE.dn)}`);
    const table = main(page).getByRole('table', { name: 'roles and resources' });
    await expect(table.getByRole('columnheader', { name: 'Assigned through' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Container users');
    const granted = (await assignmentsOf(page, 'POST', EDDIE.dn)).filter((a) => a.name === 'VPN Group');
    expect(granted.map((a) => [a.cause.type, a.cause.sourcesDetails.name])).toContainEqual(['role', name]);

    // The role's assignments: the container row is removed at once.
    await page.goto(`/idmdash/#/role/detail/${encodeURIComponent(dn)}`);
    const holders = main(page).getByRole('table', { name: 'assignments' });
    await holders.getByRole('row').filter({ hasText: 'users' }).getByRole('checkbox').check();
    const removed = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await main(page)
      .locator('[part=role-assignments]')
      .getByRole('button', { name: /^Remove/ })
      .click();
    expect((await removed).status()).toBe(200);
    await expect(holders.getByRole('row').filter({ hasText: 'users' })).toHaveCount(0);
    expect((await assignmentsOf(page, 'POST', EDDIE.dn)).filter((a) => a.cause.sourcesDetails.name === name)).toEqual(
      [],
    );

    // Back on the container, then the mapping goes: the grant goes with it, the role stays.
    await restCall(page, 'POST', 'catalog/roles/role/assignments/assign', {
      body: { assignments: [{ id: dn, assignmentToList: [{ assignedToDn: 'ou=users,o=data', type: 'container' }] }] },
    });
    expect(
      (await assignmentsOf(page, 'POST', EDDIE.dn)).some(
        (a) => a.name === 'VPN Group' && a.cause.sourcesDetails.name === name,
      ),
    ).toBe(true);
    await page.goto(`/idmdash/#/role/mapresources/${encodeURIComponent(dn)}`);
    await expect(main(page).locator('.role-admin-mappings dd')).toHaveText(['Yes']);
    await main(page).getByRole('button', { name: 'Remove VPN Group' }).click();
    await expect(main(page).getByText('No resources are mapped to this role.')).toBeVisible();
    const held = await assignmentsOf(page, 'POST', EDDIE.dn);
    expect(held.some((a) => a.name === 'VPN Group' && a.cause.sourcesDetails.name === name)).toBe(false);
    expect(held.some((a) => a.name === name)).toBe(true);
  } finally {
    await restCall(page, 'DELETE', 'catalog/roles/role', { body: { roles: [{ id: dn }] } });
  }
});

test('map resources, role detail and SoD violations in Arabic and English, light and dark (screenshots)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, ADMIN, 'role');
  const roles = await restCall(page, 'GET', 'catalog/roles/listV2', { query: { q: 'Salesforce Read Access' } });
  const dn = (roles.body as { roles: { id: string; name: string }[] }).roles.find(
    (r) => r.name === 'Salesforce Read Access',
  )!.id;
  const violations = await restCall(page, 'GET', 'access/sods/violations', { query: { size: '5' } });
  const sodDn = (violations.body as { sodViolations: { sodId: string }[] }).sodViolations[0]!.sodId;
  const shots = async (suffix: string) => {
    await page.goto('/idmdash/#/role');
    await expect(main(page).getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, `roles-list-${suffix}`);
    await page.goto(`/idmdash/#/role/detail/${encodeURIComponent(dn)}`);
    await expect(main(page).locator('[part=role-resources]')).toContainText('Salesforce Account', {
      timeout: 15_000,
    });
    await main(page).locator('[part=role-resources]').scrollIntoViewIfNeeded();
    await screenshot(page, `roles-detail-${suffix}`);
    await page.goto(`/idmdash/#/role/mapresources/${encodeURIComponent(dn)}`);
    await expect(main(page).locator('.role-admin-mappings')).toContainText('Salesforce Account');
    await main(page).locator('.role-admin-mappings').getByRole('button').first().click();
    await expect(main(page).getByRole('form')).toBeVisible();
    if (suffix === 'en') expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `roles-map-${suffix}`);
    await page.goto(`/idmdash/#/sod/detail/${encodeURIComponent(sodDn)}`);
    await expect(main(page).locator('[part=sod-violations]').getByRole('listitem').first()).toBeVisible();
    await main(page).locator('[part=sod-violations]').getByRole('button').first().click();
    await expect(main(page).locator('.sod-admin-causes li').first()).toBeVisible();
    await main(page).locator('[part=sod-violations]').scrollIntoViewIfNeeded();
    await screenshot(page, `sod-violations-${suffix}`);
  };
  await shots('en');
  await page.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
  await shots('en-dark');
  try {
    await saveLocaleByApi(page, ADMIN.dn, 'ar');
    await page.goto('/idmdash/#/role');
    await page.reload();
    await expect(host(page)).toHaveAttribute('dir', 'rtl');
    await shots('ar');
    await page.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
    await shots('ar-dark');
  } finally {
    await saveLocaleByApi(page, ADMIN.dn, 'en');
  }
});

test('the delegated administrator may not change the mapping of a role outside his container: the page says so and the server refuses', async ({
  page,
}) => {
  await signIn(page, 'dadmin', 'Dan Delegate', 'role');
  const roles = await restCall(page, 'GET', 'catalog/roles/listV2', { query: { q: 'Salesforce Read Access' } });
  const dn = (roles.body as { roles: { id: string; name: string }[] }).roles.find(
    (r) => r.name === 'Salesforce Read Access',
  )!.id;
  await page.goto(`/idmdash/#/role/mapresources/${encodeURIComponent(dn)}`);
  await expect(main(page).getByRole('heading', { name: 'You do not administer this role' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Edit the parameters of Salesforce Account' })).toHaveCount(0);
  const refused = await restCall(page, 'POST', 'catalog/roles/mappedResources', {
    body: {
      roleId: dn,
      mappedResources: [{ id: resourceDn('SalesforceAccount'), mappingDescription: 'Changed by Dan' }],
    },
  });
  expect(refused.status).toBe(403);
});
