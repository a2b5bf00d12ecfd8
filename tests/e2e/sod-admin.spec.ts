import type { Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  addToCart,
  apiAs,
  axe,
  cart,
  decideTask,
  expect,
  host,
  main,
  openTask,
  PROVISIONING_TIMEOUT,
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

/** Creates a rule between `first` and `second` in #/sod/create; the page is left on the new rule. */
async function createRule(page: Page, name: string, first: string, second: string, always: boolean): Promise<void> {
  await page.goto('/idmdash/#/sod/create');
  await main(page).getByLabel('Name', { exact: true }).fill(name);
  await pick(page, 'Conflicting roles', first, new RegExp(first));
  await pick(page, 'Conflicting roles', second, new RegExp(second));
  if (always) await main(page).getByRole('radio', { name: 'Always allow an exception' }).check();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/catalog\/sods$/.test(r.url()));
  await main(page).getByRole('button', { name: 'Create SoD rule' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { sodApprovalType?: string }).sodApprovalType).toBe(
    always ? 'alwaysAllow' : 'allowWithWorkflow',
  );
  await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(main(page).locator('[part=sod-violations]')).toContainText('No one holds both roles.');
}

/** Eddie asks for both roles in one cart: the conflict asks for a justification, then the request is sent. */
async function requestBoth(page: Page, rule: string, first: string, second: string, justification: string) {
  await addToCart(page, first, second);
  await expect(cart(page).locator('.ra-sod-warning')).toContainText(rule);
  await reasonField(page).fill('Both for the quarter.');
  await submitButton(page).click();
  const dialog = host(page).getByRole('dialog', { name: 'Separation of duties conflict' });
  await expect(dialog).toContainText(rule);
  await dialog.getByRole('textbox', { name: 'Justification' }).fill(justification);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/rest/access/requests/permissions'),
  );
  await dialog.getByRole('button', { name: 'Submit with justification' }).click();
  const sent = await answered;
  expect((sent.request().postDataJSON() as { sodJustification?: string }).sodJustification).toBe(justification);
  expect(((await sent.json()) as { success: boolean }).success).toBe(true);
  await expect(dialog).toBeHidden();
}

/** The rule's violations, looked at again (reloading) until Eddie is listed as `text`. */
async function expectViolation(page: Page, text: string): Promise<void> {
  const violations = main(page).locator('[part=sod-violations]');
  await expect(async () => {
    await page.reload();
    await expect(violations.getByRole('listitem').filter({ hasText: EDDIE.fullName })).toHaveText(text, {
      timeout: 2_000,
    });
  }).toPass({ timeout: PROVISIONING_TIMEOUT, intervals: [500, 1_000, 2_000] });
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
  expect((await created).status()).toBe(200);
  await expect(admin).toHaveURL(/#\/sod\/detail\//);
  await expect(main(admin).getByRole('heading', { name, level: 1 })).toBeVisible();
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

test('a rule that needs approval: Eddie’s justified request becomes an exception approval task; once approved the violation shows it', async ({
  as,
}) => {
  test.setTimeout(120_000);
  // Two permission roles without approval of their own that no other test requests.
  const [first, second] = ['ADP Payroll Admin Access', 'Artifactory Support Access'];
  const name = `E2E workflow rule ${uniqueId('s')}`;
  const justification = `Covering payroll support ${uniqueId('j')}`;
  const admin = await as(ADMIN);
  await createRule(admin, name, first, second, false);
  const ruleUrl = admin.url();

  const eddie = await as(EDDIE, 'requests');
  await requestBoth(eddie, name, first, second, justification);

  // The default SoD approver (UA Admin) gets the exception to decide, with the justification.
  const task = await openTask(admin, second, EDDIE.fullName);
  await expect(task).toContainText(justification);
  await decideTask(admin, 'Approve', 'Exception granted.');

  await admin.goto(ruleUrl);
  await expectViolation(admin, `${EDDIE.fullName} Exception approved Justification: ${justification}`);
});

test('an always-allow rule: Eddie’s justified request goes on, and the violation shows the exception approved', async ({
  as,
}) => {
  test.setTimeout(90_000);
  const [first, second] = ['ADP Payroll API Access', 'AWS Reporting Access'];
  const name = `E2E always rule ${uniqueId('s')}`;
  const justification = `Reports for the payroll API ${uniqueId('j')}`;
  const admin = await as(ADMIN);
  await createRule(admin, name, first, second, true);

  const eddie = await as(EDDIE, 'requests');
  await requestBoth(eddie, name, first, second, justification);

  await expectViolation(admin, `${EDDIE.fullName} Exception approved Justification: ${justification}`);
});
