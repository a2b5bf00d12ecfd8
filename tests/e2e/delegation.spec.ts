import type { Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  MARIA,
  apiAs,
  axe,
  createAccount,
  expect,
  host,
  itemDn,
  main,
  openTask,
  screenshot,
  test,
  type Api,
} from './access-helpers';
import { profileItem } from './shell-helpers';

// Who acts for whom (issue 17): delegations (#/delegation), availability (#/availability) and proxy
// assignments (#/proxyassignments). The approval engine and the Proxy As dialog read these records at once.

const DAY = 86_400_000;

/** Picks `option` from the picker named `label` after typing `query` into it. */
async function pick(page: Page, label: string, query: string, option: RegExp): Promise<void> {
  const picker = main(page).getByRole('combobox', { name: label });
  await picker.fill(query);
  await main(page).getByRole('listbox').getByRole('option', { name: option }).first().click();
  await picker.press('Escape');
}

/** Removes every delegation and availability period Maria has, and makes her available (clean-up). */
async function resetMaria(api: Api): Promise<void> {
  const mine = await api.call<{ delegations: { assignmentId: string; assignFromUsers: { dn: string }[] }[] }>(
    'GET',
    'access/delegation',
    { query: { size: '100' } },
  );
  // The list has the delegations she receives too (Dan's): only her own are hers to delete.
  const ids = mine.body.delegations
    .filter((d) => d.assignFromUsers[0]?.dn === MARIA.dn)
    .map((d) => ({ assignmentId: d.assignmentId }));
  if (ids.length > 0) await api.call('DELETE', 'access/delegation', { body: { delegations: ids } });
  const periods = await api.call<{ availability: { availabilityId: string }[] }>('GET', 'access/availability');
  const windows = periods.body.availability.map((a) => ({ availabilityId: a.availabilityId }));
  if (windows.length > 0) await api.call('DELETE', 'access/availability', { body: { availability: windows } });
  await api.call('POST', 'access/availability/status', { body: { status: 'available', dn: MARIA.dn } });
}

