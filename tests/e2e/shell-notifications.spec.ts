import { test, expect, type Page } from '@playwright/test';
import { consoleCall, screenshot, signIn } from './shell-helpers';

const bell = (page: Page) => page.locator('idm-console').locator('[part=notifications-button]');
const badge = (page: Page) => page.getByTestId('notification-badge');
const panel = (page: Page) => page.locator('idm-console').locator('[part=notifications]');

test("the badge follows the server's notifyService counts (hidden at 0)", async ({ page }) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  const answer = await consoleCall(page, 'access/notifyService', { client: '1' });
  expect(answer.status).toBe(200);
  const counts = answer.body as {
    totalCount: number;
    newTasksCount: number;
    newRolesCount: number;
    newResourcesCount: number;
    newHelpdeskTasksCount: number;
  };
  const total =
    counts.totalCount > 0
      ? counts.totalCount
      : counts.newTasksCount + counts.newRolesCount + counts.newResourcesCount + counts.newHelpdeskTasksCount;
  if (total > 0) await expect(badge(page)).toHaveText(total > 200 ? '200+' : String(total));
  else {
    await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
    await expect(badge(page)).toHaveCount(0);
  }
});

test('counts show as a badge until the bell is opened; the entries link to their routes', async ({ page }) => {
  await page.route('**/rest/access/notifyService**', (route) =>
    route.fulfill({
      json: {
        totalCount: 0,
        newTasksCount: 3,
        newRolesCount: 2,
        newResourcesCount: 0,
        newHelpdeskTasksCount: 0,
        notificationsList: [{ type: 'task', name: 'Approve VPN Access', action: 'Assigned', navigation: 'tasks' }],
      },
    }),
  );
  await signIn(page, 'mmanager', 'Maria Manager');
  await expect(badge(page)).toHaveText('5');
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, 5 new');

  await bell(page).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(panel(page).getByRole('link', { name: /New tasks\s*3/ })).toHaveAttribute('href', '#/tasks');
  await expect(panel(page).getByRole('link', { name: /New roles\s*2/ })).toHaveAttribute(
    'href',
    '#/myProfile/profileRoles',
  );
  await expect(panel(page).getByRole('link', { name: 'Approve VPN Access — Assigned' })).toHaveAttribute(
    'href',
    '#/tasks',
  );
  await screenshot(page, 'notifications-open');

  await bell(page).click();
  await expect(panel(page)).toBeHidden();
  await expect(badge(page)).toHaveCount(0);
});

test('more than 200 reads 200+', async ({ page }) => {
  await page.route('**/rest/access/notifyService**', (route) =>
    route.fulfill({
      json: {
        totalCount: 250,
        newTasksCount: 250,
        newRolesCount: 0,
        newResourcesCount: 0,
        newHelpdeskTasksCount: 0,
        notificationsList: [],
      },
    }),
  );
  await signIn(page, 'mmanager', 'Maria Manager');
  await expect(badge(page)).toHaveText('200+');
});
