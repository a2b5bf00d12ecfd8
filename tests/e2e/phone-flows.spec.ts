import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  ADMIN,
  EDDIE,
  MARIA,
  apiAs,
  createUser,
  expect,
  host,
  itemDn,
  main,
  screenshot,
  test,
  uniqueId,
  type Account,
} from './access-helpers';
import { sidewaysScroll } from './layout-checks';

// Issue 34, phones: at 390 × 844 a manager approves a task with a comment and a user requests an item through
// the cart, by thumb, in English and in Arabic, and the page never scrolls sideways.

const PHONE = { width: 390, height: 844 };

/** The words of a locale as the console shows them (the same files the console loads). */
function words(locale: string, namespace: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../src/i18n/${locale}/${namespace}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>)[namespace] ?? {};
}
function word(strings: Record<string, unknown>, key: string): string {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], strings);
  if (typeof value !== 'string') throw new Error(`no string ${key}`);
  return value;
}

/** Signs in at phone size in the account's saved locale (set back to English after the test). */
async function onPhone(
  as: (account: Account, route?: string) => Promise<Page>,
  api: Awaited<ReturnType<typeof apiAs>>,
  account: Account,
  locale: string,
): Promise<Page> {
  await saveLocale(api, account, locale);
  const page = await as(account);
  await page.setViewportSize(PHONE);
  await expect(host(page)).toHaveAttribute('lang', locale);
  return page;
}
async function saveLocale(api: Awaited<ReturnType<typeof apiAs>>, account: Account, locale: string): Promise<void> {
  const answer = await api.call('POST', 'access/ulp/l10n/listLocales', {
    body: { userDN: account.dn, userPreferredLocales: [locale] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
}
async function expectThumbSized(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

for (const locale of ['en', 'ar']) {
  test(`phone (${locale}): Maria opens a task from the task list and approves it with a comment`, async ({
    as,
    request,
  }) => {
    test.setTimeout(90_000);
    const tasks = words(locale, 'tasks');
    // A task's details and dialogs say theirs from their own namespace.
    const taskViews = words(locale, 'taskViews');
    const item = 'IDE License'; // one step: mmanager
    const admin = await apiAs(request, ADMIN);
    const recipient = await createUser(admin, 'Phoebe', `Phone${uniqueId('t')}`);
    const submitted = await admin.call('POST', 'access/requests/permissions', {
      body: {
        reqPermissions: [{ id: await itemDn(admin, item, 'RESOURCE'), entityType: 'resource' }],
        recipients: [{ dn: recipient.dn, type: 'user', isGroupAssignment: false }],
        reason: 'A licence for the phone test.',
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    const api = await apiAs(request, MARIA);
    try {
      const maria = await onPhone(as, api, MARIA, locale);
      const table = main(maria).getByRole('table', { name: word(tasks, 'tableName') });
      const card = table.getByRole('row').filter({ hasText: recipient.fullName });
      await expect(async () => {
        await maria.goto('/idmdash/#/tasks');
        await maria.reload();
        const search = main(maria).getByRole('searchbox', { name: word(tasks, 'search.label') });
        await search.fill(recipient.fullName.split(' ')[1] ?? '');
        await search.press('Enter');
        await expect(card).toHaveCount(1, { timeout: 3_000 });
      }).toPass({ timeout: 25_000 });
      await expectNoSidewaysScroll(maria);
      // A card, not a squeezed row: the request's name is its title, above the other values.
      const link = card.getByRole('link', { name: item, exact: true });
      const title = await link.boundingBox();
      const recipientCell = await card.locator('td[data-column=recipientName]').boundingBox();
      expect(title && recipientCell && title.y + title.height <= recipientCell.y).toBe(true);
      await expectThumbSized(link);
      await screenshot(maria, `phone-${locale}-task-list`);

      await link.click();
      const actions = main(maria).getByRole('group', { name: word(taskViews, 'detail.actions') });
      await expect(actions).toBeVisible();
      await expectNoSidewaysScroll(maria);
      await screenshot(maria, `phone-${locale}-task`);
      const approve = actions.getByRole('button', { name: word(taskViews, 'action.approve'), exact: true });
      await expectThumbSized(approve);
      await approve.click();

      const dialog = host(maria).getByRole('dialog', { name: word(taskViews, 'detail.approveHeading') });
      await expect(dialog).toBeVisible();
      // Full screen on a phone.
      expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      const comment = `Approved from my phone (${locale}).`;
      await dialog.getByRole('textbox', { name: word(taskViews, 'dialog.commentOptional') }).fill(comment);
      const acted = maria.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/rest\/access\/tasks(\?|$)/.test(r.url()),
      );
      const confirm = dialog.getByRole('button', { name: word(taskViews, 'action.approve'), exact: true });
      await expectThumbSized(confirm);
      await confirm.click();
      const answer = await acted;
      expect(answer.status(), await answer.text()).toBe(200);
      expect(answer.request().postData()).toContain(comment);
      await expect(dialog).toBeHidden();
      await expect(table).toBeVisible();
      await expect(card).toHaveCount(0);
      await expectNoSidewaysScroll(maria);
    } finally {
      await saveLocale(api, MARIA, 'en');
    }
  });

  test(`phone (${locale}): Eddie adds an item to the cart and submits the request`, async ({ as, request }) => {
    test.setTimeout(90_000);
    const strings = words(locale, 'requestAccess');
    const item = locale === 'en' ? 'Jenkins Account' : 'GitLab Account';
    const api = await apiAs(request, EDDIE);
    try {
      const eddie = await onPhone(as, api, EDDIE, locale);
      await eddie.goto('/idmdash/#/requests');
      await main(eddie)
        .getByRole('searchbox', { name: word(strings, 'search.label') })
        .fill(item);
      const result = main(eddie).getByRole('article', { name: item, exact: true });
      await expect(result).toBeVisible({ timeout: 10_000 });
      await expectNoSidewaysScroll(eddie);
      const add = result.getByRole('button', { name: word(strings, 'item.addToCart') });
      await expectThumbSized(add);
      await add.click();

      const cart = main(eddie).locator('[part=cart]');
      await expect(cart.getByRole('listitem', { name: item, exact: true })).toBeVisible();
      await cart.getByRole('textbox', { name: word(strings, 'cart.reason') }).fill('Builds on the go.');
      await expectNoSidewaysScroll(eddie);
      await screenshot(eddie, `phone-${locale}-cart`);
      const submit = cart.getByRole('button', { name: word(strings, 'cart.submit') });
      await expectThumbSized(submit);
      const answered = eddie.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/rest\/access\/requests\/permissions(\?|$)/.test(r.url()),
      );
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      expect((await answered).status()).toBe(200);
      await expect(cart.getByRole('status')).toContainText(word(strings, 'result.submitted'));
      await expectNoSidewaysScroll(eddie);
    } finally {
      await saveLocale(api, EDDIE, 'en');
    }
  });
}
