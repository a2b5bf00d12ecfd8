import {
  ADMIN,
  MARIA,
  apiAs,
  createAccount,
  decideTask,
  expect,
  host,
  main,
  openTask,
  PROVISIONING_TIMEOUT,
  requestItems,
  requestState,
  test,
  timeline,
  type Account,
} from './access-helpers';
import type { Locator, Page } from '@playwright/test';

// Revoking an assignment from 'My profile' (issue 5): a revoke request (operation 15) runs the item's
// revoke approval and deprovisioning; the assignment goes away and its grant request ends in Cleanup.

/** The assignment table of 'My profile' for roles or resources (looked at again until `check` holds). */
async function profileAssignments(
  page: Page,
  section: 'roles' | 'resources',
  check: (table: Locator) => Promise<void>,
): Promise<Locator> {
  const table = main(page).getByRole('table', { name: section });
  await expect(async () => {
    await page.goto(`/idmdash/#/myProfile/${section}`);
    await page.reload();
    // Roles gained through the hierarchy are listed too: show them all on one page.
    await main(page).getByRole('combobox', { name: 'Showing per page' }).selectOption('50');
    await check(table);
  }).toPass({ timeout: PROVISIONING_TIMEOUT, intervals: [500, 1_000, 2_000] });
  return table;
}

/** Asks for the removal of an assignment from 'My profile', with a reason. */
async function requestRemoval(page: Page, table: Locator, name: string, reason: string): Promise<void> {
  await table.getByRole('button', { name: `Request removal of ${name}` }).click();
  const dialog = host(page).getByRole('dialog', { name: 'Request removal' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/rest/access/assignments'),
  );
  await dialog.getByRole('button', { name: 'Request removal' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog).toBeHidden();
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The item's own row: its name comes first (rows of roles it grants name it after theirs, "granted by the role …"). */
const row = (table: Locator, name: string): Locator =>
  table.getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}\\b`) });

/**
 * The person's two requests of the item, looked at again until the revoke is Provisioned and the grant
 * has been cleaned up (Cleanup, 100).
 */
async function revokedInHistory(page: Page, item: string): Promise<Locator> {
  const rows = main(page)
    .getByRole('table', { name: 'requests' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: item, exact: true }) });
  await expect(async () => {
    await page.goto('/idmdash/#/history');
    await page.reload();
    const search = main(page).getByRole('searchbox', { name: 'Search requests' });
    await search.fill(item);
    await search.press('Enter');
    await expect(rows).toHaveCount(2, { timeout: 2_000 });
    await expect(rows.filter({ hasText: 'Cleanup' })).toHaveCount(1, { timeout: 1_000 });
    await expect(rows.filter({ hasText: 'Provisioned' })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: PROVISIONING_TIMEOUT, intervals: [500, 1_000, 2_000] });
  return rows;
}

/** A new person who holds the items (requested through the UI; none of them needs an approval). */
async function holderOf(
  as: (account: Account, route?: string) => Promise<Page>,
  account: Account,
  ...items: string[]
): Promise<Page> {
  const page = await as(account);
  await requestItems(page, 'Standard equipment.', ...items);
  return page;
}

test('revoking a resource from My profile runs its revoke approval, then deprovisioning, and the resource goes away', async ({
  as,
  request,
}) => {
  test.setTimeout(150_000);
  const item = 'VPN Group'; // resource: no grant approval; revoke approval: mmanager
  const kept = 'Exchange Mailbox'; // no approval: stays
  const person = await createAccount(await apiAs(request, ADMIN), 'Revoker');
  const holder = await holderOf(as, person, item, kept);
  const resources = await profileAssignments(holder, 'resources', async (table) => {
    await expect(row(table, item)).toContainText('Provisioned', { timeout: 2_000 });
    await expect(row(table, kept)).toContainText('Provisioned', { timeout: 1_000 });
  });

  await requestRemoval(holder, resources, item, 'No longer travelling.');
  await expect(row(resources, item)).toContainText('Revoke pending');

  // The revoke approval: Maria's task says what is asked (a removal).
  const maria = await as(MARIA);
  const task = await openTask(maria, item, person.fullName);
  await expect(task).toContainText('Revoke');
  await decideTask(maria, 'Approve', 'Removal approved.');

  // Deprovisioned: the revoke request is Provisioned, the grant cleaned up, and the profile lists only what stays.
  await revokedInHistory(holder, item);
  await profileAssignments(holder, 'resources', async (table) => {
    await expect(row(table, kept)).toBeVisible({ timeout: 2_000 });
    await expect(row(table, item)).toHaveCount(0, { timeout: 1_000 });
  });
});

test('revoking a role from My profile (no revoke approval) deprovisions it, and the grant request shows Cleanup', async ({
  as,
  request,
}) => {
  test.setTimeout(120_000);
  const item = 'Server Administrator'; // role: no approval either way
  const kept = 'New Employee'; // no approval: stays
  const person = await createAccount(await apiAs(request, ADMIN), 'Leaver');
  const holder = await holderOf(as, person, item, kept);
  const roles = await profileAssignments(holder, 'roles', async (table) => {
    await expect(row(table, item)).toContainText('Provisioned', { timeout: 2_000 });
    await expect(row(table, kept)).toContainText('Provisioned', { timeout: 1_000 });
  });

  await requestRemoval(holder, roles, item, 'Moving to the shared mailbox.');
  const rows = await revokedInHistory(holder, item);
  await profileAssignments(holder, 'roles', async (table) => {
    await expect(row(table, kept)).toBeVisible({ timeout: 2_000 });
    await expect(row(table, item)).toHaveCount(0, { timeout: 1_000 });
  });

  // The grant's details: Cleanup (100), naming the revoke.
  await holder.goto('/idmdash/#/history');
  const search = main(holder).getByRole('searchbox', { name: 'Search requests' });
  await search.fill(item);
  await search.press('Enter');
  await rows.filter({ hasText: 'Cleanup' }).getByRole('link', { name: item, exact: true }).click();
  const cleaned = main(holder).getByRole('article', { name: item, exact: true });
  await expect(requestState(cleaned)).toHaveText('Cleanup');
  await expect(timeline(cleaned)).toContainText('Revoked by request');
});
