import { test, expect } from '@playwright/test';
import { declaredSections, screenshot, signIn, testHook, watchForErrors } from './shell-helpers';

const EDDIE = { username: 'euser', fullName: 'Eddie User' };
const sections = declaredSections();

/** Sections an end user lacks by default (admin-only keys), best first; else a self-service one denied by a hook. */
const ADMIN_SECTIONS = ['role', 'resource', 'sod', 'manageusers', 'createUser', 'groups', 'teams', 'settings'];
const SELF_SERVICE_SECTIONS = ['users', 'requests', 'history', 'tasks', 'landing'];

test('an end user opening #/role gets the Unauthorized dialog when a roles area exists, else "Page not available"', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await signIn(page, EDDIE.username, EDDIE.fullName, 'role');
  await expect(page).toHaveURL(/#\/role$/);
  const dialog = page.getByRole('dialog', { name: 'Unauthorized Access' });
  if (sections.has('role')) {
    await expect(dialog).toContainText('Unauthorized access to');
    await expect(page.getByRole('heading', { name: 'Page not available' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('heading', { name: 'Page not available' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('a denied section asks the server, shows only the Unauthorized dialog, and Close goes to the area default', async ({
  page,
  request,
}) => {
  const denied = ADMIN_SECTIONS.find((s) => sections.has(s));
  const hooked = denied ? undefined : SELF_SERVICE_SECTIONS.find((s) => sections.has(s));
  const section = denied ?? hooked;
  expect(section, 'an area declares a section the end user may not open').toBeDefined();
  if (hooked) await testHook(request, 'nav-right', { user: EDDIE.username, key: hooked, value: 'false' });
  try {
    const problems = watchForErrors(page);
    const asked = page.waitForRequest(
      (r) => r.url().endsWith('/access/info/user/navigationrights') && (r.postData() ?? '').includes(`"${section}"`),
    );
    await signIn(page, EDDIE.username, EDDIE.fullName, section);
    await asked;
    const dialog = page.getByRole('dialog', { name: 'Unauthorized Access' });
    await expect(dialog.getByText(/^Unauthorized access to .+ page$/)).toBeVisible();
    await expect(dialog.getByText('Close will redirect to Home page')).toBeVisible();
    await expect(page.locator('idm-console').locator('main h1')).toHaveCount(0);
    await screenshot(page, 'unauthorized');

    await dialog.locator('footer').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/#\/default$/);
    await expect(dialog).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    if (hooked) await testHook(request, 'nav-right', { user: EDDIE.username, key: hooked, value: null });
  }
});
