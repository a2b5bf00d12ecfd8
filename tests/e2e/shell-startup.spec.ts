import { test, expect, type Page, type Route } from '@playwright/test';
import { signIn } from './shell-helpers';

/**
 * What the console asks the server for before the task list can show, none of which needs another
 * read's answer (the list's page size comes from the general settings this browser read before, else
 * the spec's defaults), and the header's reads, which go out in the same wave.
 */
const FIRST_WAVE = [
  'access/info/user/rights',
  'access/users/userDefaults',
  'access/supportedlocales/defaultlocale',
  'access/supportedlocales/userlocale',
  'admin/display/settings/general',
  'access/config/clients/1',
  'access/info/user/navigationrights',
  'access/teams/managelist',
  'access/preference',
  'access/tasks/list',
  'access/info/user/navigationmenu',
  'access/notifyService',
  'access/supportedlocales',
];
/** Not asked for before the page shows: igConfig is for administrators. */
const NOT_BEFORE_THE_PAGE = ['access/administration/igConfig'];

/** Start-up and header reads of every account, whatever page it lands on. */
const STARTUP_READS = FIRST_WAVE.filter(
  (read) => !['access/teams/managelist', 'access/preference', 'access/tasks/list'].includes(read),
);

/**
 * Holds every REST answer until each FIRST_WAVE read has been asked for: a read that waited for
 * another's answer would never be asked, and the test fails naming it.
 */
async function holdRestAnswers(
  page: Page,
  firstWave: readonly string[] = FIRST_WAVE,
): Promise<{ missing(): string[]; release(): void; calls: string[] }> {
  const calls: string[] = [];
  const held: Route[] = [];
  let released = false;
  await page.route('**/IDMProv/rest/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/IDMProv\/rest\//, '');
    calls.push(path);
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    calls,
    missing: () => firstWave.filter((read) => !calls.includes(read)),
    release() {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

test("the console asks for its start-up reads, the guard, the first page and the header's reads together; the context once", async ({
  page,
}) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.goto('about:blank');
  const contextCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('LoadContextConfigServlet')) contextCalls.push(request.url());
  });
  const rest = await holdRestAnswers(page);

  await page.goto('/idmdash/#/tasks');
  await expect.poll(() => rest.missing(), { message: 'reads asked for only after another answered' }).toEqual([]);
  expect(NOT_BEFORE_THE_PAGE.filter((read) => rest.calls.includes(read))).toEqual([]);
  rest.release();

  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  await expect(page.locator('idm-console [part=menu]')).toContainText('Tasks');
  expect(rest.calls).not.toContain('access/administration/igConfig');
  // The page's preload is the context the console reads, and the list is asked for once.
  expect(contextCalls).toHaveLength(1);
  expect(rest.calls.filter((path) => path === 'access/tasks/list')).toHaveLength(1);
});

/** An administrator's landing pages with a list: the page title and the reads of its first screen. */
const ADMIN_LISTS: readonly [hash: string, title: string, reads: readonly string[]][] = [
  ['#/role', 'Roles', ['catalog/roles/list', 'catalog/roleCategories', 'access/preference']],
  ['#/resource', 'Resources', ['catalog/resources/listV2', 'catalog/resourceCategories', 'access/preference']],
  ['#/sod', 'Separation of Duties', ['catalog/sods']],
  ['#/groups', 'Groups', ['access/groups']],
  ['#/teams', 'Teams', ['access/teams/managelist']],
];

for (const [hash, title, reads] of ADMIN_LISTS)
  test(`an administrator landing on ${hash}: the list's reads go out with the start-up reads, not after the rights; igConfig after the page`, async ({
    page,
  }) => {
    await signIn(page, 'uaadmin', 'UA Admin');
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    const rest = await holdRestAnswers(page, [...STARTUP_READS, ...reads]);

    await page.goto(`/idmdash/${hash}`);
    await expect.poll(() => rest.missing(), { message: 'reads asked for only after another answered' }).toEqual([]);
    expect(NOT_BEFORE_THE_PAGE.filter((read) => rest.calls.includes(read))).toEqual([]);
    rest.release();

    await expect(page.locator('idm-console').getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
    const list = reads[0];
    expect(rest.calls.filter((path) => path === list)).toHaveLength(1);
    await expect.poll(() => rest.calls).toContain('access/administration/igConfig');
  });

/**
 * Holds the console's own module (whatever is asked for meanwhile, the page's first script asked for) and lists the
 * REST paths asked for; `release()` lets the module come, once it was asked for once.
 */
async function holdConsoleModule(page: Page): Promise<{ calls: string[]; release(): Promise<void> }> {
  const held: Route[] = [];
  await page.route('**/idmdash/console.js', (route) => void held.push(route));
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/IDMProv/rest/')) calls.push(pathname.replace('/IDMProv/rest/', ''));
  });
  return {
    calls,
    async release() {
      expect(held).toHaveLength(1);
      for (const route of held) await route.continue();
      await page.unroute('**/idmdash/console.js');
    },
  };
}

test('a first visit in this browser, which remembers no settings, asks for the first page in the same wave', async ({
  page,
}) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  const rest = await holdRestAnswers(page);

  await page.goto('/idmdash/#/tasks');
  await expect.poll(() => rest.missing(), { message: 'reads asked for only after another answered' }).toEqual([]);
  rest.release();
  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  expect(rest.calls.filter((path) => path === 'access/tasks/list')).toHaveLength(1);
});

