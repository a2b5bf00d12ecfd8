import { test, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import {
  EDDIE,
  MARIA,
  cart,
  cartEntry,
  host,
  main,
  reasonField,
  searchCatalog,
  submitButton,
  taskTable,
  type Account,
} from './access-helpers';
import { PASSWORD } from './shell-helpers';

/*
 * A scripted session on a sandbox that fails like a bad network (issue 11): every REST call waits
 * 100 ms, 10 % answer 500 and 5 % lose their connection mid-answer. Sign in, request access, approve
 * the task, open the user catalog and the profile. Whatever fails, the console must not throw, must
 * keep its layout, must say so when a step could not be done (never fail silently), and must keep
 * what the user typed. Each step is done as a person would: when the console says it failed, try
 * again. The rolls come from a fixed seed; which call meets which fault still depends on timing,
 * so the assertions hold for any placement of the faults.
 */

const FAULTS = { latency: 100, errorRate: 0.1, dropRate: 0.05, seed: 2026 };
const ITEM = 'IDE License'; // one approval step: Maria, Eddie's manager
const REASON = 'Needs the IDE for the billing project.';
const COMMENT = 'Approved: the billing project needs it.';
/** A step that keeps failing this often is a bug, not bad luck (0.15^6 for a write). */
const MAX_ATTEMPTS = 6;

// A click that cannot happen (a disabled or covered button) fails the step instead of the whole run's time.
test.use({ actionTimeout: 30_000 });

async function setFaults(request: APIRequestContext, faults: Record<string, number> | null): Promise<void> {
  const res = faults
    ? await request.post('/sandbox/test-hooks/faults', { data: faults })
    : await request.delete('/sandbox/test-hooks/faults');
  expect(res.status(), await res.text()).toBe(200);
}

interface Session {
  page: Page;
  /** Page errors and console errors that are not a failed request's own log line. */
  unhandled: string[];
  /** REST calls that failed (5xx or no answer), whether retried away or shown. */
  failedCalls: string[];
  /** The messages the console showed for steps that failed. */
  shown: string[];
}

async function openSession(browser: Browser, baseURL: string): Promise<Session> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const session: Session = { page, unhandled: [], failedCalls: [], shown: [] };
  page.on('pageerror', (error) => session.unhandled.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Chrome logs every failed request ("Failed to load resource: …"): those are the injected faults.
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text()))
      session.unhandled.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/rest/') && response.status() >= 500)
      session.failedCalls.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/rest/'))
      session.failedCalls.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  });
  return session;
}

/** What a write's answer shows: the banner's error or success (a failed refresh meanwhile is a read's). */
const bannerFailure = (page: Page): Locator => host(page).locator('[part=banner] .idm-alert.alert-danger:visible');
const bannerSuccess = (page: Page): Locator => host(page).locator('[part=banner] .idm-alert.alert-success:visible');

/** What the console shows for a failure: the banner's error, a failed load, the start-up error. */
const failure = (page: Page): Locator =>
  host(page).locator('.idm-alert.alert-danger:visible, .idm-alert.danger:visible, .startup-error:visible').first();

/** No blank screen: the header and the main outlet are there. */
async function expectLayout(page: Page): Promise<void> {
  await expect(host(page).locator('header.header')).toBeVisible();
  await expect(host(page).locator('main#idm-main')).toBeVisible();
}

/**
 * The banner's messages go, as when they time out: the next outcome is then a new message. (Through
 * the page's core: behind a modal dialog the banner's own Dismiss button cannot be clicked.)
 */
async function dismissMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const core = (globalThis as unknown as Record<symbol, { feedback: { clear(): void } } | undefined>)[
      Symbol.for('idm-console.core')
    ];
    core?.feedback.clear();
  });
  await expect(host(page).locator('[part=banner] .idm-alert')).toHaveCount(0);
}

