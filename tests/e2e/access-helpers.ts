import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { seriousViolations, type AxeViolation } from './axe';
import { PASSWORD, REST, signIn } from './shell-helpers';

/*
 * Helpers of the access e2e tests (issue 5): request access, tasks and request history, driven through
 * the UI as the sandbox's demo accounts. Every test signs its people in, each in a browser context of
 * their own (`as`), so that a requester and their approvers can take turns within one test.
 */

export interface Account {
  username: string;
  fullName: string;
  dn: string;
}

export const EDDIE: Account = { username: 'euser', fullName: 'Eddie User', dn: 'cn=euser,ou=users,o=data' };
export const MARIA: Account = { username: 'mmanager', fullName: 'Maria Manager', dn: 'cn=mmanager,ou=users,o=data' };
export const ADMIN: Account = { username: 'uaadmin', fullName: 'UA Admin', dn: 'cn=uaadmin,ou=sa,o=data' };
export const TINA: Account = { username: 'tmanager', fullName: 'Tina Teammanager', dn: 'cn=tmanager,ou=users,o=data' };
export const PAULA: Account = { username: 'pproxy', fullName: 'Paula Proxy', dn: 'cn=pproxy,ou=users,o=data' };

/** Provisioning is asynchronous (IDM_PROVISION_MS per step, 1500 ms by default; the detail page refreshes every 3 s). */
export const PROVISIONING_TIMEOUT = 25_000;

export const host = (page: Page): Locator => page.locator('idm-console');
export const main = (page: Page): Locator => host(page).locator('main');
/** The global feedback banner. */
export const banner = (page: Page): Locator => host(page).locator('[part=banner]');

/** Short and unique within a run: lower-case letters and digits. */
export function uniqueId(prefix = 'acc'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0')}`;
}

interface AccessFixtures {
  /** Signs an account in, in a new browser context, and answers its page (closed after the test). */
  as(account: Account, route?: string): Promise<Page>;
  /** After each test: the people `createAccount` made are deleted (others' tests count Maria's reports). */
  deleteCreatedPeople: void;
}

/** DNs of the people `createAccount` made in the running test. */
const createdPeople: string[] = [];

interface Watched {
  problems: string[];
  /** While axe runs: its own inline styles, blocked by the console's CSP, are not the console's problem. */
  axeRunning: boolean;
}

const watched = new WeakMap<Page, Watched>();

/** Page errors and CSP violations (as shell-helpers' watchForErrors), except those axe itself causes. */
function watch(page: Page): Watched {
  const state: Watched = { problems: [], axeRunning: false };
  page.on('pageerror', (error) => state.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || !/Content Security Policy|Refused to/i.test(text)) return;
    if (state.axeRunning && /Applying inline style/i.test(text)) return;
    state.problems.push(text);
  });
  watched.set(page, state);
  return state;
}

/** axe's serious and critical violations of the page as it is now (see axe.ts). */
export async function axe(page: Page): Promise<AxeViolation[]> {
  const state = watched.get(page);
  if (state) state.axeRunning = true;
  try {
    return await seriousViolations(page);
  } finally {
    // Console messages arrive a little after the evaluation that caused them.
    await page.waitForTimeout(250);
    if (state) state.axeRunning = false;
  }
}

/**
 * The access tests' `test`: `as(account, route)` opens a signed-in page per person. Page errors and CSP
 * violations of any of those pages fail the test; failing tests get a screenshot of each page.
 */
