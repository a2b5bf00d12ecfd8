import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect, host, main, test, type Api } from './access-helpers';
import { mainMenu } from './shell-helpers';

// No lost work on a settings page (issue 33): two administrators on client 1's branding, leaving a changed
// section; and the max user search as a client setting (issue 34 item 14). Each test restores what it changed.

async function restore(api: Api, ...sections: string[]): Promise<void> {
  for (const section of sections) {
    const answer = await api.call('POST', `access/config/restoreSettings/${section}`, { query: { client: '1' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

async function openSection(page: Page, tab: string): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
  await main(page).getByRole('tab', { name: tab, exact: true }).click();
}

const branding = (page: Page) => main(page).locator('[part=section-branding]');
const title = (page: Page) => branding(page).getByRole('textbox', { name: 'Title (English)' });
const titleLink = (page: Page) => branding(page).getByRole('textbox', { name: 'Title and logo link' });
const conflictDialog = (page: Page) => host(page).getByRole('dialog', { name: 'Someone else saved this meanwhile' });
const brandingSave = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && /\/access\/config\/branding\?/.test(r.url()));

test('two administrators save the branding: the second sees what changed and applies his change on top; nothing is lost', async ({
  as,
  request,
}) => {
  // Two signed-in browsers on a shared 2-core machine take longer than one test's usual time.
  test.slow();
  const api = await apiAs(request, ADMIN);
  try {
    const first = await as(ADMIN);
    const second = await as(ADMIN);
    await openSection(first, 'Branding');
    await openSection(second, 'Branding');
    await expect(title(second)).toHaveValue('Identity Manager');

    await title(first).fill('Acme by the first');
    await branding(first).getByRole('button', { name: 'Save' }).click();
    await expect(host(first).locator('[part=banner]')).toContainText('Settings saved.');

    await titleLink(second).fill('#/dashboard');
    const refused = brandingSave(second);
    await branding(second).getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(412);
    const dialog = conflictDialog(second);
    await expect(dialog.locator('tr[data-field=title]')).toContainText('Acme by the first');
    await expect(dialog.locator('tr[data-field=titleLink]')).toContainText('#/dashboard');

    await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(title(second)).toHaveValue('Acme by the first');
    await expect(titleLink(second)).toHaveValue('#/dashboard');
    const saved = brandingSave(second);
    await branding(second).getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await second.reload();
    await main(second).getByRole('tab', { name: 'Branding', exact: true }).click();
    await expect(title(second)).toHaveValue('Acme by the first');
    await expect(titleLink(second)).toHaveValue('#/dashboard');
  } finally {
    await restore(api, 'branding');
  }
});

test('after a conflict on the branding, taking the saved version shows it and keeps nothing of the refused form', async ({
  as,
  request,
}) => {
  // Two signed-in browsers on a shared 2-core machine take longer than one test's usual time.
  test.slow();
  const api = await apiAs(request, ADMIN);
  try {
    const first = await as(ADMIN);
    const second = await as(ADMIN);
    await openSection(first, 'Branding');
    await openSection(second, 'Branding');
    await expect(title(second)).toHaveValue('Identity Manager');
    await title(first).fill('Saved first');
    await branding(first).getByRole('button', { name: 'Save' }).click();
    await expect(host(first).locator('[part=banner]')).toContainText('Settings saved.');

    await title(second).fill('Typed second');
    await branding(second).getByRole('button', { name: 'Save' }).click();
    const dialog = conflictDialog(second);
    await expect(dialog.locator('tr[data-field=title]')).toContainText('(changed by both)');
    await expect(dialog.locator('tr[data-field=title]')).toContainText('Typed second');
    await dialog.getByRole('button', { name: 'Take the saved version' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(title(second)).toHaveValue('Saved first');
  } finally {
    await restore(api, 'branding');
  }
});

test('leaving a changed settings section asks first: staying keeps what was typed, leaving goes', async ({ as }) => {
  const admin = await as(ADMIN);
  await openSection(admin, 'Help desk');
  const helpdesk = main(admin).locator('[part=section-helpdesk]');
  await helpdesk.getByRole('textbox', { name: 'Help desk name' }).fill('Not saved yet');

  await mainMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
  const ask = host(admin).getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(helpdesk.getByRole('textbox', { name: 'Help desk name' })).toHaveValue('Not saved yet');

  await mainMenu(admin).getByRole('link', { name: 'Dashboard' }).click();
  await ask.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(helpdesk).toHaveCount(0);
});

test('the max user search is a client setting: set low, a broad user search says there are too many users', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  try {
    const admin = await as(ADMIN);
    await openSection(admin, 'Customization');
    const form = main(admin).locator('[part=section-customization]');
    const max = form.getByRole('textbox', { name: /^Max user search/ });
    await expect(max).toHaveValue('10000');
    await max.fill('many');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter a whole number')).toBeVisible();
    await max.fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(host(admin).locator('[part=banner]')).toContainText('Settings saved.');

    await admin.goto('/idmdash/#/users');
    await expect(main(admin).getByText('Too many users to display, Please refine your search.')).toBeVisible();
  } finally {
    await restore(api, 'customization');
  }
});