/** UA Admin asks for `item` for a new person; answers the person. */
async function requestForNewPerson(admin: Api, item: string, firstName: string) {
  const person = await createAccount(admin, firstName);
  const answer = await admin.call<{ success?: boolean }>('POST', 'access/requests/permissions', {
    body: {
      reqPermissions: [{ id: await itemDn(admin, item, 'ROLE') }],
      recipients: [{ dn: person.dn, type: 'user' }],
      reason: 'Delegation e2e',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return person;
}

test.describe('delegation and availability', () => {
  let maria: Api;
  test.beforeEach(async ({ request }) => {
    maria = await apiAs(request, MARIA);
    await resetMaria(maria);
  });
  test.afterEach(async () => resetMaria(maria));

  test("Maria delegates Source Repository approvals to Eddie for this week: the next request's task is Eddie's, marked Delegated", async ({
    as,
    request,
  }) => {
    test.setTimeout(120_000);
    const page = await as(MARIA, 'delegation');
    await expect(main(page).getByRole('heading', { name: 'Delegation', level: 1 })).toBeVisible();
    await main(page).getByRole('link', { name: 'New delegation' }).click();
    await expect(page).toHaveURL(/#\/delegation\/createDelegation$/);
    await pick(page, 'Delegate', 'Eddie', /Eddie User/);
    await main(page).getByLabel('Category').selectOption({ label: 'Role requests' });
    await main(page).getByRole('checkbox', { name: 'Source Repository' }).check();
    await expect(main(page).getByText('Chosen: Source Repository')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/access\/delegation$/.test(r.url()));
    await main(page).getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/#\/delegation$/);
    const row = main(page)
      .getByRole('table', { name: 'Delegations' })
      .getByRole('row')
      .filter({ hasText: 'Eddie User' });
    await expect(row).toContainText('Source Repository');
    await expect(row).toContainText('Active');
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'delegation-list');

    const admin = await apiAs(request, ADMIN);
    const person = await requestForNewPerson(admin, 'Source Repository', 'Delegated');
    const eddie = await as(EDDIE);
    const detail = await openTask(eddie, 'Source Repository', person.fullName);
    await expect(detail).toContainText('Delegated');
    await expect(detail).toContainText('Maria Manager');
  });

  test('an overlapping or past period is refused beside the period, and nothing typed is lost', async ({ as }) => {
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() + offset * DAY).toLocaleDateString('en-CA');
    const source = await itemDn(maria, 'Source Repository', 'ROLE');
    const created = await maria.call('POST', 'access/delegation', {
      body: {
        assignToUsers: [{ dn: EDDIE.dn }],
        requestDefs: [{ dn: source }],
        effectiveDate: Date.now(),
        expiryDate: Date.now() + 5 * DAY,
        isExpires: true,
      },
    });
    expect(created.status).toBe(200);
    const page = await as(MARIA, 'delegation/createDelegation');
    await pick(page, 'Delegate', 'Tina', /Tina Teammanager/);
    await main(page).getByLabel('Category').selectOption({ label: 'Role requests' });
    await main(page).getByRole('checkbox', { name: 'Source Repository' }).check();
    const period = main(page).locator('[part=period]');
    await period.getByLabel('First day').fill(day(2));
    await period.getByLabel('Last day').fill(day(8));
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(period.getByRole('alert')).toContainText('This period overlaps the delegation to Eddie User');
    // The clash's dates read in the console's date format, not as the server's UTC instants.
    await expect(period.getByRole('alert')).not.toContainText(/\d{4}-\d{2}-\d{2}T|UTC/);
    await expect(period.getByRole('alert')).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M/);
    await expect(period.getByLabel('First day')).toHaveAttribute('aria-invalid', 'true');
    await expect(period.getByLabel('First day')).toHaveValue(day(2));
    await expect(main(page).getByRole('checkbox', { name: 'Source Repository' })).toBeChecked();
    await screenshot(page, 'delegation-overlap');
    await period.getByLabel('First day').fill(day(-9));
    await period.getByLabel('Last day').fill(day(-2));
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(period.getByRole('alert')).toHaveText('This period is over: choose a last day from today on.');
    expect(await axe(page)).toEqual([]);
  });

  test("UA Admin reloads the edit page of Maria's delegation: it loads, and a change is saved", async ({ as }) => {
    const source = await itemDn(maria, 'Source Repository', 'ROLE');
    const created = await maria.call<{ assignmentId: string }>('POST', 'access/delegation', {
      body: {
        assignToUsers: [{ dn: EDDIE.dn }],
        requestDefs: [{ dn: source }],
        effectiveDate: Date.now(),
        expiryDate: Date.now() + 5 * DAY,
        isExpires: true,
      },
    });
    expect(created.status).toBe(200);
    const page = await as(ADMIN, `delegation/edit/${created.body.assignmentId}`);
    await expect(main(page).getByRole('heading', { name: 'Delegation of Maria Manager to Eddie User' })).toBeVisible();
    await expect(main(page).getByText('Chosen: Source Repository')).toBeVisible();
    await page.reload();
    await expect(main(page).getByText('Chosen: Source Repository')).toBeVisible();
    const period = main(page).locator('[part=period]');
    const last = new Date(Date.now() + 3 * DAY).toLocaleDateString('en-CA');
    await period.getByLabel('Last day').fill(last);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/access\/delegation$/.test(r.url()));
    await main(page).getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/#\/delegation$/);
  });

  test('Maria sets herself unavailable: a delegation of next month takes over her Wiki Editor approvals now', async ({
    as,
    request,
  }) => {
    test.setTimeout(120_000);
    const wiki = await itemDn(maria, 'Wiki Editor', 'ROLE');
    const later = Date.now() + 30 * DAY;
    const created = await maria.call('POST', 'access/delegation', {
      body: {
        assignToUsers: [{ dn: EDDIE.dn }],
        requestDefs: [{ dn: wiki }],
        effectiveDate: later,
        expiryDate: later + 7 * DAY,
        isExpires: true,
      },
    });
    expect(created.status).toBe(200);
    const page = await as(MARIA, 'availability');
    await expect(main(page).getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible();
    await expect(main(page).getByText('Now: available.')).toBeVisible();
    await main(page).getByRole('radio', { name: 'Unavailable (for every delegated request)' }).check();
    await main(page).getByRole('button', { name: 'Save status' }).click();
    await expect(main(page).getByText('Now: unavailable. Your delegates receive your tasks.')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await screenshot(page, 'availability-unavailable');

    const admin = await apiAs(request, ADMIN);
    const person = await requestForNewPerson(admin, 'Wiki Editor', 'Away');
    const eddie = await as(EDDIE);
    const detail = await openTask(eddie, 'Wiki Editor', person.fullName);
    await expect(detail).toContainText('Delegated');

    // A period of her own: for the Wiki Editor requests her delegation covers, this week.
    await main(page).getByRole('radio', { name: 'Available', exact: true }).check();
    await main(page).getByRole('button', { name: 'Save status' }).click();
    await expect(main(page).getByText('Now: available.')).toBeVisible();
    await main(page).getByRole('button', { name: 'New period' }).click();
    const form = main(page).locator('[part=availability-form]');
    await form.getByRole('checkbox', { name: 'Wiki Editor' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    const periods = main(page).getByRole('table', { name: 'Periods of unavailability' });
    await expect(periods.getByRole('row').filter({ hasText: 'Wiki Editor' })).toContainText('Now');
  });

  test('the delegation, availability and proxy pages in Arabic and dark: right to left, no serious axe violations', async ({
    as,
    request,
  }) => {
    test.setTimeout(90_000);
    const page = await as(ADMIN, 'delegation');
    try {
      await host(page).locator('[part=profile-button]').click();
      await host(page).locator('[part=profile-menu]').getByLabel('Language').selectOption('ar');
      await expect(host(page)).toHaveAttribute('dir', 'rtl');
      await page.keyboard.press('Escape');
      await expect(main(page).getByRole('heading', { name: 'التفويض', level: 1 })).toBeVisible();
      await page.evaluate(() => document.querySelector('idm-console')?.setAttribute('theme', 'dark'));
      await main(page).getByRole('checkbox', { name: 'كل المستخدمين' }).check();
      await expect(main(page).getByRole('table').getByRole('row').nth(1)).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await screenshot(page, 'delegation-list-ar-dark');
      await page.goto('/idmdash/#/delegation/createDelegation');
      await expect(main(page).getByRole('heading', { name: 'تفويض جديد', level: 1 })).toBeVisible();
      await screenshot(page, 'delegation-create-ar-dark');
      await page.goto('/idmdash/#/availability');
      await expect(main(page).getByRole('heading', { name: 'التوفر', level: 1 })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await screenshot(page, 'availability-ar-dark');
      await page.goto('/idmdash/#/proxyassignments');
      await expect(main(page).getByRole('heading', { name: 'تعيينات الوكلاء', level: 1 })).toBeVisible();
      await expect(main(page).getByRole('table').getByRole('row').nth(1)).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await screenshot(page, 'proxy-assignments-ar-dark');
    } finally {
      await (
        await apiAs(request, ADMIN)
      ).call('POST', 'access/ulp/l10n/listLocales', {
        body: { userDN: ADMIN.dn, userPreferredLocales: ['en'] },
      });
    }
  });
});

test('UA Admin lets Eddie act as Tina: Proxy As offers Tina at once, and no more once the assignment is deleted', async ({
  as,
}) => {
  test.setTimeout(120_000);
  const admin = await as(ADMIN, 'proxyassignments');
  await expect(main(admin).getByRole('heading', { name: 'Proxy Assignments', level: 1 })).toBeVisible();
  await expect(main(admin).getByRole('table', { name: 'Proxy assignments' })).toContainText('Paula Proxy');
  await main(admin).getByRole('button', { name: 'New proxy assignment' }).click();
  await pick(admin, 'Proxy', 'Eddie', /Eddie User/);
  await pick(admin, 'May act as', 'Tina', /Tina Teammanager/);
  expect(await axe(admin)).toEqual([]);
  // A double click saves once: one POST, one new row.
  let creates = 0;
  admin.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/access/proxy/create')) creates += 1;
  });
  const created = admin.waitForResponse((r) => r.url().endsWith('/access/proxy/create'));
  await main(admin).locator('[part=proxy-form]').getByRole('button', { name: 'Save' }).dblclick();
  expect((await created).status()).toBe(200);
  const row = main(admin).getByRole('row').filter({ hasText: 'Eddie User' });
  await expect(row).toContainText('Tina Teammanager');
  await expect(row).toHaveCount(1);
  expect(creates).toBe(1);
  await screenshot(admin, 'proxy-assignments');

  const eddie = await as(EDDIE);
  await (await profileItem(eddie, 'Proxy As')).click();
  const dialog = eddie.getByRole('dialog', { name: 'PROXY AS' });
  await dialog.getByRole('combobox').fill('Tina');
  await dialog.getByRole('option', { name: /Tina Teammanager/ }).click();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('checkbox').check();
  await main(admin)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await host(admin)
    .getByRole('dialog', { name: 'Delete proxy assignments' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);

  await eddie.reload();
  await eddie.locator('idm-console').locator('[part=profile-button]').click();
  await expect(eddie.locator('idm-console').locator('[part=profile-menu]')).toBeVisible();
  await expect(
    eddie.locator('idm-console').locator('[part=profile-menu]').getByRole('button', { name: 'Proxy As' }),
  ).toHaveCount(0);
});

test('UA Admin sets when the proxy and delegation services clean up: a past day is refused beside the field, a later one kept', async ({
  as,
  request,
}) => {
  const admin = await as(ADMIN, 'proxyassignments');
  const service = main(admin).locator('[part=proxy-service-settings]');
  try {
    await expect(service.getByRole('heading', { name: 'Proxy and delegation services' })).toBeVisible();
    await service.getByRole('textbox', { name: 'Synchronization interval (minutes)' }).fill('0');
    await service.getByRole('radio', { name: 'On a day' }).check();
    await service.getByLabel('Clean-up day').fill('2020-01-06');
    await service.getByRole('button', { name: 'Save service settings' }).click();
    await expect(service.getByText('Enter a whole number of minutes from 1 to 10080.')).toBeVisible();
    await expect(service.getByText('Choose a day from today on.')).toBeVisible();
    await service.getByRole('textbox', { name: 'Synchronization interval (minutes)' }).fill('30');
    await service.getByLabel('Clean-up day').fill('2099-01-05');
    await service.getByRole('button', { name: 'Save service settings' }).click();
    await expect(host(admin).locator('[part=banner]')).toContainText('The service settings were saved.');
    await admin.reload();
    await expect(service.getByLabel('Clean-up day')).toHaveValue('2099-01-05');
    await expect(service.getByRole('textbox', { name: 'Synchronization interval (minutes)' })).toHaveValue('30');
  } finally {
    await (
      await apiAs(request, ADMIN)
    ).call('POST', 'admin/proxy/service/settings', {
      body: { syncServiceActivationInterval: 60, cleanupChoice: 'interval' },
    });
  }
});
