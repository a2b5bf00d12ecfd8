import { test, expect, type Request } from '@playwright/test';
import { MARIA_DN, consoleCall, mainMenu, profileItem, screenshot, signIn, watchForErrors } from './shell-helpers';

const PROXIED = /\/rest\/access\/(tasks|permissions|requests)(\/|\?|$)/;

test('a proxy acts for Maria Manager: menu cut, banner, proxied calls; Exit Proxy restores everything', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const proxiedCalls: Request[] = [];
  page.on('request', (r) => {
    if (PROXIED.test(r.url())) proxiedCalls.push(r);
  });
  await signIn(page, 'pproxy', 'Paula Proxy');
  const menuLinks = async () => (await mainMenu(page).locator('a').allTextContents()).map((text) => text.trim());
  await expect.poll(menuLinks).toEqual(expect.arrayContaining(['Users', 'Request', 'Request History', 'Tasks']));
  const fullMenu = await menuLinks();

  await (await profileItem(page, 'Proxy As')).click();
  const dialog = page.getByRole('dialog', { name: 'PROXY AS' });
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByRole('combobox').fill('Maria');
  await dialog.getByRole('option', { name: /Maria Manager/ }).click();
  await screenshot(page, 'proxy-as-dialog');
  const check = page.waitForResponse(
    (r) =>
      r.url().includes('/access/info/user/rights?') && r.url().includes(`proxyUser=${encodeURIComponent(MARIA_DN)}`),
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect(await (await check).json()).toMatchObject({ proxyFor: true });

  await expect(page).toHaveURL(/#\/tasks$/);
  await expect(page.getByRole('region', { name: 'Proxy mode' })).toContainText(
    'You are acting as proxy for Maria Manager.',
  );
  await expect.poll(menuLinks).toEqual(['Request', 'Request History', 'Tasks']);
  await expect(page.locator('idm-console').locator('main h1')).toBeVisible();
  await screenshot(page, 'proxy-mode');

  // Calls for tasks, permissions and requests carry proxyUser; the server accepts it for Paula.
  const answer = await consoleCall(page, 'access/permissions', { q: '*', size: '5' });
  expect(answer.status).toBe(200);
  expect(proxiedCalls.length).toBeGreaterThan(0);
  for (const call of proxiedCalls) expect(new URL(call.url()).searchParams.get('proxyUser')).toBe(MARIA_DN);

  await (await profileItem(page, 'Exit Proxy : Maria Manager')).click();
  await expect(page.getByRole('region', { name: 'Proxy mode' })).toHaveCount(0);
  await expect(page).toHaveURL(/#\/tasks$/);
  await expect.poll(menuLinks).toEqual(fullMenu);
  expect(await page.evaluate(() => sessionStorage.getItem('idm.proxyUser'))).toBeNull();
  const after = proxiedCalls.length;
  await consoleCall(page, 'access/permissions', { q: '*', size: '5' });
  expect(proxiedCalls.length).toBe(after + 1);
  expect(new URL(proxiedCalls[after]?.url() ?? 'http://x').searchParams.get('proxyUser')).toBeNull();
  expect(problems).toEqual([]);
});

test('proxy mode survives a reload in the same tab', async ({ page }) => {
  await signIn(page, 'pproxy', 'Paula Proxy');
  await (await profileItem(page, 'Proxy As')).click();
  const dialog = page.getByRole('dialog', { name: 'PROXY AS' });
  await dialog.getByRole('combobox').fill('mmanager');
  await dialog.getByRole('option', { name: /Maria Manager/ }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Proxy mode' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Proxy mode' })).toContainText('Maria Manager');
});

test('an end user cannot proxy: no Proxy As, the server says proxyFor false and refuses proxied calls', async ({
  page,
}) => {
  await signIn(page, 'euser', 'Eddie User');
  await expect(await profileItem(page, /^Help$/)).toBeVisible();
  await expect(
    page.locator('idm-console').locator('[part=profile-menu]').getByRole('button', { name: 'Proxy As' }),
  ).toHaveCount(0);

  const candidates = await consoleCall(page, 'access/proxy/for', { q: '*' });
  expect(candidates).toMatchObject({ status: 200, body: { proxyForUsers: [] } });
  const rights = await consoleCall(page, 'access/info/user/rights', { proxyUser: MARIA_DN, clientId: '1' });
  expect(rights).toMatchObject({ status: 200, body: { proxyFor: false } });

  // Even a console talked into proxy mode (a stored proxy user) gets a 403 Fault from the server.
  const refused = await consoleCall(page, 'access/permissions', { q: '*', proxyUser: MARIA_DN });
  expect(refused.status).toBe(403);
  expect(JSON.stringify(refused.body)).toContain('SECURITY_EXCEPTION');
});
