import { test, expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { ADMIN, EDDIE, MARIA, hashFor, host, main, saveLocaleByApi, screenshot, signInAs } from './people-helpers';

// axe (no serious or critical violations) on the people pages, and the catalog and details right to left.

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

test('axe: the user catalog, as cards and as the list, with the quick info open', async ({ page }) => {
  await signInAs(page, ADMIN, 'users');
  await expect(main(page).getByRole('list', { name: 'Users' })).toBeVisible();
  await main(page)
    .getByRole('button', { name: /^Advanced Search/ })
    .click();
  await expect(main(page).getByRole('form', { name: 'Advanced Search' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await main(page).getByRole('button', { name: 'List view' }).click();
  await expect(main(page).getByRole('table', { name: 'users' }).getByRole('row')).not.toHaveCount(1);
  await main(page)
    .getByRole('button', { name: /^Quick info about / })
    .first()
    .click();
  await expect(main(page).getByRole('dialog').getByRole('button', { name: 'View more info' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe: the org chart, whose buttons say their visible text (label in name, WCAG 2.5.3)', async ({ page }) => {
  await signInAs(page, MARIA, 'orgchart');
  await expect(main(page).getByRole('group', { name: `Organization of ${MARIA.fullName}` })).toBeVisible();
  await expect(main(page).getByRole('button', { name: `Request for this person (${EDDIE.fullName})` })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe: a details page', async ({ page }) => {
  await signInAs(page, ADMIN, hashFor('detailInfo', MARIA.dn).slice(2));
  await expect(
    main(page).getByRole('article', { name: `Identity information About: ${MARIA.fullName}` }),
  ).toBeVisible();
  await expect(
    main(page).getByRole('region', { name: 'Group Memberships' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe: the create form, empty and with its messages', async ({ page }) => {
  await signInAs(page, ADMIN, 'createUser');
  const form = main(page).getByRole('region', { name: 'Create User' });
  await expect(form.getByRole('textbox', { name: 'First Name', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await form.getByRole('textbox', { name: 'User ID', exact: true }).fill('a/b');
  await form.getByRole('textbox', { name: 'User ID', exact: true }).press('Enter');
  await expect(form.getByRole('textbox', { name: 'First Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
});

test('axe: my profile, its details with the edit form, and the password sync tab', async ({ page }) => {
  await signInAs(page, EDDIE, 'myProfile');
  const panel = main(page).getByRole('tabpanel');
  await expect(panel.getByRole('combobox', { name: 'Preferred language' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await panel.getByRole('button', { name: 'Edit' }).click();
  await expect(panel.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await main(page).getByRole('tab', { name: 'Password Sync Status' }).click();
  await expect(panel.getByRole('list', { name: 'Password synchronization status' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('right to left: the catalog and a details page in Arabic (screenshots)', async ({ page }) => {
  await signInAs(page, ADMIN, 'users');
  await expect(main(page).getByRole('list', { name: 'Users' })).toBeVisible();
  try {
    await host(page).locator('[part=profile-button]').click();
    await host(page).locator('[part=profile-menu]').getByLabel('Language').selectOption('ar');
    await expect(host(page)).toHaveAttribute('dir', 'rtl');
    await expect(host(page)).toHaveAttribute('lang', 'ar');
    await page.keyboard.press('Escape');

    const cards = main(page).getByRole('list', { name: 'المستخدمون' });
    await expect(cards).toBeVisible();
    // The first card starts on the right.
    const first = await cards.getByRole('listitem').first().boundingBox();
    const viewport = page.viewportSize();
    expect(first && viewport ? first.x + first.width > viewport.width / 2 : false).toBe(true);
    await screenshot(page, 'rtl-catalog');

    await page.goto(`/idmdash/${hashFor('detailInfo', MARIA.dn)}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(MARIA.fullName);
    await expect(host(page)).toHaveAttribute('dir', 'rtl');
    // Phone numbers keep their left-to-right order ('+1 555-…', not '…-555 1+').
    const phone = main(page).getByRole('link', { name: '+1 555-010-0101' });
    await expect(phone).toBeVisible();
    expect(await phone.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await screenshot(page, 'rtl-details');
  } finally {
    await saveLocaleByApi(page, ADMIN.dn, 'en');
  }
});
