import type { Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  addToCart,
  apiAs,
  axe,
  cart,
  expect,
  host,
  main,
  reasonField,
  submitButton,
  test,
  uniqueId,
} from './access-helpers';

// Separation of duties administration (issue 14): #/sod. A rule made here takes effect at once in Request
// Access's conflict check.

const table = (page: Page) => main(page).getByRole('table', { name: 'SoD rules' });

/** Picks `option` from the picker named `label` after typing `query` into it. */
async function pick(page: Page, label: string, query: string, option: RegExp): Promise<void> {
  const picker = main(page).getByRole('combobox', { name: label });
  await picker.fill(query);
  await main(page).getByRole('listbox').getByRole('option', { name: option }).first().click();
  // The list stays open for more choices; Esc closes it.
  await picker.press('Escape');
}

test('UA Admin finds Separation of Duties in the menu; the rules list their two roles', async ({ as }) => {
  const admin = await as(ADMIN);
  const menu = admin.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Administration' }).click();
  await menu.getByRole('link', { name: 'Separation of Duties' }).click();
  await expect(admin).toHaveURL(/#\/sod$/);
  await expect(table(admin).locator('tbody tr').first()).toContainText('⟷');
  expect(await axe(admin)).toEqual([]);
});

test('a rule created in #/sod/create makes Request Access ask Eddie for a justification; deleting it lifts the conflict', async ({
  as,
  request,
}) => {
  test.setTimeout(90_000);
  // Two permission roles no other test requests.
  const first = 'Adobe Experience Read Access';
  const partner = 'Adobe Experience Reporting Access';
  const name = `E2E rule ${uniqueId('s')}`;
  const admin = await as(ADMIN, 'sod/create');
  await main(admin).getByLabel('Name', { exact: true }).fill(name);
  await main(admin).getByLabel('Description', { exact: true }).fill('Reading and reporting stay apart');
  await pick(admin, 'Conflicting roles', 'Adobe Experience Read', new RegExp(first));
  await pick(admin, 'Conflicting roles', 'Adobe Experience Reporting', new RegExp(partner));
  await expect(main(admin).getByText('Choose exactly two roles.')).toHaveCount(0);
  const created = admin.waitForResponse((r) => r.request().method() === 'POST' && /\/catalog\/sods$/.test(r.url()));
  await main(admin).getByRole('button', { name: 'Create SoD rule' }).click();
  expect((await created).status()).toBe(201);
  await expect(admin).toHaveURL(/#\/sod\/detail\//);
  await expect(main(admin).getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(main(admin).locator('[part=sod-violations]')).toContainText('No one holds both roles.');

  const eddie = await as(EDDIE, 'requests');
  await addToCart(eddie, first, partner);
  await expect(cart(eddie).locator('.ra-sod-warning')).toContainText(name);
  await reasonField(eddie).fill('Both for the quarterly report.');
  await submitButton(eddie).click();
  const dialog = host(eddie).getByRole('dialog', { name: 'Separation of duties conflict' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Deleting the rule: the same cart no longer conflicts.
  await admin.goto('/idmdash/#/sod');
  const search = main(admin).getByRole('searchbox', { name: /Search SoD rules/ });
  await search.fill(name);
  await search.press('Enter');
  await main(admin)
    .getByRole('checkbox', { name: `Select ${name}` })
    .check();
  await main(admin).getByRole('button', { name: 'Delete (1)' }).click();
  const deleted = admin.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().endsWith('/catalog/sods/sod'),
  );
  await host(admin).getByRole('dialog', { name: 'Delete SoD rules' }).getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).ok()).toBe(true);
  const api = await apiAs(request, ADMIN);
  const left = await api.call<{ sods: { name: string }[] }>('GET', 'catalog/sods', { query: { q: name } });
  expect(left.body.sods.map((s) => s.name)).not.toContain(name);
});