/**
 * Does `action` until `done` shows. Each time the console shows a failure instead, that message is
 * recorded, the layout checked and `recover` run before the next attempt. Neither within the time
 * is a silent failure: the test fails.
 */
async function step(
  session: Session,
  name: string,
  action: () => Promise<void>,
  done: Locator,
  recover: () => Promise<void>,
  failed: Locator = failure(session.page),
): Promise<void> {
  const { page } = session;
  for (let attempt = 1; ; attempt += 1) {
    await action();
    let message = '';
    for (;;) {
      await expect(done.or(failed).first(), `${name}: neither done nor a message (a silent failure)`).toBeVisible({
        timeout: 30_000,
      });
      if (await done.first().isVisible()) return;
      const read = await failed
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null);
      message = (read ?? '').replace(/×$/, '').trim();
      // A message of the page being left can go while it is read: then look again, without acting again.
      if (message !== '' || (await failed.first().isVisible())) break;
    }
    expect(message, `${name}: the failure says something`).not.toBe('');
    session.shown.push(`${name}: ${message}`);
    if (!(await page.locator('idm-console .startup-error').isVisible())) await expectLayout(page);
    expect(attempt, `${name} failed ${attempt} times`).toBeLessThan(MAX_ATTEMPTS);
    await recover();
  }
}

/** Reload: a failed load's own Try again is covered by unit tests; a reload starts every read afresh. */
const reload = (page: Page) => async () => {
  await page.reload();
};

async function signIn(session: Session, account: Account, route: string): Promise<void> {
  const { page } = session;
  await page.goto(`/idmdash/#/${route}`);
  await page.locator('input[name=username]').fill(account.username);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await step(
    session,
    `sign in ${account.username}`,
    async () => {},
    page.getByTestId('user-name').filter({ hasText: account.fullName }),
    reload(page),
  );
  await expectLayout(page);
}

