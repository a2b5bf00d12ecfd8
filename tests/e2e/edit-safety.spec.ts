import { expect, type Page } from '@playwright/test';
import { apiAs, test } from './access-helpers';
import { ADMIN, host, main, uniqueId } from './people-helpers';
import { mainMenu } from './shell-helpers';

// No lost work (issue 33): two administrators on one object, a double click, leaving a changed form.

async function newRole(request: Parameters<typeof apiAs>[0]): Promise<{ dn: string; name: string }> {
  const api = await apiAs(request, ADMIN);
  const name = `E2E Edit ${uniqueId('r')}`;
  const answer = await api.call<{ id?: string; roles?: { id: string }[] }>('POST', 'catalog/roles', {
    body: { name, description: 'Before', roleLevel: { level: 30 } },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const dn = answer.body.id ?? answer.body.roles?.[0]?.id ?? '';
  expect(dn).not.toBe('');
  return { dn, name };
}

const roleForm = (page: Page) => main(page).locator('[part=role-form]');
const openRole = async (page: Page, dn: string, name: string) => {
  await page.goto(`/idmdash/#/role/detail/${encodeURIComponent(dn)}`);
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
};
const conflictDialog = (page: Page) => host(page).getByRole('dialog', { name: 'Someone else saved this meanwhile' });

test('two administrators save one role: the second sees what changed and applies his change on top; nothing is lost', async ({
  as,
  request,
}) => {
  const role = await newRole(request);
  const first = await as(ADMIN);
  const second = await as(ADMIN);
  await openRole(first, role.dn, role.name);
  await openRole(second, role.dn, role.name);

  await roleForm(first).getByLabel('Description', { exact: true }).fill('Changed by the first');
  await roleForm(first).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(host(first).locator('[part=banner]')).toContainText(role.name);

  const renamed = `${role.name} (renamed)`;
  await roleForm(second).getByLabel('Name', { exact: true }).fill(renamed);
  const refused = second.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/catalog/roles/role'),
  );
  await roleForm(second).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(412);
  const dialog = conflictDialog(second);
  await expect(dialog.locator('tr[data-field=description]')).toContainText('Changed by the first');
  await expect(dialog.locator('tr[data-field=name]')).toContainText(renamed);

  await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
  await expect(roleForm(second).getByLabel('Description', { exact: true })).toHaveValue('Changed by the first');
  await expect(roleForm(second).getByLabel('Name', { exact: true })).toHaveValue(renamed);
  const saved = second.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/catalog/roles/role'),
  );
  await roleForm(second).getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);

  await second.reload();
  await expect(roleForm(second).getByLabel('Name', { exact: true })).toHaveValue(renamed);
  await expect(roleForm(second).getByLabel('Description', { exact: true })).toHaveValue('Changed by the first');
});

test('after a conflict, taking the saved version shows it and keeps nothing of the refused form', async ({
  as,
  request,
}) => {
  const role = await newRole(request);
  const first = await as(ADMIN);
  const second = await as(ADMIN);
  await openRole(first, role.dn, role.name);
  await openRole(second, role.dn, role.name);
  await roleForm(first).getByLabel('Description', { exact: true }).fill('Saved first');
  await roleForm(first).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(host(first).locator('[part=banner]')).toContainText(role.name);

  await roleForm(second).getByLabel('Description', { exact: true }).fill('Typed second');
  await roleForm(second).getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = conflictDialog(second);
  await expect(dialog.locator('tr[data-field=description]')).toContainText('(changed by both)');
  await dialog.getByRole('button', { name: 'Take the saved version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(roleForm(second).getByLabel('Description', { exact: true })).toHaveValue('Saved first');
});

test('a double click on New group sends one request', async ({ as }) => {
  const admin = await as(ADMIN, 'groups/create');
  await main(admin)
    .getByLabel('Name', { exact: true })
    .fill(`E2E Twice ${uniqueId('g')}`);
  await main(admin).getByRole('button', { name: 'Show options' }).click();
  await main(admin).getByRole('tree').getByText('groups', { exact: true }).click();
  let posts = 0;
  admin.on('request', (r) => {
    if (r.method() === 'POST' && /\/access\/groups$/.test(r.url())) posts += 1;
  });
  const created = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/access\/groups$/.test(r.url()));
  await main(admin).getByRole('button', { name: 'New group' }).dblclick();
  expect((await created).status()).toBe(200);
  await expect(admin).toHaveURL(/#\/groups\/detail\//);
  expect(posts).toBe(1);
});

test('leaving a changed form asks first (menu, Back): staying keeps what was typed, leaving goes', async ({
  as,
  request,
}) => {
  const role = await newRole(request);
  const admin = await as(ADMIN, 'role');
  await main(admin)
    .getByRole('searchbox', { name: /Search roles/ })
    .fill(role.name);
  await main(admin).getByRole('table', { name: 'roles' }).getByRole('link', { name: role.name }).click();
  await expect(main(admin).getByRole('heading', { name: role.name, level: 1 })).toBeVisible();
  await roleForm(admin).getByLabel('Description', { exact: true }).fill('Not saved yet');

  await mainMenu(admin).getByRole('button', { name: 'Administration' }).click();
  await mainMenu(admin).getByRole('link', { name: 'Resources' }).click();
  const ask = host(admin).getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toHaveCount(0);
  await expect(roleForm(admin).getByLabel('Description', { exact: true })).toHaveValue('Not saved yet');
  await expect(admin).toHaveURL(/#\/role\/detail\//);

  await admin.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(admin).not.toHaveURL(/#\/role\/detail\//);
  await expect(main(admin).getByRole('searchbox', { name: /Search roles/ })).toBeVisible();
});
