import type { Locator, Page } from '@playwright/test';
import { ADMIN, DAN, EDDIE, MARIA, axe, expect, host, main, test } from './access-helpers';
import { PASSWORD } from './shell-helpers';

// Issue 35: one box finds anything (Ctrl+K / ⌘K or the header's search button): people, roles, resources,
// groups, teams, SoD rules, request definitions, and the console's pages and actions, each as far as the
// user may see it.

const ROLE = 'Payroll Viewer';
const OUT_OF_DANS_SCOPE = 'Account Manager';
/** A role of Level20/Systems, the container Dan administers. */
const IN_DANS_SCOPE = 'Cloud Administrator';

const dialog = (page: Page): Locator => host(page).getByRole('dialog', { name: 'Search' });
const box = (page: Page): Locator => dialog(page).getByRole('combobox', { name: /Search people, roles/ });
const group = (page: Page, name: string): Locator => dialog(page).getByRole('group', { name, exact: true });

/** Opens the box with Ctrl+K and types `text`, waiting until `option` is offered in `groupName`. */
async function find(page: Page, text: string, groupName: string, option: string | RegExp): Promise<Locator> {
  if (!(await dialog(page).isVisible())) await page.keyboard.press('Control+k');
  await box(page).fill(text);
  const found = group(page, groupName).getByRole('option', { name: option }).first();
  await expect(found).toBeVisible();
  return found;
}

/** Moves the active option to `option` with the arrow keys and opens it with Enter. */
async function openWithKeys(page: Page, option: Locator): Promise<void> {
  const id = await option.getAttribute('id');
  for (let i = 0; i < 60 && (await box(page).getAttribute('aria-activedescendant')) !== id; i += 1)
    await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', id ?? '');
  await box(page).press('Enter');
  await expect(dialog(page)).toBeHidden();
}

test('uaadmin: Ctrl+K, a role’s name and Enter open the role; a person’s name opens the person; "Delegation" opens the page', async ({
  as,
}) => {
  test.setTimeout(90_000);
  const page = await as(ADMIN);
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  // An empty box offers pages and actions; the live region says nothing until there is a text.
  await expect(group(page, 'Pages')).toBeVisible();
  await expect(group(page, 'Actions').getByRole('option', { name: /Sign out/i })).toBeVisible();
  expect(await axe(page), 'serious or critical axe violations of the open box').toEqual([]);

  await openWithKeys(page, await find(page, ROLE, 'Roles', new RegExp(ROLE)));
  await expect(page).toHaveURL(/#\/role\/detail\//);
  await expect(main(page).getByRole('heading', { name: ROLE }).first()).toBeVisible();

  const person = await find(page, MARIA.fullName, 'People', new RegExp(MARIA.fullName));
  // The second line tells look-alikes apart: the person's e-mail.
  await expect(person).toContainText('@');
  await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results?/);
  await expect(person.locator('mark').first()).toHaveText(/Maria/i);
  await openWithKeys(page, person);
  await expect(page).toHaveURL(new RegExp(`#/users/${encodeURIComponent(MARIA.dn)}`, 'i'));
  await expect(main(page).getByText(MARIA.fullName).first()).toBeVisible();

  await openWithKeys(page, await find(page, 'Delegation', 'Pages', /^Page\s*Delegation/));
  await expect(page).toHaveURL(/#\/delegation$/);

  // Recent items come first on an empty box; Esc closes it and gives the focus back.
  const button = host(page).locator('[part=search-button]');
  await button.click();
  await expect(group(page, 'Recent').getByRole('option').first()).toContainText('Delegation');
  await expect(group(page, 'Recent')).toContainText(MARIA.fullName);
  await box(page).press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('euser finds people and pages but no role administration', async ({ as }) => {
  const page = await as(EDDIE);
  await find(page, MARIA.fullName, 'People', new RegExp(MARIA.fullName));
  await box(page).fill(ROLE);
  await expect(dialog(page).getByRole('status')).toHaveText(/result/);
  await expect(group(page, 'Roles')).toHaveCount(0);
  await expect(group(page, 'Actions').getByRole('option', { name: 'Create a role' })).toHaveCount(0);
  const firstPage = (await host(page)
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link')
    .first()
    .textContent())!.trim();
  await find(page, firstPage, 'Pages', new RegExp(firstPage));
});

test('dadmin finds only the roles of his scope', async ({ as }) => {
  const page = await as(DAN);
  await find(page, IN_DANS_SCOPE, 'Roles', new RegExp(IN_DANS_SCOPE));
  await box(page).fill(OUT_OF_DANS_SCOPE);
  await expect(dialog(page).getByRole('status')).toHaveText(/result/);
  await expect(group(page, 'Roles')).toHaveCount(0);
});

test('<idm-search> in the portal’s header emits idm-select with the chosen item', async ({ page }) => {
  await page.goto('/demo/portal.html');
  await page.locator('input[name=username]').fill(ADMIN.username);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/demo\/portal\.html$/);
  const search = page.locator('idm-search');
  // The portal opens the item itself: it cancels idm-select and keeps what it heard.
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    document.addEventListener('idm-select', (event) => {
      event.preventDefault();
      const e = event as CustomEvent;
      heard.push({ detail: e.detail, bubbles: e.bubbles, composed: e.composed });
    });
  });
  await search.getByRole('button', { name: 'Search' }).click({ timeout: 20_000 });
  const combobox = search.getByRole('combobox');
  await combobox.fill(MARIA.fullName);
  await expect(search.getByRole('option', { name: new RegExp(MARIA.fullName) }).first()).toBeVisible();
  await combobox.press('Enter');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
    .toEqual([{ detail: { kind: 'user', id: MARIA.dn, name: MARIA.fullName }, bubbles: true, composed: true }]);
  await expect(page).toHaveURL(/\/demo\/portal\.html$/);
});