test('a session on a failing network: no unhandled error, no blank screen, every failure said, nothing typed lost', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const eddie = await openSession(browser, baseURL ?? '');
  const maria = await openSession(browser, baseURL ?? '');
  await setFaults(request, FAULTS);
  try {
    // Eddie asks for the IDE.
    await signIn(eddie, EDDIE, 'requests');
    const card = main(eddie.page)
      .getByRole('list', { name: 'Search results' })
      .getByRole('article', { name: ITEM, exact: true });
    await step(
      eddie,
      'find the item',
      () => searchCatalog(eddie.page, ITEM),
      card,
      async () => {
        await eddie.page.reload();
        await expect(eddie.page.getByTestId('user-name')).toBeVisible();
      },
    );
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartEntry(eddie.page, ITEM)).toBeVisible();
    await reasonField(eddie.page).fill(REASON);
    await expectLayout(eddie.page);

    // The first submit fails for sure: the console says so and keeps the cart and the reason.
    await setFaults(request, { errorRate: 1 });
    await dismissMessages(eddie.page);
    await submitButton(eddie.page).click();
    await expect(failure(eddie.page)).toBeVisible({ timeout: 30_000 });
    eddie.shown.push(`forced submit failure: ${((await failure(eddie.page).textContent()) ?? '').replace(/×$/, '')}`);
    await expect(reasonField(eddie.page)).toHaveValue(REASON);
    await expect(cartEntry(eddie.page, ITEM)).toBeVisible();
    await expectLayout(eddie.page);
    await setFaults(request, FAULTS);

    const submitted = bannerSuccess(eddie.page).or(cart(eddie.page).locator('.ra-result.success'));
    await step(
      eddie,
      'submit the request',
      async () => {
        await dismissMessages(eddie.page);
        await expect(reasonField(eddie.page)).toHaveValue(REASON); // still there after every failure
        await submitButton(eddie.page).click();
      },
      submitted,
      async () => {},
      bannerFailure(eddie.page),
    );
    await expect(cart(eddie.page).getByRole('listitem', { name: ITEM, exact: true })).toHaveCount(0);
    await expectLayout(eddie.page);

    // Maria approves it.
    await signIn(maria, MARIA, 'tasks');
    const row = taskTable(maria.page)
      .getByRole('row')
      .filter({ has: maria.page.getByRole('link', { name: ITEM, exact: true }) })
      .filter({ hasText: EDDIE.fullName });
    await step(
      maria,
      'find the task',
      async () => {
        const box = main(maria.page).getByRole('searchbox', { name: 'Search tasks' });
        await box.fill(ITEM);
        await box.press('Enter');
      },
      row,
      async () => {
        await maria.page.reload();
        await expect(maria.page.getByTestId('user-name')).toBeVisible();
      },
    );
    const detail = main(maria.page).getByRole('article', { name: ITEM, exact: true });
    await step(
      maria,
      'open the task',
      () => row.getByRole('link', { name: ITEM, exact: true }).click(),
      detail.getByRole('group', { name: 'Task actions' }),
      async () => {
        await maria.page.goBack();
        await expect(row).toBeVisible({ timeout: 30_000 });
      },
    );
    const dialog = host(maria.page).getByRole('dialog', { name: 'Approve task' });
    const comment = dialog.getByRole('textbox', { name: 'Comment (optional)' });

    // The first approval loses its connection for sure: 'Network Error', and the dialog keeps the comment.
    await detail
      .getByRole('group', { name: 'Task actions' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await comment.fill(COMMENT);
    await setFaults(request, { dropRate: 1 });
    await dismissMessages(maria.page);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(host(maria.page).locator('[part=banner] .idm-alert.alert-danger')).toContainText('Network Error', {
      timeout: 30_000,
    });
    maria.shown.push('forced approval drop: Network Error');
    await expect(comment).toHaveValue(COMMENT);
    await expectLayout(maria.page);
    await setFaults(request, FAULTS);

    await step(
      maria,
      'approve',
      async () => {
        await dismissMessages(maria.page);
        if (!(await dialog.isVisible())) {
          await detail
            .getByRole('group', { name: 'Task actions' })
            .getByRole('button', { name: 'Approve', exact: true })
            .click();
          await comment.fill(COMMENT);
        }
        // After a failure the dialog is still open with the comment typed.
        await expect(comment).toHaveValue(COMMENT);
        await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      },
      bannerSuccess(maria.page),
      // A failed approval leaves the dialog open, its button usable again once the answer is in.
      async () => expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled({ timeout: 30_000 }),
      bannerFailure(maria.page),
    );
    await expect(dialog).toBeHidden();
    await expectLayout(maria.page);

    // Then the user catalog and her profile.
    await step(
      maria,
      'user catalog',
      async () => void (await maria.page.goto('/idmdash/#/users')),
      main(maria.page).getByText(/^Total: \d+$/),
      reload(maria.page),
    );
    await expectLayout(maria.page);
    await step(
      maria,
      'profile',
      async () => void (await maria.page.goto('/idmdash/#/myProfile')),
      main(maria.page).locator('[part=profile]').getByRole('heading', { name: MARIA.fullName }),
      reload(maria.page),
    );
    await expectLayout(maria.page);
  } finally {
    await setFaults(request, null);
  }

  const sessions = { eddie, maria };
  const report = Object.entries(sessions).map(
    ([name, s]) => `${name}: ${s.failedCalls.length} failed calls, ${s.shown.length} shown: ${s.shown.join(' | ')}`,
  );
  test.info().annotations.push({ type: 'faults', description: report.join('\n') });
  console.log(report.join('\n'));
  expect([...eddie.unhandled, ...maria.unhandled], 'unhandled errors').toEqual([]);
  // The forced failure at least; the random faults hit calls too (a fixed seed, 15 % of them).
  expect(eddie.shown.length).toBeGreaterThan(0);
  expect(maria.shown.length).toBeGreaterThan(0);
  expect(eddie.failedCalls.length + maria.failedCalls.length).toBeGreaterThan(0);
});
