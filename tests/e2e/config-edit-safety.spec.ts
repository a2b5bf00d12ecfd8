import type { Page } from '@playwright/test';
import { ADMIN, apiAs, expect, host, main, test, type Api } from './access-helpers';
import { mainMenu } from './shell-helpers';

// No lost work on a configuration page (issue 33): two administrators save the delegation settings; leaving a
// changed landing editor asks. Each test puts back what it changed.

type Json = Record<string, unknown>;

async function keepDelegation(api: Api): Promise<() => Promise<void>> {
  const read = await api.call<Json>('GET', 'access/administration/delegation');
  expect(read.status).toBe(200);
  return async () => {
    const answer = await api.call('POST', 'access/administration/delegation', { body: read.body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
}

const card = (page: Page) => main(page).locator('[part=delegation-settings]');
const template = (page: Page) => card(page).getByRole('textbox', { name: 'Delegation notification template' });
const retention = (page: Page) => card(page).getByRole('textbox', { name: 'Keep expired delegations (days)' });
const conflictDialog = (page: Page) => host(page).getByRole('dialog', { name: 'Someone else saved this meanwhile' });
const delegationSave = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && /\/access\/administration\/delegation$/.test(r.url()));

/** Both administrators open the delegation settings; the first saves a new template. */
async function firstSavesTemplate(first: Page, second: Page, text: string): Promise<void> {
  await expect(template(first)).not.toHaveValue('');
  await expect(template(second)).not.toHaveValue('');
  await template(first).fill(text);
  await card(first).getByRole('button', { name: 'Save' }).click();
  await expect(host(first).locator('[part=banner]')).toContainText('Settings saved.');
}

test('two administrators save the delegation settings: the second sees the difference and applies his change on top', async ({
  as,
  request,
}) => {
  // Two signed-in browsers on a shared 2-core machine take longer than one test's usual time.
  test.slow();
  const putBack = await keepDelegation(await apiAs(request, ADMIN));
  try {
    const first = await as(ADMIN, 'configuration/delegationproxy');
    const second = await as(ADMIN, 'configuration/delegationproxy');
    await expect(retention(second)).not.toHaveValue('');
    await firstSavesTemplate(first, second, 'Template of the first');

    await retention(second).fill('77');
    const refused = delegationSave(second);
    await card(second).getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(412);
    const dialog = conflictDialog(second);
    await expect(dialog.locator('tr[data-field=delegateNotfTemplate]')).toContainText('Template of the first');
    await expect(dialog.locator('tr[data-field=delegationRetentionTime]')).toContainText('77');

    await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(template(second)).toHaveValue('Template of the first');
    await expect(retention(second)).toHaveValue('77');
    const saved = delegationSave(second);
    await card(second).getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await second.reload();
    await expect(template(second)).toHaveValue('Template of the first');
    await expect(retention(second)).toHaveValue('77');
  } finally {
    await putBack();
  }
});

test('after a conflict on the delegation settings, taking the saved version shows it and keeps nothing refused', async ({
  as,
  request,
}) => {
  test.slow();
  const putBack = await keepDelegation(await apiAs(request, ADMIN));
  try {
    const first = await as(ADMIN, 'configuration/delegationproxy');
    const second = await as(ADMIN, 'configuration/delegationproxy');
    await firstSavesTemplate(first, second, 'Saved by the first');

    await template(second).fill('Typed by the second');
    await card(second).getByRole('button', { name: 'Save' }).click();
    const dialog = conflictDialog(second);
    await expect(dialog.locator('tr[data-field=delegateNotfTemplate]')).toContainText('(changed by both)');
    await expect(dialog.locator('tr[data-field=delegateNotfTemplate]')).toContainText('Typed by the second');
    await dialog.getByRole('button', { name: 'Take the saved version' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(template(second)).toHaveValue('Saved by the first');
  } finally {
    await putBack();
  }
});

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

// The auditing configuration (on the form kit since issue 33's last editors): the same two administrators.
async function keepAuditing(api: Api): Promise<() => Promise<void>> {
  const read = await api.call<Json>('GET', 'admin/logging/list?fetchLogConfigs=false');
  expect(read.status).toBe(200);
  const { enableCEF, cefConfigs } = read.body;
  return async () => {
    const answer = await api.call('POST', 'admin/logging/auditConfig', { body: { enableCEF, cefConfigs } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
}

const auditForm = (page: Page) => main(page).locator('[part=audit-configuration]');
const auditHost = (page: Page) => auditForm(page).getByRole('textbox', { name: /^Destination host/ });
const auditPort = (page: Page) => auditForm(page).getByRole('textbox', { name: /^Destination port/ });
const auditSave = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && /\/admin\/logging\/auditConfig$/.test(r.url()));

/** Both administrators open the auditing page; the first saves a new destination host. */
async function firstSavesHost(first: Page, second: Page, destination: string): Promise<void> {
  await expect(auditPort(first)).not.toHaveValue('');
  await expect(auditPort(second)).not.toHaveValue('');
  await auditHost(first).fill(destination);
  await auditForm(first).getByRole('button', { name: 'Save' }).click();
  await expect(host(first).locator('[part=banner]')).toContainText('The audit configuration was saved.');
}

test('two administrators save the auditing configuration: the second applies his port on top of the new host', async ({
  as,
  request,
}) => {
  test.slow();
  const putBack = await keepAuditing(await apiAs(request, ADMIN));
  try {
    const first = await as(ADMIN, 'configuration/auditing');
    const second = await as(ADMIN, 'configuration/auditing');
    await firstSavesHost(first, second, 'siem-first.example');

    await auditPort(second).fill('1514');
    const refused = auditSave(second);
    await auditForm(second).getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(412);
    const dialog = conflictDialog(second);
    await expect(dialog.locator('tr[data-field=destinationHost]')).toContainText('siem-first.example');
    await expect(dialog.locator('tr[data-field=destinationPort]')).toContainText('1514');
    await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(auditHost(second)).toHaveValue('siem-first.example');
    await expect(auditPort(second)).toHaveValue('1514');
    const saved = auditSave(second);
    await auditForm(second).getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await second.reload();
    await expect(auditHost(second)).toHaveValue('siem-first.example');
    await expect(auditPort(second)).toHaveValue('1514');
  } finally {
    await putBack();
  }
});

test('after a conflict on the auditing configuration, taking the saved version shows the first one’s host', async ({
  as,
  request,
}) => {
  test.slow();
  const putBack = await keepAuditing(await apiAs(request, ADMIN));
  try {
    const first = await as(ADMIN, 'configuration/auditing');
    const second = await as(ADMIN, 'configuration/auditing');
    await firstSavesHost(first, second, 'saved-by-first.example');

    await auditHost(second).fill('typed-by-second.example');
    await auditForm(second).getByRole('button', { name: 'Save' }).click();
    const dialog = conflictDialog(second);
    await expect(dialog.locator('tr[data-field=destinationHost]')).toContainText('(changed by both)');
    await expect(dialog.locator('tr[data-field=destinationHost]')).toContainText('typed-by-second.example');
    await dialog.getByRole('button', { name: 'Take the saved version' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(auditHost(second)).toHaveValue('saved-by-first.example');
  } finally {
    await putBack();
  }
});
