import { expect, test, type Page } from '@playwright/test';
import { consoleRoutes } from './console-routes';
import { headerPartsBelowFirstRow, sidewaysScroll, wordsBrokenInTableCells } from './layout-checks';
import { signIn } from './shell-helpers';

// Issue 34, phones and small laptops: every console page at 390 and 1024 px: the document never scrolls
// sideways, no table cell breaks a word inside the word, and the header is one row.

const main = (page: Page) => page.locator('idm-console').locator('main');

/** The page has drawn its content: a heading (or an alert), and nothing is loading any more. */
async function settled(page: Page, route: string): Promise<void> {
  await page.goto(`/idmdash/#/${route}`);
  await expect(main(page).locator('h1, h2, [role=alert]').locator('visible=true').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(main(page).locator('.idm-spinner, .idm-table-spinner, .route-progress')).toHaveCount(0, {
    timeout: 15_000,
  });
}

async function layoutProblems(page: Page, route: string, width: number): Promise<string[]> {
  await settled(page, route);
  const problems: string[] = [];
  const sideways = await sidewaysScroll(page);
  if (sideways > 0) problems.push(`${route} at ${width}: the page scrolls ${sideways}px sideways`);
  const broken = await wordsBrokenInTableCells(page);
  if (broken.length > 0) problems.push(`${route} at ${width}: words broken in table cells: ${broken.join(', ')}`);
  // One row from 1024 px (a More menu takes what does not fit) and, behind the Menu button, on a phone too.
  const below = await headerPartsBelowFirstRow(page);
  if (below.length > 0) problems.push(`${route} at ${width}: header on two rows (${below.join(', ')})`);
  return problems;
}

for (const width of [390, 1024]) {
  test(`every console page at ${width} px: no sideways scroll, no word broken in a table cell, a one-row header`, async ({
    page,
  }) => {
    const routes = consoleRoutes();
    test.setTimeout(30_000 + routes.length * 8_000);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, 'uaadmin', 'UA Admin');
    const problems: string[] = [];
    for (const route of routes) problems.push(...(await layoutProblems(page, route, width)));
    expect(problems).toEqual([]);
  });
}

test('the self-service pages of a team manager at 390 px, the same checks', async ({ page }) => {
  const routes = ['tasks', 'requests', 'history', 'users', 'myProfile', 'delegation', 'availability', 'orgchart'];
  test.setTimeout(30_000 + routes.length * 8_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'mmanager', 'Maria Manager');
  const problems: string[] = [];
  for (const route of routes) problems.push(...(await layoutProblems(page, route, 390)));
  expect(problems).toEqual([]);
});
