import type { Locator, Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  PROVISIONING_TIMEOUT,
  apiAs,
  axe,
  createAccount,
  expect,
  host,
  main,
  screenshot,
  test,
  uniqueId,
  type Account,
} from './access-helpers';

// Group administration (issue 16): #/groups, reached from the server-driven menu (administrators only).

const groupTable = (page: Page) => main(page).getByRole('table', { name: 'groups' });
const membersCard = (page: Page) => main(page).locator('[part=group-members]');
const rolesCard = (page: Page) => main(page).locator('[part=group-roles]');

/** Picks `option` from the picker named `label` (inside `scope`) after typing `query` into it. */
async function pick(scope: Locator, label: string, query: string, option: RegExp | string): Promise<void> {
  const picker = scope.getByRole('combobox', { name: label });
  await picker.fill(query);
  await scope.getByRole('listbox').getByRole('option', { name: option }).first().click();
  await picker.press('Escape');
}

/** The member's own profile lists `role` among their roles (looked at again until provisioning is done). */
async function expectOwnRole(page: Page, role: string, held: boolean): Promise<void> {
  await expect(async () => {
    await page.goto('/idmdash/#/myProfile/profileRoles');
    // The same hash again would not load anything: read the page anew.
    await page.reload();
    const list = main(page).getByRole('tabpanel');
    await expect(list).toBeVisible({ timeout: 2_000 });
    await expect(list.getByRole('row').filter({ hasText: `${role} through ` })).toHaveCount(held ? 1 : 0, {
      timeout: 2_000,
    });
  }).toPass({ timeout: PROVISIONING_TIMEOUT, intervals: [500, 1_000, 2_000] });
}

