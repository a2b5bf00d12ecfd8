import type { Page } from '@playwright/test';
import { ADMIN, EDDIE, axe, expect, test, type Account } from './access-helpers';
import { consoleRoutePatterns, routeHash, routesWithoutSample } from './console-routes';

// Every console route (read from the areas' route declarations) at a phone's and a small laptop's width:
// axe finds nothing serious or critical, and the page has exactly one h1. As the administrator, and the
// self-service pages as a user.

const WIDTHS = [390, 1024] as const;

/** The pages a user without administration rights works in. */
const SELF_SERVICE = [
  'default',
  'requests',
  'history',
  'history/:entityType/:requestId',
  'tasks',
  'myProfile',
  'orgchart',
  'users',
  'users/:dn',
  'delegation',
  'delegation/createDelegation',
  'availability',
];

test('every route with parameters has a way to reach it in console-routes.ts', () => {
  const patterns = consoleRoutePatterns();
  expect(patterns.length).toBeGreaterThan(50);
  expect(routesWithoutSample(patterns)).toEqual([]);
  for (const pattern of SELF_SERVICE) expect(patterns).toContain(pattern);
});

/** What is wrong on each route: a missing or second h1, axe's serious and critical findings. */
async function checkRoutes(page: Page, patterns: readonly string[]): Promise<Record<string, string[]>> {
  const hashes = new Map<string, string>();
  const problems: Record<string, string[]> = {};
  for (const pattern of patterns) {
    let hash: string;
    try {
      hash = await routeHash(page, pattern, hashes);
    } catch (error) {
      problems[pattern] = [`not reached: ${String(error).split('\n')[0]}`];
      continue;
    }
    await page.goto(`/idmdash/${hash}`);
    const found: string[] = [];
    const headings = page.locator('idm-console h1');
    try {
      await expect(headings.first()).toBeVisible({ timeout: 15_000 });
      await expect(
        page.locator('idm-console main [role=status]:is(.idm-component-loader, .idm-table-spinner)'),
      ).toHaveCount(0, { timeout: 15_000 });
    } catch {
      found.push('the page did not finish loading its heading and content');
    }
    const count = await headings.count();
    if (count !== 1) found.push(`${count} h1 (${(await headings.allInnerTexts()).join(' | ')})`);
    for (const violation of await axe(page))
      found.push(
        `${violation.impact} ${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.slice(0, 3))}`,
      );
    if (found.length > 0) problems[`${pattern} (${hash})`] = found;
  }
  return problems;
}

for (const width of WIDTHS) {
  for (const [account, routes] of [
    [ADMIN, null],
    [EDDIE, SELF_SERVICE],
  ] as [Account, string[] | null][]) {
    test(`${account.username} at ${width} px: every route has one h1 and no serious axe finding`, async ({ as }) => {
      const patterns = routes ?? consoleRoutePatterns();
      test.setTimeout(patterns.length * 20_000);
      const page = await as(account, 'default');
      await page.setViewportSize({ width, height: 844 });
      const problems = await checkRoutes(page, patterns);
      expect(problems, JSON.stringify(problems, null, 2)).toEqual({});
    });
  }
}
