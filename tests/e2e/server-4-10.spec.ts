import type { Browser, Page } from '@playwright/test';
import {
  EDDIE,
  MARIA,
  addToCart,
  apiAs,
  cart,
  expect,
  host,
  main,
  openTask,
  submitCart,
  taskRow,
  searchTasks,
  test,
} from './access-helpers';

// The request and task flows against a sandbox that behaves as Identity Manager 4.10 (IDM_SERVER_VERSION,
// started by playwright.config.ts on E2E_PORT + 500): the console reads the version at start-up and uses
// the v2 calls that server offers (docs/protocol.md "Server versions").
const newerPort = Number(process.env.E2E_PORT ?? 8190) + 500;
const baseURL = `http://127.0.0.1:${newerPort}`;
test.use({ baseURL });

// A fresh sandbox opens its access engine and caches on the first calls: warm it before the browser waits 5 s.
/** Signs in on the 4.10 sandbox; its first start-up reads can take longer than the shared 5 s helper waits. */
async function signedIn(browser: Browser, account: typeof EDDIE, route = ''): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/idmdash/${route ? `#/${route}` : ''}`);
  await page.locator('input[name=username]').fill(account.username);
  await page.locator('input[name=password]').fill('Passw0rd');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('user-name')).toHaveText(account.fullName, { timeout: 30_000 });
  return page;
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const eddie = await apiAs(request, EDDIE);
  expect((await eddie.call<{ version: string }>('GET', 'access/info/version')).body.version).toBe('4.10.1');
  await request.dispose();
});

const V2_REQUEST = /\/rest\/access\/requests\/permissions\/v2(\?|$)/;
const V1_REQUEST = /\/rest\/access\/requests\/permissions(\?|$)/;
const V2_TASK = /\/rest\/access\/tasks\/v2(\?|$)/;

test('4.10: a cart with a PRD and a role goes out as permissions/v2 and permissions; Maria approves through tasks/v2', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const prd = 'Request New Laptop';
  const role = 'CRM Read'; // one step: mmanager
  const eddie = await signedIn(browser, EDDIE, 'requests');
  const version = await eddie.evaluate(async () => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/access/info/version'));
    return entry ? 1 : 0;
  });
  expect(version, 'the version is read at start-up').toBe(1);

  await addToCart(eddie, prd, role);
  const posts: string[] = [];
  eddie.on('response', (r) => {
    if (r.request().method() !== 'POST') return;
    if (V2_REQUEST.test(r.url())) posts.push(`v2 ${r.status()}`);
    else if (V1_REQUEST.test(r.url())) posts.push(`v1 ${r.status()}`);
  });
  await submitCart(eddie, 'A laptop and the customer records for the new job.');
  await expect(cart(eddie).getByRole('status')).toContainText('Your request was submitted.');
  expect(posts.sort()).toEqual(['v1 201', 'v2 201']);

  const maria = await signedIn(browser, MARIA);
  const task = await openTask(maria, role, EDDIE.fullName);
  await task.getByRole('group', { name: 'Task actions' }).getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = host(maria).getByRole('dialog', { name: 'Approve task' });
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Approved on 4.10.');
  const acted = maria.waitForResponse((r) => r.request().method() === 'POST' && V2_TASK.test(r.url()));
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  const answer = await acted;
  expect(answer.status()).toBe(201);
  expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
    taskAction: 'ApprovalAction',
    comments: 'Approved on 4.10.',
  });
  expect(await answer.json()).toMatchObject({ success: true });
  await expect(dialog).toBeHidden();
  await searchTasks(maria, role);
  await expect(taskRow(maria, role, EDDIE.fullName)).toHaveCount(0);
  await expect(main(maria)).toBeVisible();
});