test('UA Admin creates a group, adds three members, assigns it a role: the members gain it; a removed member loses it', async ({
  as,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await apiAs(request, ADMIN);
  const members: Account[] = [];
  for (const first of ['Gina', 'Gus', 'Greta']) members.push(await createAccount(api, first));
  const name = `E2E Group ${uniqueId('g')}`;
  const role = 'Office Basics';

  const admin = await as(ADMIN);
  const menu = admin.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'People' }).click();
  await menu.getByRole('link', { name: 'Groups' }).click();
  await expect(admin).toHaveURL(/#\/groups$/);
  await expect(groupTable(admin).locator('tbody tr').first()).toBeVisible();
  await main(admin).getByRole('link', { name: 'New group' }).click();
  await expect(admin).toHaveURL(/#\/groups\/create$/);

  // Bad input gets its message beside the field, and nothing typed is lost.
  await main(admin).getByLabel('Name', { exact: true }).fill('a/b');
  await main(admin).getByRole('button', { name: 'New group' }).click();
  await expect(main(admin).getByText('has invalid chracter')).toBeVisible();
  await expect(main(admin).getByText('Choose the container the group goes in.')).toBeVisible();
  await main(admin).getByLabel('Name', { exact: true }).fill(name);
  await main(admin).getByLabel('Description', { exact: true }).fill('Made by the end-to-end test');
  // The container tree: the organisation's units; choosing one is a click on its name.
  await main(admin).getByRole('button', { name: 'Show options' }).click();
  await main(admin).getByRole('tree').getByText('groups', { exact: true }).click();
  await expect(main(admin).getByText('Choose the container the group goes in.')).toHaveCount(0);
  // The chosen container's tag reads its common name; its DN shows on hover.
  const containerTag = main(admin).locator('.idm-picker-tag-label').first();
  await expect(containerTag).toHaveText('groups');
  await expect(containerTag).toHaveAttribute('title', 'ou=groups,o=data');
  const created = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/access\/groups$/.test(r.url()));
  await main(admin).getByRole('button', { name: 'New group' }).click();
  expect((await created).status()).toBe(200);
  await expect(admin).toHaveURL(/#\/groups\/detail\//);
  await expect(main(admin).getByRole('heading', { name, level: 1 })).toBeVisible();

  // Three members through the picker.
  for (const member of members) await pick(membersCard(admin), 'Add members', member.username, member.fullName);
  const added = admin.waitForResponse((r) => r.request().method() === 'PUT' && /\/access\/groups$/.test(r.url()));
  await membersCard(admin).getByRole('button', { name: 'Add', exact: true }).click();
  expect(((await added).request().postDataJSON() as { membersAction: string }).membersAction).toBe('add');
  const memberTable = membersCard(admin).getByRole('table', { name: 'members' });
  for (const member of members) await expect(memberTable.getByRole('link', { name: member.fullName })).toBeVisible();

  // A role for the group: every member gains it.
  await rolesCard(admin).getByRole('button', { name: 'Assign role' }).click();
  const dialog = host(admin).getByRole('dialog', { name: `Assign roles to ${name}` });
  await pick(dialog, 'Roles', role, role);
  await dialog.getByLabel('Reason').fill('Everyone in the group needs it');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(rolesCard(admin).getByRole('link', { name: role })).toBeVisible({ timeout: PROVISIONING_TIMEOUT });
  await screenshot(admin, 'groups-detail-en');

  const gina = await as(members[0]!);
  await expectOwnRole(gina, role, true);
  const held = await api.call<{ assignments: { name: string; cause: { sourcesDetails?: { name?: string } } }[] }>(
    'POST',
    'access/assignments/list',
    { body: { dn: members[2]!.dn }, query: { size: '300' } },
  );
  expect(held.body.assignments.filter((a) => a.name === role).map((a) => a.cause.sourcesDetails?.name)).toEqual([name]);

  // Gina leaves the group: the role goes with it.
  await membersCard(admin)
    .getByRole('checkbox', { name: `Select ${members[0]!.fullName}` })
    .check();
  const removed = admin.waitForResponse((r) => r.request().method() === 'PUT' && /\/access\/groups$/.test(r.url()));
  await membersCard(admin)
    .getByRole('button', { name: /Remove from group/ })
    .click();
  expect(((await removed).request().postDataJSON() as { membersAction: string }).membersAction).toBe('remove');
  await expect(memberTable.getByRole('link', { name: members[0]!.fullName })).toHaveCount(0);
  await expectOwnRole(gina, role, false);

  // The member search is debounced and sends '*' for an empty query.
  const searched = admin.waitForRequest((r) => r.url().includes('/access/groups/members') && r.url().includes('q=Gus'));
  await membersCard(admin).getByLabel('Search members by name').fill('Gus');
  await searched;
  await expect(memberTable.getByRole('link')).toHaveText([members[1]!.fullName]);
  expect(await axe(admin)).toEqual([]);
  await api.call('DELETE', 'access/groups', { body: { dn: `cn=${name},ou=groups,o=data` } });
});

test('bulk delete: two groups go after a confirmation; the list counts what is left', async ({ as, request }) => {
  const api = await apiAs(request, ADMIN);
  const tag = uniqueId('bulk');
  for (const n of [1, 2]) {
    const answer = await api.call('POST', 'access/groups', {
      body: { name: `Bulk ${tag} ${n}`, description: 'to delete', container: 'ou=groups,o=data' },
    });
    expect(answer.status).toBe(200);
  }
  const admin = await as(ADMIN, 'groups');
  const search = main(admin).getByRole('searchbox', { name: /Search groups/ });
  await search.fill(tag);
  await search.press('Enter');
  await expect(main(admin).getByText('Groups found: 2')).toBeVisible();
  await groupTable(admin)
    .getByRole('checkbox', { name: `Select Bulk ${tag} 1` })
    .check();
  await groupTable(admin)
    .getByRole('checkbox', { name: `Select Bulk ${tag} 2` })
    .check();
  await main(admin).getByRole('button', { name: 'Delete (2)' }).click();
  await host(admin).getByRole('dialog', { name: 'Delete groups' }).getByRole('button', { name: 'Delete' }).click();
  await expect(main(admin).getByText('Groups found: 0')).toBeVisible();
  const left = await api.call<{ totalCount: number }>('GET', 'access/groups', {
    query: { q: tag, searchCount: 'true' },
  });
  expect(left.body.totalCount).toBe(0);
});

test('a dynamic group shows its query and no way to change its members', async ({ as }) => {
  const admin = await as(ADMIN, 'groups');
  const search = main(admin).getByRole('searchbox', { name: /Search groups/ });
  await search.fill('Sales Department');
  await search.press('Enter');
  await groupTable(admin).getByRole('link', { name: 'Sales Department (dynamic)' }).click();
  await expect(main(admin).getByText('(&(objectClass=inetOrgPerson)(ou=Sales))')).toBeVisible();
  await expect(membersCard(admin).getByText(/This group is dynamic/)).toBeVisible();
  await expect(membersCard(admin).getByRole('combobox', { name: 'Add members' })).toHaveCount(0);
});

test('Eddie, no administrator, has no Groups in the menu, is refused #/groups, and the server refuses his changes', async ({
  as,
  request,
}) => {
  const eddie = await as(EDDIE);
  await expect(eddie.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Groups' })).toHaveCount(
    0,
  );
  await eddie.goto('/idmdash/#/groups');
  await expect(main(eddie).getByRole('table', { name: 'groups' })).toHaveCount(0);
  await expect(host(eddie)).toContainText(/not allowed|permission|access/i);
  const api = await apiAs(request, EDDIE);
  const answer = await api.call<{ Fault?: unknown }>('POST', 'access/groups', {
    body: { name: 'Eddies group', container: 'ou=groups,o=data' },
  });
  expect(answer.status).toBe(403);
  expect(answer.body.Fault).toBeTruthy();
  const removal = await api.call('DELETE', 'access/groups', { body: { dn: 'cn=Engineering,ou=groups,o=data' } });
  expect(removal.status).toBe(403);
});

test('the group pages in Arabic, right to left, and dark (screenshots); axe finds nothing serious', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await as(ADMIN, 'groups');
  await expect(groupTable(admin).locator('tbody tr').first()).toBeVisible();
  expect(await axe(admin)).toEqual([]);
  await groupTable(admin).getByRole('link').first().click();
  await expect(membersCard(admin).getByRole('table')).toBeVisible();
  expect(await axe(admin)).toEqual([]);
  const api = await apiAs(request, ADMIN);
  try {
    await api.call('POST', 'access/ulp/l10n/listLocales', {
      body: { userDN: ADMIN.dn, userPreferredLocales: ['ar'] },
    });
    await admin.goto('/idmdash/#/groups');
    await admin.reload();
    await expect(host(admin)).toHaveAttribute('dir', 'rtl');
    await expect(main(admin).getByRole('heading', { name: 'المجموعات', level: 1 })).toBeVisible();
    const arabicTable = main(admin).getByRole('table', { name: 'المجموعات' });
    await expect(arabicTable.locator('tbody tr').first()).toBeVisible();
    await screenshot(admin, 'groups-list-ar');
    await admin.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
    await arabicTable.locator('tbody tr a').first().click();
    await expect(membersCard(admin).getByRole('table')).toBeVisible();
    await admin.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
    await screenshot(admin, 'groups-detail-ar-dark');
    expect(await axe(admin)).toEqual([]);
  } finally {
    await api.call('POST', 'access/ulp/l10n/listLocales', { body: { userDN: ADMIN.dn, userPreferredLocales: ['en'] } });
  }
});
