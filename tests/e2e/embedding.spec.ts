import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiAs, createAccount, expect, itemDn, test, uniqueId } from './access-helpers';
import { PASSWORD, watchForErrors } from './shell-helpers';

// Embedding as a product (issue 20): an intranet portal of its own design with four widgets over one session,
// and a partner page with one script tag and one widget.

/** Four widgets start at once on the portal: the first paint of each may take longer than one page's. */
const FIRST_PAINT = { timeout: 20_000 };

/** Signs in on the server's page the widget sent the browser to, and waits to be back on `backAt`. */
async function signInFromHostPage(page: Page, username: string, backAt: RegExp): Promise<void> {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(backAt);
}

/** What decides a widget's look, read inside its shadow root: the host page's own CSS must not change it. */
async function lookOf(widget: Locator): Promise<Record<string, string>> {
  return widget.evaluate((element) => {
    const root = element.shadowRoot;
    const look: Record<string, string> = {};
    for (const selector of ['h1, h2', 'button', 'input', 'th', 'td']) {
      const inner = root?.querySelector(selector);
      if (!inner) continue;
      const style = getComputedStyle(inner);
      for (const property of [
        'font-size',
        'font-family',
        'line-height',
        'letter-spacing',
        'padding',
        'margin',
        'box-sizing',
        'text-align',
      ])
        look[`${selector} ${property}`] = style.getPropertyValue(property);
    }
    return look;
  });
}

test('a portal page: one sign-in for four widgets, an approval in the task list updates the history widget, sign-out ends them all', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // UA Admin asks for a role for a new report of his; its approval (Manager Approval) comes back to him.
  const admin = await apiAs(request, ADMIN);
  const report = await createAccount(admin, 'Portal', ADMIN.dn);
  const role = 'Payroll Viewer';
  const reason = `Portal check ${uniqueId('p')}`;
  const submitted = await admin.call('POST', 'access/requests/permissions', {
    body: {
      reqPermissions: [{ id: await itemDn(admin, role, 'ROLE') }],
      recipients: [{ dn: report.dn, type: 'user', isGroupAssignment: false }],
      reason,
    },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

  // What the portal's document asks for, counted afresh each time the portal opens.
  const contextReads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/demo/portal.html')) contextReads.length = 0;
  });
  page.on('request', (r) => {
    if (r.url().includes('LoadContextConfigServlet')) contextReads.push(r.url());
  });
  // The sandbox serves the portal with a strict CSP (no inline script or style): the widgets work under it.
  const problems = watchForErrors(page);
  await page.goto('/demo/portal.html');
  // The first widget that needs a session starts the sign-in, and the browser comes back to the portal.
  await signInFromHostPage(page, ADMIN.username, /\/demo\/portal\.html$/);

  const tasks = page.locator('idm-task-list');
  const history = page.locator('idm-request-history');
  await expect(page.locator('idm-user-catalog').getByText(/Total: \d+/)).toBeVisible(FIRST_PAINT);
  await expect(page.locator('idm-orgchart').getByText(ADMIN.fullName).first()).toBeVisible(FIRST_PAINT);
  expect(contextReads, 'one session for the four widgets').toHaveLength(1);

  const requestRow = history.getByRole('row').filter({ hasText: report.fullName });
  await history.getByRole('searchbox').fill(report.fullName);
  await history.getByRole('searchbox').press('Enter');
  await expect(requestRow).toContainText('Approval Pending', FIRST_PAINT);

  const taskRow = tasks.getByRole('row').filter({ hasText: report.fullName });
  await tasks.getByRole('searchbox').fill(role);
  await tasks.getByRole('searchbox').press('Enter');
  await taskRow.getByRole('checkbox').check();
  await tasks.getByRole('button', { name: 'Approve (1)' }).click();
  await tasks
    .getByRole('dialog', { name: 'Approve task' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(taskRow).toHaveCount(0);
  // The history widget shares the task list's cache: it follows without a reload.
  await expect(requestRow).not.toContainText('Approval Pending');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('input[name=username]')).toBeVisible();
  await page.goto('/demo/portal.html');
  await expect(page.locator('input[name=username]'), 'signed out: the widgets ask for a sign-in again').toBeVisible();
  expect(problems, 'page errors or CSP violations').toEqual([]);
});

test("the portal's reset, rem and body text styles leave the widgets' look as on a plain page", async ({ page }) => {
  await page.goto('/demo/portal.html');
  await signInFromHostPage(page, ADMIN.username, /\/demo\/portal\.html$/);
  const inPortal = page.locator('idm-task-list');
  await expect(inPortal.locator('tbody td').first()).toBeVisible(FIRST_PAINT);
  const portalLook = await lookOf(inPortal);

  await page.goto('/elements/docs/idm-task-list.html');
  const onPlainPage = page.locator('idm-task-list');
  await expect(onPlainPage.locator('tbody td').first()).toBeVisible(FIRST_PAINT);
  expect(Object.keys(portalLook).length).toBeGreaterThan(20);
  expect(portalLook).toEqual(await lookOf(onPlainPage));
});

test('a partner page: one script tag and request access for the signed-in user, not the console', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/demo/partner.html');
  await signInFromHostPage(page, 'euser', /\/demo\/partner\.html$/);
  const widget = page.locator('idm-request-access');
  await expect(widget.getByRole('heading', { name: 'Request Access' })).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Cart (0)' })).toBeVisible();
  await expect(page.locator('idm-console')).toHaveCount(0);
  await expect(page.locator('script[src]')).toHaveCount(1);
  await expect(page.locator('script[src]')).toHaveAttribute('src', /elements\/idm-loader\.js$/);
  expect(problems, 'page errors or CSP violations').toEqual([]);
});

test("a partner pins the elements' version: the versioned path serves the bytes sri.json names", async ({
  request,
}) => {
  const sri = (await (await request.get('/elements/sri.json')).json()) as Record<string, string>;
  const { version } = (await (await request.get('/elements/custom-elements.json')).json()) as { version?: string };
  expect(version, 'the manifest names no version; the web-types do').toBeUndefined();
  const webTypes = (await (await request.get('/elements/web-types.json')).json()) as { version: string };
  for (const file of ['idm-loader.js', 'idm-request-access.js']) {
    const served = await request.get(`/elements/${webTypes.version}/${file}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(served.headers()['cache-control']).toContain('immutable');
    const hash = `sha384-${createHash('sha384')
      .update(await served.body())
      .digest('base64')}`;
    expect(hash, file).toBe(sri[file]);
  }
});