export const test = base.extend<AccessFixtures>({
  deleteCreatedPeople: [
    async ({ request }, provide) => {
      await provide();
      const members = createdPeople.splice(0).map((dn) => ({ dn }));
      if (members.length === 0) return;
      const admin = await apiAs(request, ADMIN);
      const answer = await admin.call('DELETE', 'access/user', { body: { members } });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    },
    { auto: true },
  ],
  as: async ({ browser, baseURL }, provide, testInfo) => {
    const opened: { context: BrowserContext; page: Page; name: string; state: Watched }[] = [];
    await provide(async (account, route = '') => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const page = await context.newPage();
      opened.push({ context, page, name: `${account.username}-${opened.length + 1}`, state: watch(page) });
      await signIn(page, account.username, account.fullName, route);
      return page;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const { page, name } of opened) {
        if (page.isClosed()) continue;
        const file = testInfo.outputPath(`${name}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        await testInfo.attach(name, { path: file, contentType: 'image/png' }).catch(() => undefined);
      }
    }
    const problems = opened.flatMap((entry) => entry.state.problems.map((problem) => `${entry.name}: ${problem}`));
    for (const { context } of opened) await context.close();
    expect(problems, 'page errors or CSP violations').toEqual([]);
  },
});

export { expect };

// ---------------------------------------------------------------------------------------------------
// Request access (#/requests)

export const searchResults = (page: Page): Locator => main(page).getByRole('list', { name: 'Search results' });

/** Types into the catalog search (which waits 2 s before it searches). */
export async function searchCatalog(page: Page, text: string): Promise<void> {
  await main(page).getByRole('searchbox', { name: 'Search roles, resources and requests' }).fill(text);
}

/** Searches the catalog and answers the result card of that exact name. */
export async function findInCatalog(page: Page, name: string): Promise<Locator> {
  await searchCatalog(page, name);
  const card = searchResults(page).getByRole('article', { name, exact: true });
  await expect(card).toBeVisible({ timeout: 10_000 });
  return card;
}

/** Adds catalog items to the cart by name. */
export async function addToCart(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    const card = await findInCatalog(page, name);
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(card.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
    await expect(cartEntry(page, name)).toBeVisible();
  }
}

export const cart = (page: Page): Locator => main(page).locator('[part=cart]');
/** One item in the cart, by name. */
export const cartEntry = (page: Page, name: string): Locator => cart(page).getByRole('listitem', { name, exact: true });
export const reasonField = (page: Page): Locator => cart(page).getByRole('textbox', { name: 'Reason for request' });
export const submitButton = (page: Page): Locator => cart(page).getByRole('button', { name: 'Submit request' });

/** Types the reason and submits; waits for the answer of POST access/requests/permissions. */
export async function submitCart(page: Page, reason: string): Promise<void> {
  await reasonField(page).fill(reason);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/rest\/access\/requests\/permissions(\?|$)/.test(r.url()),
  );
  await submitButton(page).click();
  await answered;
}

// ---------------------------------------------------------------------------------------------------
// Tasks (#/tasks)

export const taskTable = (page: Page): Locator => main(page).getByRole('table', { name: 'tasks' });

/** Searches the task list (Enter searches at once; the same text again just shows the list). */
export async function searchTasks(page: Page, text: string): Promise<void> {
  const box = main(page).getByRole('searchbox', { name: 'Search tasks' });
  await box.fill(text);
  await box.press('Enter');
  await expect(main(page).getByText(/^Total: \d+$/)).toBeVisible();
}

/** The task list row of an item for a recipient. */
export function taskRow(page: Page, item: string, recipient: string): Locator {
  return taskTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: item, exact: true }) })
    .filter({ hasText: recipient });
}

/** Opens the task list, finds the item's task for the recipient (looking again until it is there), and opens its details. */
export async function openTask(page: Page, item: string, recipient: string): Promise<Locator> {
  const row = taskRow(page, item, recipient);
  await expect(async () => {
    // On the task list, and read afresh (a page just signed in may still be settling on its first route).
    await page.goto('/idmdash/#/tasks');
    await page.reload();
    await searchTasks(page, item);
    await expect(row).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('link', { name: item, exact: true }).click();
  const detail = main(page).getByRole('article', { name: item, exact: true });
  await expect(detail.getByRole('group', { name: 'Task actions' })).toBeVisible();
  return detail;
}

/** Approve or Deny on an open task's details, with a comment; back on the list afterwards. */
export async function decideTask(page: Page, decision: 'Approve' | 'Deny', comment: string): Promise<void> {
  const detail = main(page).locator('[part=task-detail]');
  await detail
    .getByRole('group', { name: 'Task actions' })
    .getByRole('button', { name: decision, exact: true })
    .click();
  const dialog = host(page).getByRole('dialog', { name: `${decision} task` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  const acted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/rest\/access\/tasks(\?|$)/.test(r.url()),
  );
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  const answer = await acted;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(dialog).toBeHidden();
  // A decided task is no longer the user's: the list comes back.
  await expect(taskTable(page)).toBeVisible();
}

// ---------------------------------------------------------------------------------------------------
// Request history (#/history)

export const historyTable = (page: Page): Locator => main(page).getByRole('table', { name: 'requests' });

/** The request's details from the history list (searched by the item's name), for one recipient. */
export async function openRequest(page: Page, item: string, recipient: string): Promise<Locator> {
  await page.goto('/idmdash/#/history');
  const box = main(page).getByRole('searchbox', { name: 'Search requests' });
  await box.fill(item);
  await box.press('Enter');
  const row = historyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: item, exact: true }) })
    .filter({ hasText: recipient });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: item, exact: true }).click();
  const detail = main(page).getByRole('article', { name: item, exact: true });
  await expect(detail).toBeVisible();
  return detail;
}

/** The state shown in the request's header (icon + text). */
export const requestState = (detail: Locator): Locator => detail.locator('header .history-status-text');

/**
 * Waits until a request reaches a state, reloading its details page between looks (approvals do not
 * refresh an open page; provisioning and retraction would, every 3 s).
 */
export async function pollState(
  page: Page,
  detail: Locator,
  state: string | RegExp,
  timeout = PROVISIONING_TIMEOUT,
): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(requestState(detail)).toHaveText(state, { timeout: 2_000 });
  }).toPass({ timeout, intervals: [500, 1_000, 2_000] });
}

// ---------------------------------------------------------------------------------------------------
// Set-up through the REST API (a password-grant token, as tests/unit/sandbox does); what is tested goes
// through the UI.

const CLIENT = { id: 'idmdash', secret: process.env.IDM_CLIENT_SECRET ?? 'idmdash-secret' };
const CSRF = 'access-e2e-csrf';

export interface Api {
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    restPath: string,
    options?: { query?: Record<string, string>; body?: unknown; contentType?: string },
  ): Promise<{ status: number; body: T }>;
}

/** A REST client signed in as the account (OAuth password grant). */
export async function apiAs(request: APIRequestContext, account: Account): Promise<Api> {
  const grant = await request.post('/osp/a/idm/auth/oauth2/token', {
    headers: { authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}` },
    form: { grant_type: 'password', username: account.username, password: PASSWORD },
  });
  expect(grant.status(), await grant.text()).toBe(200);
  const token = ((await grant.json()) as { access_token: string }).access_token;
  return {
    async call(method, restPath, options = {}) {
      const res = await request.fetch(`${REST}/${restPath}`, {
        method,
        params: options.query,
        headers: {
          authorization: `Bearer ${token}`,
          cookie: `netiq_idm_rbpm_acsrf=${CSRF}`,
          netiq_idm_rbpm_acsrf: CSRF,
          ...(options.contentType ? { 'content-type': options.contentType } : {}),
        },
        ...(options.body === undefined ? {} : { data: options.body }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status(), body: body as never };
    },
  };
}

/** The DN of a requestable item by its exact name (GET access/permissions). */
export async function itemDn(api: Api, name: string, type: 'ROLE' | 'RESOURCE' | 'PRD'): Promise<string> {
  const answer = await api.call<{ permissions: { id?: string; dn?: string; name: string }[] }>(
    'GET',
    'access/permissions',
    { query: { q: name, type, size: '50' } },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const found = answer.body.permissions.find((p) => p.name === name);
  expect(found, `no ${type} named ${name}`).toBeTruthy();
  return (found?.id ?? found?.dn) as string;
}

/** A new user (administrators only) who can be a recipient. */
export async function createUser(
  api: Api,
  firstName: string,
  lastName: string,
): Promise<{ dn: string; fullName: string }> {
  const cn = uniqueId('acc');
  const attributes = Object.entries({
    CN: cn,
    FirstName: firstName,
    LastName: lastName,
    Email: `${cn}@example.com`,
  }).map(([key, value]) => ({
    key,
    values: [value],
    action: 'add',
  }));
  const answer = await api.call<{ dn: string }>('POST', 'access/user', {
    body: { container: 'ou=users,o=data', password: 'Passw0rd1', attributes },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { dn: answer.body.dn, fullName: `${firstName} ${lastName}` };
}

/** Saves a screenshot under test-results/access/ (looked at by a person, not compared). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.resolve(import.meta.dirname, `../../test-results/access/${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

// ---------------------------------------------------------------------------------------------------
// The approval engine's e2e tests (access-engine-*.spec.ts): fresh people per test, so that every test
// has requests of its own whatever ran before (and on a retry).

export const DAN: Account = { username: 'dadmin', fullName: 'Dan Delegate', dn: 'cn=dadmin,ou=users,o=data' };

/**
 * A new person who can sign in (password PASSWORD), named after this run, optionally reporting to a
 * manager (who then approves what the Manager Approval request definition sends them).
 */
export async function createAccount(api: Api, firstName: string, managerDn?: string): Promise<Account> {
  const cn = uniqueId('eng');
  const lastName = `Tester ${cn}`;
  const values: Record<string, string> = {
    CN: cn,
    FirstName: firstName,
    LastName: lastName,
    Email: `${cn}@example.com`,
  };
  if (managerDn) values.manager = managerDn;
  const attributes = Object.entries(values).map(([key, value]) => ({ key, values: [value], action: 'add' }));
  const answer = await api.call<{ dn: string }>('POST', 'access/user', {
    body: { container: 'ou=users,o=data', password: PASSWORD, attributes },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  createdPeople.push(answer.body.dn);
  return { username: cn, fullName: `${firstName} ${lastName}`, dn: answer.body.dn };
}

/** A user's manager (the details' manager attribute), by DN. */
export async function managerOf(api: Api, dn: string): Promise<string> {
  const answer = await api.call<{ attributes?: { key: string; attributeValues?: { $?: string }[] }[] }>(
    'GET',
    'access/users/details',
    { query: { userDn: dn } },
  );
  expect(answer.status).toBe(200);
  const manager = JSON.stringify(answer.body).match(/"key":"manager"[^\]]*?"\$":"([^"]+)"/)?.[1];
  expect(manager, `no manager of ${dn}`).toBeTruthy();
  return manager as string;
}

/** The account requests items for themselves on the request page, with a reason, and sees it submitted. */
export async function requestItems(page: Page, reason: string, ...items: string[]): Promise<void> {
  await page.goto('/idmdash/#/requests');
  await addToCart(page, ...items);
  await submitCart(page, reason);
  await expect(cart(page).getByRole('status')).toContainText('Your request was submitted.');
}

/** The request's timeline on its details page. */
export const timeline = (detail: Locator): Locator => detail.getByRole('region', { name: 'Timeline' });

/** The request's timeline through the API (who did what, with the proxy). */
export async function requestTimeline(
  api: Api,
  item: string,
  recipientName: string,
): Promise<{ activity: string; actor: string; proxyUser: string }[]> {
  const list = await api.call<{ requests: { id: string; name: string; recipientName: string }[] }>(
    'GET',
    'access/requests/historylist',
    { query: { q: item, size: '100' } },
  );
  const found = list.body.requests.find((r) => r.name === item && r.recipientName === recipientName);
  expect(found, `no request for ${item} of ${recipientName}`).toBeTruthy();
  const detail = await api.call<{ timeline: { activity: string; actor: string; proxyUser: string }[] }>(
    'POST',
    'access/requests/history/item',
    { body: { id: found?.id } },
  );
  expect(detail.status).toBe(200);
  return detail.body.timeline;
}
