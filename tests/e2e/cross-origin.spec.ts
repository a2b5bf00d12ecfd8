import { expect, test } from '@playwright/test';
import { PASSWORD, REST, watchForErrors } from './shell-helpers';

const port = Number(process.env.E2E_PORT ?? 8190);
/** playwright.config.ts starts the sandbox with `--demo-port` on this port: a partner's origin. */
const demoPort = Number(process.env.E2E_DEMO_PORT ?? port + 1000);
const PARTNER_PAGE = `http://127.0.0.1:${demoPort}/demo/partner.html`;

test('a partner page on another origin signs in by PKCE and comes back to itself, signed in', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto(`${PARTNER_PAGE}#/tasks`);
  await expect(page).toHaveURL(/\/osp\/a\/idm\/auth\/app\/login\?.*code_challenge_method=S256/);
  await page.locator('input[name=username]').fill('mmanager');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();

  // The partner's widget, request access, reads the featured items from the IDM origin with the bearer token
  // (the first visit loads its code from the other origin: more than the default 5 s on a busy machine).
  const widget = page.locator('idm-request-access');
  await expect(widget.getByRole('article', { name: 'Email Account' })).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toBe(`${PARTNER_PAGE}#/tasks`);
  const stored = await page.evaluate(() => ({
    cookies: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  expect(stored.cookies).not.toContain('MFSSO_');
  expect(stored.storage).not.toMatch(/token|idm\.pkce/i);

  // Signing out on the partner page ends the IDM sign-in session too: the widget asks for a password again.
  const loader = `http://127.0.0.1:${port}/elements/idm-loader.js`;
  // (The sign-out navigates away at once: the call is not awaited inside the page.)
  await page.evaluate((url) => {
    void import(url).then((module: { signOut(): void }) => module.signOut());
  }, loader);
  await expect(page.locator('input[name=username]')).toBeVisible({ timeout: 15_000 });
  expect(problems).toEqual([]);
});

test('an unlisted origin gets no CORS answer, and an unregistered redirect URI is refused', async ({
  page,
  request,
}) => {
  const api = await request.fetch(`${REST}/access/info/user/navigationmenu`, {
    method: 'OPTIONS',
    headers: { origin: 'http://unlisted.example', 'access-control-request-method': 'GET' },
  });
  expect(api.headers()['access-control-allow-origin']).toBeUndefined();

  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'idm-elements',
    redirect_uri: 'http://unlisted.example/demo/partner.html',
    state: 'state',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  await page.goto(`/osp/a/idm/auth/oauth2/grant?${query.toString()}`);
  await expect(page.getByRole('heading', { name: 'Redirect URI not registered' })).toBeVisible();
});
