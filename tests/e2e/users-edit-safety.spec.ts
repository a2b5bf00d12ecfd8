import { expect, type Page } from '@playwright/test';
import { apiAs, test } from './access-helpers';
import { ADMIN, USERS_CONTAINER, host, main, uniqueId } from './people-helpers';
import { mainMenu } from './shell-helpers';

// No lost work (issue 33) on the user editors: a double click on Create User, two administrators editing
// one user's attributes in Manage Users, leaving a changed Create User form.

type Api = Awaited<ReturnType<typeof apiAs>>;

test.describe.configure({ timeout: 240_000 });
const LOADED = { timeout: 30_000 };

const createForm = (page: Page) => main(page).getByRole('region', { name: 'Create User' });
const createField = (page: Page, label: string) => createForm(page).getByRole('textbox', { name: label, exact: true });
const isUserPut = (r: { request(): { method(): string }; url(): string }) =>
  r.request().method() === 'PUT' && /\/access\/user\?/.test(r.url());

async function newUser(api: Api): Promise<{ dn: string; lastName: string; fullName: string }> {
  const cn = uniqueId('e2e');
  const lastName = `Safety${cn.slice(3)}`;
  const attributes = { CN: cn, FirstName: 'Testa', LastName: lastName, Title: 'Before', Location: 'Paris' };
  const answer = await api.call<{ dn?: string }>('POST', 'access/user', {
    body: {
      container: USERS_CONTAINER,
      password: 'Passw0rd1',
      attributes: Object.entries(attributes).map(([key, value]) => ({ key, values: [value], action: 'add' })),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { dn: answer.body.dn ?? '', lastName, fullName: `Testa ${lastName}` };
}

const deleteUser = (api: Api, dn: string) => api.call('DELETE', 'access/user', { body: { members: [{ dn }] } });

/** Opens Manage Users, finds the user and opens his edit dialog. */
async function openEdit(page: Page, user: { lastName: string; fullName: string }) {
  await page.goto('/idmdash/#/manageusers');
  await main(page).getByRole('searchbox', { name: 'Search users' }).fill(user.lastName);
  const table = main(page).getByRole('table', { name: 'users' });
  await expect(table.getByRole('row')).toHaveCount(2, LOADED);
  await table.getByRole('checkbox', { name: `Select ${user.fullName}` }).check();
  await main(page)
    .getByRole('group', { name: 'Actions on selected rows' })
    .getByRole('button', { name: 'Edit (1)' })
    .click();
  const dialog = host(page).getByRole('dialog', { name: `Edit ${user.fullName}` });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Before', LOADED);
  return dialog;
}

/** Two administrators open one user; the first saves a new title; the second's save is refused (412). */
async function conflictOnUser(as: (account: typeof ADMIN) => Promise<Page>, api: Api, typed: Record<string, string>) {
  const user = await newUser(api);
  const first = await as(ADMIN);
  const second = await as(ADMIN);
  const firstDialog = await openEdit(first, user);
  const secondDialog = await openEdit(second, user);

  await firstDialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Changed by the first');
  const firstSaved = first.waitForResponse(isUserPut);
  await firstDialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await firstSaved).status()).toBe(200);

  for (const [label, value] of Object.entries(typed))
    await secondDialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  const refused = second.waitForResponse(isUserPut);
  await secondDialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(412);
  const conflict = host(second).getByRole('dialog', { name: 'Someone else saved this meanwhile' });
  await expect(conflict.locator('tr[data-field=Title]')).toContainText('Changed by the first');
  return { user, second, secondDialog, conflict };
}

type AttributeNode = { key: string; attributeValues?: { $: string }[] };
type DetailsNode = Record<'primaryAttributes' | 'secondaryAttributes' | 'otherAttributes', AttributeNode[] | undefined>;

const storedAttribute = async (api: Api, dn: string, key: string): Promise<string[]> => {
  const answer = await api.call<DetailsNode>('GET', 'access/users/details', { query: { userDn: dn } });
  const nodes = [
    ...(answer.body.primaryAttributes ?? []),
    ...(answer.body.secondaryAttributes ?? []),
    ...(answer.body.otherAttributes ?? []),
  ];
  return nodes.find((node) => node.key === key)?.attributeValues?.map((value) => value.$) ?? [];
};

test('two administrators edit one user: the second sees what changed, applies his change on top, and both are kept', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const { user, second, secondDialog, conflict } = await conflictOnUser(as, api, { Location: 'Oslo' });
  try {
    await expect(conflict.locator('tr[data-field=Location]')).toContainText('Oslo');
    await conflict.getByRole('button', { name: 'Apply my changes on top' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(secondDialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Changed by the first');
    await expect(secondDialog.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('Oslo');
    const saved = second.waitForResponse(isUserPut);
    await secondDialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(secondDialog).toHaveCount(0);
    expect(await storedAttribute(api, user.dn, 'Title')).toEqual(['Changed by the first']);
    expect(await storedAttribute(api, user.dn, 'Location')).toEqual(['Oslo']);
  } finally {
    await deleteUser(api, user.dn);
  }
});

test('after a conflict on a user, taking the saved version shows it and keeps nothing of the refused form', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const { user, secondDialog, conflict } = await conflictOnUser(as, api, { Title: 'Typed second' });
  try {
    await expect(conflict.locator('tr[data-field=Title]')).toContainText('(changed by both)');
    await expect(conflict.locator('tr[data-field=Title]')).toContainText('Typed second');
    await conflict.getByRole('button', { name: 'Take the saved version' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(secondDialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Changed by the first');
    expect(await storedAttribute(api, user.dn, 'Title')).toEqual(['Changed by the first']);
  } finally {
    await deleteUser(api, user.dn);
  }
});

test('a double click on Create User sends one POST', async ({ as, request }) => {
  const api = await apiAs(request, ADMIN);
  const admin = await as(ADMIN, 'createUser');
  const cn = uniqueId('twice');
  await createField(admin, 'First Name').fill('Twice');
  await createField(admin, 'Last Name').fill(`Clicked${cn.slice(5)}`);
  await createField(admin, 'User ID').fill(cn);
  await createField(admin, 'Password').fill('Passw0rd1');
  let posts = 0;
  admin.on('request', (r) => {
    if (r.method() === 'POST' && /\/access\/user$/.test(r.url())) posts += 1;
  });
  const created = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/access\/user$/.test(r.url()));
  await createForm(admin).getByRole('button', { name: 'Create User' }).dblclick();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const dn = ((await answer.json()) as { dn: string }).dn;
  try {
    await expect(createForm(admin).getByRole('link', { name: 'View the new user' })).toBeVisible();
    // The form is empty again, ready for the next user.
    await expect(createField(admin, 'User ID')).toHaveValue('');
    expect(posts).toBe(1);
  } finally {
    await deleteUser(api, dn);
  }
});

test('leaving a changed Create User form asks first: staying keeps what was typed, leaving goes', async ({ as }) => {
  const admin = await as(ADMIN, 'createUser');
  await createField(admin, 'First Name').fill('Not saved yet');
  await mainMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
  const ask = host(admin).getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(createField(admin, 'First Name')).toHaveValue('Not saved yet');
  await expect(admin).toHaveURL(/#\/createUser/);

  await mainMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
  await ask.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(admin).toHaveURL(/#\/dashboard/);
});
