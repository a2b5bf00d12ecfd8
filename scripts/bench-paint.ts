// The Chromium half of `npm run bench`: the built console against a sandbox already seeded large.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function signIn(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/idmdash/`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('Passw0rd');
  await page.locator('form [type=submit]').first().click();
  await page.locator('idm-console [part=profile-button]').waitFor();
}

/**
 * Opens `hash` and measures from the moment the response whose URL contains `call` has arrived to
 * the moment `painted` is visible: the console's own work (parse, render, layout).
 */
async function responseToPaint(
  page: Page,
  origin: string,
  hash: string,
  call: string,
  painted: string,
): Promise<number> {
  // A new document each run: a hash change alone would answer from the query cache without a call.
  await page.goto('about:blank');
  await page.goto(`${origin}/idmdash/#/default`);
  await page.locator('idm-console [part=profile-button]').waitFor();
  const response = page.waitForResponse((r) => r.url().includes(call) && r.ok());
  await page.evaluate((target) => {
    location.hash = target;
  }, hash);
  await response;
  const arrived = performance.now();
  await page.locator(painted).first().waitFor({ state: 'visible' });
  return performance.now() - arrived;
}

export async function paintFigures(app: FastifyInstance, largeTeamManager: string): Promise<void> {
  const executablePath = await findChromium();
  if (!executablePath) {
    console.log('\n(no Chromium found: skipping the paint figures)');
    return;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const figures: [string, number[]][] = [];

    await signIn(page, origin, 'mmanager');
    const tasks: number[] = [];
    for (let i = 0; i < RUNS; i += 1)
      tasks.push(await responseToPaint(page, origin, '#/tasks', '/access/tasks/list', 'idm-console tbody tr'));
    figures.push([`task list (${RUNS} runs), response → rows painted`, tasks]);

    const history: number[] = [];
    for (let i = 0; i < RUNS; i += 1)
      history.push(
        await responseToPaint(page, origin, '#/history', '/access/requests/historylist', 'idm-console tbody tr'),
      );
    figures.push([`request history (${RUNS} runs), response → rows painted`, history]);

    const chart: number[] = [];
    const hash = `#/orgchart/${encodeURIComponent(largeTeamManager)}`;
    for (let i = 0; i < RUNS; i += 1)
      chart.push(await responseToPaint(page, origin, hash, '/access/orgChart/v2', 'idm-console [part=node]'));
    figures.push([`org chart of a 1,000-report manager, response → team painted`, chart]);

    await page.context().clearCookies();
    await signIn(page, origin, 'uaadmin');
    const users: number[] = [];
    for (let i = 0; i < RUNS; i += 1)
      users.push(
        await responseToPaint(page, origin, '#/users?view=users', '/access/users/list', 'idm-console tbody tr'),
      );
    figures.push([`user list (${RUNS} runs), response → rows painted`, users]);

    console.log(`\n${'in Chromium (built console)'.padEnd(64)}median ms   max ms`);
    for (const [name, values] of figures) {
      console.log(
        `${name.padEnd(64)}${median(values).toFixed(1).padStart(9)}${Math.max(...values)
          .toFixed(1)
          .padStart(9)}`,
      );
    }
  } finally {
    await browser.close();
  }
}