test("a first visit: the console page's first script asks for every start's reads, the route guard's and the page's first reads once the context has answered, before the console runs, and the console asks for none of them again", async ({
  page,
}) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  const { calls, release } = await holdConsoleModule(page);
  await page.goto('/idmdash/#/tasks', { waitUntil: 'commit' });
  const everyStart = [
    'access/users/userDefaults',
    'access/info/user/rights',
    'admin/display/settings/general',
    'access/config/clients/1',
    'access/supportedlocales/defaultlocale',
    'access/supportedlocales/userlocale',
    'access/info/user/navigationrights',
    // The task list's, as its route's prefetch asks for them (the build runs it: scripts/first-reads).
    'access/preference',
    'access/teams/managelist',
    'access/tasks/list',
  ];
  await expect.poll(() => everyStart.filter((read) => !calls.includes(read))).toEqual([]);
  await release();

  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  for (const read of everyStart)
    expect(
      calls.filter((path) => path === read),
      read,
    ).toHaveLength(1);
});

test("a second visit: the console page's first script asks for the last visit's start-up reads before the console runs, and the console asks for none of them again", async ({
  page,
}) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.goto('about:blank');
  await page.goto('/idmdash/#/tasks');
  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  // Once the first screen's reads are done, the page remembers them for this page and section.
  await expect
    .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('idm.startupReads') ?? '{}'))))
    .toContain('/idmdash/#tasks');
  await page.goto('about:blank');

  const { calls, release } = await holdConsoleModule(page);
  await page.goto('/idmdash/#/tasks', { waitUntil: 'commit' });
  // The menu is a POST in the contract: of the POSTs, only the route guard's navigation rights are sent early (the
  // route names them). The header's low-priority reads (notification counts, languages) are not either: they
  // would only take connections from the page's code.
  const notEarly = ['access/info/user/navigationmenu', 'access/notifyService', 'access/supportedlocales'];
  const sentEarly = FIRST_WAVE.filter((read) => !notEarly.includes(read));
  await expect.poll(() => sentEarly.filter((read) => !calls.includes(read))).toEqual([]);
  expect(calls.filter((path) => notEarly.includes(path))).toEqual([]);
  await release();

  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  await expect(page.locator('idm-console [part=menu]')).toContainText('Tasks');
  for (const read of FIRST_WAVE)
    expect(
      calls.filter((path) => path === read),
      read,
    ).toHaveLength(1);
});

test("on an intranet page, <idm-console> asks for the start-up reads, the first page and the header's reads together", async ({
  page,
}) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.goto('about:blank');
  const rest = await holdRestAnswers(page);

  await page.goto('/demo/console-embed.html#/tasks');
  await expect.poll(() => rest.missing(), { message: 'reads asked for only after another answered' }).toEqual([]);
  rest.release();
  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  expect(rest.calls.filter((path) => path === 'access/info/user/navigationmenu')).toHaveLength(1);
});

test("the console page asks for the opened page's chunks from the hash as it is parsed, before the console's code has come, under its CSP", async ({
  page,
}) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.goto('about:blank');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  // The console's own module is held: the page's chunks are asked for by the page's inline first script.
  const { release } = await holdConsoleModule(page);

  await page.goto('/idmdash/#/tasks', { waitUntil: 'commit' });
  await expect.poll(() => chunks.filter((path) => /\/chunks\/TaskListPage-/.test(path))).toHaveLength(1);
  await release();

  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  await expect(page.locator('head link[rel=modulepreload][href*="/chunks/TaskListPage-"]')).toHaveCount(1);
  await expect(page.locator('head link[rel=modulepreload][href*="/chunks/TaskDetailPage-"]')).toHaveCount(0);
  expect(problems, 'page errors or CSP violations').toEqual([]);
});

test('the console page preloads its modules and the context', async ({ page }) => {
  const html = await (await page.request.get('/idmdash/')).text();
  expect(html).toContain(
    '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
  );
  expect(html).toContain('<link rel="modulepreload" href="./console.js">');
  expect(html.match(/rel="modulepreload"/g)?.length ?? 0).toBeGreaterThan(1);
});

test("the console page runs its own build: a few files of its folder, none of the elements'", async ({ page }) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.goto('about:blank');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/idmdash/#/tasks');
  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  expect(scripts.filter((path) => !path.startsWith('/idmdash/'))).toEqual([]);
  // The first load (its entry and the bundler's runtime) and the task list's page: 13 at most, not 13 + 14.
  expect(scripts.length).toBeLessThanOrEqual(13);
});

test('an intranet page with the loader reads the context once, beside the element modules', async ({ page }) => {
  await signIn(page, 'mmanager', 'Maria Manager');
  await page.goto('about:blank');
  const contextCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('LoadContextConfigServlet')) contextCalls.push(request.url());
  });
  await page.goto('/demo/console-embed.html#/tasks');
  await expect(page.locator('idm-console tbody td:not([colspan])').first()).toBeVisible();
  expect(contextCalls).toHaveLength(1);
  // The loader asked for the context itself, with the element's modules, and the core took that answer.
  await expect(page.locator('head link[rel=preload][as=fetch][href$="/idmdash/LoadContextConfigServlet"]')).toHaveCount(
    1,
  );
});
