import type { Page } from '@playwright/test';
import { ADMIN, DAN, EDDIE, TINA, apiAs, axe, expect, host, main, test, type Api } from './access-helpers';
import { PASSWORD } from './shell-helpers';

// Client settings (#/settings) and product configuration (#/configuration), issue 18. They change client 1, which
// every console reads: each test puts back the defaults of what it changed.

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function restore(api: Api, ...sections: string[]): Promise<void> {
  for (const section of sections) {
    const answer = await api.call('POST', `access/config/restoreSettings/${section}`, { query: { client: '1' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

async function openSettings(page: Page, tab: string): Promise<void> {
  const menu = page.locator('idm-console').getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Settings' }).click();
  await main(page).getByRole('tab', { name: tab, exact: true }).click();
}

test('UA Admin changes the title, logo and help-desk number: header, footer and help desk follow at once', async ({
  as,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  try {
    const page = await as(ADMIN);
    await openSettings(page, 'Branding');
    const form = main(page).locator('[part=section-branding]');
    await form.getByRole('textbox', { name: 'Title (English)' }).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    // Bad input: the message beside the field, nothing sent.
    await expect(form.getByText('Required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Title (English)' }).fill('Acme Identity Portal');
    await form
      .getByLabel('Upload a logo image')
      .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(form.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', /^data:image\/png;base64,/);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(host(page).locator('[part=banner]')).toContainText('Settings saved.');
    const brand = host(page).locator('[part=brand]');
    await expect(brand).toContainText('Acme Identity Portal');
    await expect(brand.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,iVBOR/);

    await main(page).getByRole('tab', { name: 'Help desk' }).click();
    const helpdesk = main(page).locator('[part=section-helpdesk]');
    await helpdesk.getByRole('textbox', { name: 'Phone number 1' }).fill('call us');
    await helpdesk.getByRole('button', { name: 'Save' }).click();
    await expect(helpdesk.getByText('Enter a phone number')).toBeVisible();
    await helpdesk.getByRole('textbox', { name: 'Phone number 1' }).fill('+49 30 1234 5678');
    await helpdesk.getByRole('button', { name: 'Save' }).click();
    await expect(host(page).locator('footer')).toContainText('+49 30 1234 5678');
    await host(page).locator('[part=profile-button]').click();
    await host(page).locator('[part=profile-menu]').getByRole('button', { name: 'Help Desk' }).click();
    await expect(host(page).getByRole('dialog', { name: 'Help Desk' })).toContainText('+49 30 1234 5678');
    await page.keyboard.press('Escape');
    expect(await axe(page)).toEqual([]);
  } finally {
    await restore(api, 'branding', 'helpdesk');
  }
});

test('a banner duration of 3 seconds: the next banner hides by itself after it', async ({ as, request }) => {
  const api = await apiAs(request, ADMIN);
  try {
    const page = await as(ADMIN);
    await openSettings(page, 'Customization');
    const form = main(page).locator('[part=section-customization]');
    await form.getByRole('textbox', { name: 'Banner duration (seconds)' }).fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter a whole number from 1 to 300')).toBeVisible();
    await form.getByRole('textbox', { name: 'Banner duration (seconds)' }).fill('3');
    await form.getByRole('button', { name: 'Save' }).click();
    const banner = host(page).locator('[part=banner]').getByText('Settings saved.');
    await expect(banner).toBeVisible();
    // The default would keep it 10 s, longer than this wait (5 s): it goes by the new 3 s.
    await expect(banner).toBeHidden();
  } finally {
    await restore(api, 'customization');
  }
});

test('only team managers may use the console: Eddie gets a clear page and the server refuses him, Tina and admins pass', async ({
  as,
  page,
  request,
}) => {
  const api = await apiAs(request, ADMIN);
  try {
    const admin = await as(ADMIN);
    await openSettings(admin, 'Access');
    const form = main(admin).locator('[part=section-access]');
    await form.getByRole('checkbox', { name: 'Team managers' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(host(admin).locator('[part=banner]')).toContainText('Settings saved.');

    await page.goto('/idmdash/');
    await page.locator('input[name=username]').fill(EDDIE.username);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    const refusal = host(page).locator('[part=access-denied]');
    await expect(refusal.getByRole('heading', { name: 'No access to this console' })).toBeVisible();
    await expect(refusal.getByRole('alert')).toContainText('You are not allowed to use this console.');
    await expect(refusal.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect((await (await apiAs(request, EDDIE)).call('GET', 'access/info/user/rights')).status).toBe(403);

    await as(TINA);
    await admin.reload();
    await expect(host(admin).getByTestId('user-name')).toHaveText(ADMIN.fullName);
  } finally {
    await restore(api, 'access');
  }
});

test('an uploaded client stylesheet applies at once, without a reload', async ({ as, request }) => {
  const api = await apiAs(request, ADMIN);
  try {
    const page = await as(ADMIN);
    await openSettings(page, 'Stylesheet');
    const brand = host(page).locator('[part=brand]');
    await expect(brand).toHaveCSS('word-spacing', '0px');
    const form = main(page).locator('[part=section-style]');
    await form.getByRole('textbox', { name: 'Stylesheet' }).fill("[part='brand'] { word-spacing: 7px; }");
    await form.getByRole('button', { name: 'Upload stylesheet' }).click();
    await expect(host(page).locator('[part=banner]')).toContainText('Stylesheet uploaded; it applies now.');
    await expect(brand).toHaveCSS('word-spacing', '7px');
  } finally {
    const restored = await api.call('PUT', 'access/config/uploadStyle', {
      query: { client: '1' },
      body: '/* none */',
      contentType: 'text/plain; charset=utf-8',
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  }
});

test('the IG password is write-only: shown as set, never sent back', async ({ as, request }) => {
  const api = await apiAs(request, ADMIN);
  const secret = 'S3cret-Never-Shown';
  try {
    const page = await as(ADMIN, 'configuration');
    await main(page).getByRole('link', { name: 'Identity Governance' }).click();
    const form = main(page).locator('[part=ig-settings]');
    await form.getByRole('textbox', { name: 'Identity Governance address' }).fill('https://ig.example.com');
    await form.getByRole('textbox', { name: 'Administrator user name' }).fill('igadmin');
    await form.getByLabel('New administrator password (leave empty to keep it)').fill(secret);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Administrator password: set')).toBeVisible();
    await expect(form.getByLabel('New administrator password (leave empty to keep it)')).toHaveValue('');
    const answer = await api.call('GET', 'access/administration/igConfig');
    expect(JSON.stringify(answer.body)).not.toContain(secret);
    expect(answer.body).toMatchObject({ adminPassword: '', adminPasswordSet: true, host: 'https://ig.example.com' });
  } finally {
    await api.call('POST', 'access/administration/igConfig', {
      body: { host: '', adminUserName: '', showIgApprovals: false, showIgRequestCatalog: false },
    });
  }
});

test('a delegated administrator reaches neither settings nor configuration, in the menu or over REST', async ({
  as,
  request,
}) => {
  const page = await as(DAN);
  const menu = host(page).getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Roles' }).or(menu.getByRole('button').first())).not.toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Configuration' })).toHaveCount(0);
  await page.goto('/idmdash/#/configuration/igConfiguration');
  await expect(host(page).getByRole('dialog', { name: 'Unauthorized Access' })).toBeVisible();
  const api = await apiAs(request, DAN);
  for (const [method, path, body] of [
    ['POST', 'access/config/branding', { settings: [] }],
    ['GET', 'access/administration/igConfig', undefined],
    [
      'PUT',
      'admin/display/settings/general',
      { defaultRowsPerPage: 5, optionsRowsPerPage: '5', newRequestDefaultSortByOption: 'name' },
    ],
  ] as const) {
    const answer = await api.call(method, path, body === undefined ? {} : { body, query: { client: '1' } });
    expect(answer.status, `${method} ${path}`).toBe(403);
  }
});
