import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, apiAs, expect, host, main, test, type Account, type Api } from './access-helpers';
import { mainMenu } from './shell-helpers';

// No lost work on a configuration page (issue 33): two administrators save the delegation settings and the
// auditing configuration; leaving a changed landing editor asks. Each test puts back what it changed.

type Json = Record<string, unknown>;

async function keepDelegation(api: Api): Promise<() => Promise<void>> {
  const read = await api.call<Json>('GET', 'access/administration/delegation');
  expect(read.status).toBe(200);
  return async () => {
    const answer = await api.call('POST', 'access/administration/delegation', { body: read.body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
}

async function keepAuditing(api: Api): Promise<() => Promise<void>> {
  const read = await api.call<Json>('GET', 'admin/logging/list?fetchLogConfigs=false');
  expect(read.status).toBe(200);
  const { enableCEF, cefConfigs } = read.body;
  return async () => {
    const answer = await api.call('POST', 'admin/logging/auditConfig', { body: { enableCEF, cefConfigs } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
}

type Fixtures = { as(account: Account, route?: string): Promise<Page>; request: APIRequestContext };

const conflictDialog = (page: Page) => host(page).getByRole('dialog', { name: 'Someone else saved this meanwhile' });

/** A settings page two administrators edit at once: the field the first saves, the one only the second changes. */
interface SettingsScenario {
  name: string;
  route: string;
  keep(api: Api): Promise<() => Promise<void>>;
  form(page: Page): Locator;
  /** The field the first saves (and, in the second test, the second changes too), with its row in the dialog. */
  shared: { label: RegExp | string; field: string; first: string; second: string };
  /** The field only the second changes. */
  own: { label: RegExp | string; field: string; value: string };
  /** The save's URL and the banner of a save. */
  saveUrl: RegExp;
  savedBanner: string;
}

const SCENARIOS: SettingsScenario[] = [
  {
    name: 'the delegation settings',
    route: 'configuration/delegationproxy',
    keep: keepDelegation,
    form: (page) => main(page).locator('[part=delegation-settings]'),
    shared: {
      label: 'Delegation notification template',
      field: 'delegateNotfTemplate',
      first: 'Template of the first',
      second: 'Typed by the second',
    },
    own: { label: 'Keep expired delegations (days)', field: 'delegationRetentionTime', value: '77' },
    saveUrl: /\/access\/administration\/delegation$/,
    savedBanner: 'Settings saved.',
  },
  {
    name: 'the auditing configuration',
    route: 'configuration/auditing',
    keep: keepAuditing,
    form: (page) => main(page).locator('[part=audit-configuration]'),
    shared: {
      label: /^Destination host/,
      field: 'destinationHost',
      first: 'siem-first.example',
      second: 'typed-by-second.example',
    },
    own: { label: /^Destination port/, field: 'destinationPort', value: '1514' },
    saveUrl: /\/admin\/logging\/auditConfig$/,
    savedBanner: 'The audit configuration was saved.',
  },
];

for (const scenario of SCENARIOS) {
  const { form, shared, own } = scenario;
  const textbox = (page: Page, label: RegExp | string) => form(page).getByRole('textbox', { name: label });
  const saveResponse = (page: Page) =>
    page.waitForResponse((r) => r.request().method() === 'POST' && scenario.saveUrl.test(r.url()));

  /** Both administrators open the page; the first saves the shared field. */
  async function firstSaves(first: Page, second: Page): Promise<void> {
    await expect(textbox(first, own.label)).not.toHaveValue('');
    await expect(textbox(second, own.label)).not.toHaveValue('');
    await textbox(first, shared.label).fill(shared.first);
    await form(first).getByRole('button', { name: 'Save' }).click();
    await expect(host(first).locator('[part=banner]')).toContainText(scenario.savedBanner);
  }

  /** Keeps the settings, opens the page twice, lets the first save, runs `then` in the second; puts them back. */
  async function afterTheFirstSaved(fixtures: Fixtures, then: (second: Page) => Promise<void>): Promise<void> {
    // Two signed-in browsers on a shared 2-core machine take longer than one test's usual time.
    test.slow();
    const putBack = await scenario.keep(await apiAs(fixtures.request, ADMIN));
    try {
      const first = await fixtures.as(ADMIN, scenario.route);
      const second = await fixtures.as(ADMIN, scenario.route);
      await firstSaves(first, second);
      await then(second);
    } finally {
      await putBack();
    }
  }

  test(`two administrators save ${scenario.name}: the second sees the difference and applies his change on top`, ({
    as,
    request,
  }) =>
    afterTheFirstSaved({ as, request }, async (second) => {
      await textbox(second, own.label).fill(own.value);
      const refused = saveResponse(second);
      await form(second).getByRole('button', { name: 'Save' }).click();
      expect((await refused).status()).toBe(412);
      const dialog = conflictDialog(second);
      await expect(dialog.locator(`tr[data-field=${shared.field}]`)).toContainText(shared.first);
      await expect(dialog.locator(`tr[data-field=${own.field}]`)).toContainText(own.value);

      await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(textbox(second, shared.label)).toHaveValue(shared.first);
      await expect(textbox(second, own.label)).toHaveValue(own.value);
      const saved = saveResponse(second);
      await form(second).getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);

      await second.reload();
      await expect(textbox(second, shared.label)).toHaveValue(shared.first);
      await expect(textbox(second, own.label)).toHaveValue(own.value);
    }));

  test(`after a conflict on ${scenario.name}, taking the saved version shows it and keeps nothing refused`, ({
    as,
    request,
  }) =>
    afterTheFirstSaved({ as, request }, async (second) => {
      await textbox(second, shared.label).fill(shared.second);
      await form(second).getByRole('button', { name: 'Save' }).click();
      const dialog = conflictDialog(second);
      await expect(dialog.locator(`tr[data-field=${shared.field}]`)).toContainText('(changed by both)');
      await expect(dialog.locator(`tr[data-field=${shared.field}]`)).toContainText(shared.second);
      await dialog.getByRole('button', { name: 'Take the saved version' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(textbox(second, shared.label)).toHaveValue(shared.first);
    }));
}

test('leaving a changed landing editor asks first: staying keeps what was typed, leaving goes', async ({ as }) => {
  const admin = await as(ADMIN, 'editlanding');
  await main(admin).getByRole('button', { name: 'Add an application to Applications' }).click();
  const form = main(admin).getByRole('form', { name: 'Add an application to Applications' });
  await form.getByRole('textbox', { name: 'Name (English)' }).fill('Not saved yet');

  await mainMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
  const ask = host(admin).getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(form.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Not saved yet');

  await mainMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
  await ask.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(form).toHaveCount(0);
});

/** The ids of the featured categories named `name` (each category's first item is enough to see them). */
async function featuredCategoryIds(api: Api, name: string): Promise<number[]> {
  const lists = await api.call<{ itemCategories: { itemCategoryId: number; categoryName: string }[] }>(
    'GET',
    'access/featuredItems?size=1',
  );
  return lists.body.itemCategories.filter((c) => c.categoryName === name).map((c) => c.itemCategoryId);
}

const removeFeaturedCategories = (api: Api, ids: readonly number[]) =>
  api.call('DELETE', 'access/featuredItems/categories', {
    body: { itemCategories: ids.map((itemCategoryId) => ({ itemCategoryId })) },
  });

/** The console's next write of a featured category (`POST` adds, `PUT` renames). */
const categoryWrite = (page: Page, method: 'POST' | 'PUT') =>
  page.waitForResponse((r) => r.request().method() === method && /\/featuredItems\/categories$/.test(r.url()));

test('a featured category renamed meanwhile by a script: the administrator sees the new name and saves his on top', async ({
  as,
  request,
}) => {
  test.slow();
  const api = await apiAs(request, ADMIN);
  const category = `Conflict ${Date.now().toString(36)}`;
  const created = await api.call('POST', 'access/featuredItems/categories', {
    body: { itemCategories: [{ categoryName: category }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  const [id] = await featuredCategoryIds(api, category);
  expect(id).toBeDefined();
  try {
    const admin = await as(ADMIN, 'editrequest');
    await main(admin)
      .getByRole('button', { name: `Rename ${category}` })
      .click();
    const name = main(admin).getByRole('textbox', { name: 'Category name' });
    await name.fill(`${category} (admin)`);
    // A script renames the category without If-Match: the page's version changes under the open form.
    const renamed = await api.call('PUT', 'access/featuredItems/categories', {
      body: { itemCategories: [{ itemCategoryId: id, categoryName: `${category} (script)` }] },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const refused = categoryWrite(admin, 'PUT');
    await main(admin).getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(412);
    const dialog = conflictDialog(admin);
    await expect(dialog).toContainText(`${category} (script)`);
    await expect(dialog).toContainText(`${category} (admin)`);
    await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
    await expect(dialog).toHaveCount(0);
    const saved = categoryWrite(admin, 'PUT');
    await main(admin).getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(main(admin).getByRole('button', { name: `Rename ${category} (admin)` })).toBeVisible();
  } finally {
    await removeFeaturedCategories(api, id === undefined ? [] : [id]);
  }
});

test('a double click on Save of a new featured category sends one request and makes one category', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  const category = `Twice ${Date.now().toString(36)}`;
  const admin = await as(ADMIN, 'editrequest');
  await main(admin).getByRole('button', { name: 'Add a category' }).click();
  await main(admin).getByRole('textbox', { name: 'Category name' }).fill(category);
  let posts = 0;
  admin.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/featuredItems\/categories$/.test(sent.url())) posts += 1;
  });
  const saved = categoryWrite(admin, 'POST');
  await main(admin).getByRole('button', { name: 'Save' }).dblclick();
  expect((await saved).status()).toBeLessThan(300);
  await expect(main(admin).getByRole('button', { name: `Rename ${category}` })).toBeVisible();
  const made = await featuredCategoryIds(api, category);
  expect(posts).toBe(1);
  expect(made).toHaveLength(1);
  await removeFeaturedCategories(api, made);
});
