import type { Page } from '@playwright/test';
import { ADMIN, EDDIE, apiAs, axe, expect, host, main, screenshot, test, uniqueId } from './access-helpers';
import { profileItem } from './shell-helpers';

// Custom entities and the help desk (issue 19): #/entities, reached from the server-driven menu.

const table = (page: Page, name = 'Device entities') => main(page).getByRole('table', { name });

test('UA Admin creates, edits and deletes a device; search and advanced search find it', async ({ as }) => {
  test.setTimeout(90_000);
  const name = `LT-${uniqueId('e2e')
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')}`;
  const admin = await as(ADMIN);
  const menu = admin.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'People' }).click();
  await menu.getByRole('link', { name: 'Entities' }).click();
  await main(admin)
    .getByRole('link', { name: /^Device/ })
    .click();
  await expect(table(admin).locator('tbody tr').first()).toBeVisible();
  await screenshot(admin, 'entities-list-en');

  await main(admin).getByRole('link', { name: 'New Device' }).click();
  await main(admin).getByRole('button', { name: 'Create' }).click();
  await expect(main(admin).getByText('Required').first()).toBeVisible();
  await main(admin)
    .getByRole('textbox', { name: /Host Name/ })
    .fill(name);
  await main(admin)
    .getByRole('combobox', { name: /Device Type/ })
    .selectOption('laptop');
  await main(admin).getByRole('button', { name: 'Create' }).click();
  await expect(main(admin).getByRole('heading', { name, level: 1 })).toBeVisible();
  await screenshot(admin, 'entities-item-en');

  await main(admin).getByRole('button', { name: 'Edit' }).click();
  await main(admin).getByRole('textbox', { name: 'Serial Number' }).fill('SN-E2E-42');
  await main(admin).getByRole('button', { name: 'Save' }).click();
  await expect(main(admin).locator('[part=entity-facts]')).toContainText('SN-E2E-42');

  await main(admin).getByRole('link', { name: 'Back to Device' }).click();
  await main(admin)
    .getByRole('searchbox', { name: /Search in Device/ })
    .fill(name);
  await main(admin)
    .getByRole('searchbox', { name: /Search in Device/ })
    .press('Enter');
  await expect(table(admin).locator('tbody tr')).toHaveCount(1);
  await main(admin)
    .getByRole('searchbox', { name: /Search in Device/ })
    .fill('');
  await main(admin)
    .getByRole('searchbox', { name: /Search in Device/ })
    .press('Enter');
  await main(admin).getByRole('button', { name: 'Advanced search' }).click();
  await main(admin).getByRole('textbox', { name: 'Serial Number' }).fill('SN-E2E-42');
  await main(admin).getByRole('form', { name: 'Advanced search' }).getByRole('button', { name: 'Search' }).click();
  const row = table(admin).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);

  await row.getByRole('checkbox').check();
  await main(admin)
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(main(admin).locator('[part=staged]')).toContainText(
    'Entity deleted. Click Save to persist the changes.',
  );
  await main(admin).locator('[part=staged]').getByRole('button', { name: 'Save' }).click();
  await expect(table(admin)).toContainText('No Device entities found');
});

test('an end user opens a help desk ticket; UA Admin sees it among the tickets', async ({ as }) => {
  test.setTimeout(60_000);
  const subject = `Printer jams ${uniqueId('t')}`;
  const eddie = await as(EDDIE);
  await (await profileItem(eddie, 'Help Desk')).click();
  const dialog = host(eddie).getByRole('dialog', { name: 'Help Desk' });
  await dialog.getByRole('button', { name: 'Open a ticket' }).click();
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('device');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'What happened?' }).fill('Every second page jams on floor 3.');
  await dialog.getByRole('button', { name: 'Send ticket' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Ticket HD-\d{6} opened/);
  await screenshot(eddie, 'helpdesk-ticket-en');

  const admin = await as(ADMIN, 'entities/helpdesk');
  await main(admin).getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
  await main(admin).getByRole('searchbox', { name: 'Search tickets' }).press('Enter');
  const tickets = main(admin).getByRole('table', { name: 'tickets' });
  await expect(tickets.locator('tbody tr')).toHaveCount(1);
  await expect(tickets).toContainText(EDDIE.fullName);
  await screenshot(admin, 'helpdesk-tickets-en');
});

test('an end user cannot create entities: no way in the page, and the server refuses', async ({ as, request }) => {
  const eddie = await as(EDDIE, 'entities/device');
  await expect(table(eddie).locator('tbody tr').first()).toBeVisible();
  await expect(main(eddie).getByRole('link', { name: 'New Device' })).toHaveCount(0);
  await eddie.goto('/idmdash/#/entities/device/create');
  await expect(main(eddie).getByRole('alert')).toHaveText('You are not allowed to create entities.');
  const api = await apiAs(request, EDDIE);
  const answer = await api.call('POST', 'access/entities/item', {
    body: {
      key: 'device',
      attributes: [
        { key: 'cn', attributeValues: ['LT-NOPE'] },
        { key: 'deviceType', attributeValues: ['laptop'] },
      ],
    },
  });
  expect(answer.status).toBe(403);
});

test('the entity pages in Arabic, right to left (screenshots); axe finds nothing serious', async ({ as, request }) => {
  test.setTimeout(90_000);
  const admin = await as(ADMIN, 'entities/location');
  await expect(table(admin, 'Location entities').locator('tbody tr').first()).toBeVisible();
  expect(await axe(admin)).toEqual([]);
  const api = await apiAs(request, ADMIN);
  try {
    await api.call('POST', 'access/ulp/l10n/listLocales', { body: { userDN: ADMIN.dn, userPreferredLocales: ['ar'] } });
    await admin.goto('/idmdash/#/entities/location');
    await admin.reload();
    await expect(host(admin)).toHaveAttribute('dir', 'rtl');
    await expect(main(admin).getByRole('heading', { name: 'الكيانات', level: 1 })).toBeVisible();
    await expect(main(admin).getByRole('table').locator('tbody tr').first()).toBeVisible();
    await screenshot(admin, 'entities-list-ar');
    await main(admin).getByRole('table').getByRole('link', { name: 'EMEA' }).click();
    await expect(main(admin).getByRole('heading', { name: 'EMEA', level: 1 })).toBeVisible();
    await main(admin).getByRole('link', { name: 'المخطط التنظيمي' }).click();
    await expect(main(admin).getByRole('link', { name: 'Paris Office' })).toBeVisible();
    await screenshot(admin, 'entities-orgchart-ar');
    expect(await axe(admin)).toEqual([]);
  } finally {
    await api.call('POST', 'access/ulp/l10n/listLocales', { body: { userDN: ADMIN.dn, userPreferredLocales: ['en'] } });
  }
});
