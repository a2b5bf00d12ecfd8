import type { Page } from '@playwright/test';
import { axe, expect, test, type Account } from './access-helpers';
import { consoleRoutePatterns, routeHash } from './console-routes';
import { headerPartsBelowFirstRow, sidewaysScroll, wordsBrokenInTableCells } from './layout-checks';

// Every console route (read from the areas' route declarations) at a phone's and a small laptop's width
// (issue 34): after the navigation the focus is on the page's h1, the page has exactly one h1, the document
// never scrolls sideways, no table cell breaks a word inside the word, the header is one row, and axe finds
// nothing serious or critical. The routes are split over several spec files (routes-a11y*.spec.ts) so that
// the CI shards stay balanced.

const WIDTHS = [390, 1024] as const;

/** The pages of a person without administration rights (Eddie: no delegation, no availability). */
export const SELF_SERVICE = [
  'default',
  'requests',
  'history',
  'history/:entityType/:requestId',
  'tasks',
  'myProfile',
  'orgchart',
  'users',
  'users/:dn',
] as const;

/** A manager's pages besides (Maria delegates and sets her availability). */
export const MANAGER_PAGES = ['delegation', 'delegation/createDelegation', 'availability'] as const;

/**
 * The role pages a delegated role administrator (Dan) works in. The list's first role is outside his scope:
 * its page says so (under its h1), with no link to its mapped resources.
 */
export const ROLE_PAGES = ['role', 'role/create', 'role/detail/:dn'] as const;

/** Part `part` (from 0) of `parts` of every route: every parts-th one, so each part has some of each area. */
export function everyRoutePart(part: number, parts: number): string[] {
  return consoleRoutePatterns().filter((_, index) => index % parts === part);
}

/** The deepest focused element, inside the console's shadow root: its tag and text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return `${active?.localName ?? ''} ${(active?.textContent ?? '').trim()}`.trim();
  });
}

/** The page has drawn its content: an h1, and nothing is loading any more. */
async function settled(page: Page): Promise<boolean> {
  try {
    await expect(page.locator('idm-console main h1').first()).toBeVisible({ timeout: 15_000 });
    await expect(
      page.locator(
        'idm-console main :is(.route-progress, [role=status]:is(.idm-component-loader, .idm-table-spinner))',
      ),
    ).toHaveCount(0, { timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong at this width: a missing or second h1, the layout, and (when asked) axe's serious findings. */
async function problemsAt(page: Page, width: number, withAxe: boolean): Promise<string[]> {
  const found: string[] = [];
  if (!(await settled(page))) found.push(`${width} px: the page did not finish loading its h1 and content`);
  const headings = page.locator('idm-console h1');
  const count = await headings.count();
  if (count !== 1) found.push(`${width} px: ${count} h1 (${(await headings.allInnerTexts()).join(' | ')})`);
  const sideways = await sidewaysScroll(page);
  if (sideways > 0) found.push(`${width} px: the page scrolls ${sideways}px sideways`);
  const broken = await wordsBrokenInTableCells(page);
  if (broken.length > 0) found.push(`${width} px: words broken in table cells: ${broken.join(', ')}`);
  // One row from 1024 px (a More menu takes what does not fit) and, behind the Menu button, on a phone too.
  const below = await headerPartsBelowFirstRow(page);
  if (below.length > 0) found.push(`${width} px: header on two rows (${below.join(', ')})`);
  if (withAxe)
    for (const violation of await axe(page))
      found.push(
        `${width} px: ${violation.impact} ${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.slice(0, 3))}`,
      );
  return found;
}

/**
 * Where axe runs. `every width`: each route at both widths (the self-service pages turn into cards below
 * 640 px, so the two widths are two different pages). `phone, and the first route wide`: the administrator's
 * sweep; the administration pages are the same tables at both widths, the header, which does change, is the same
 * on every route, and the self-service pages are checked at both widths in the other accounts' sweeps.
 */
export type AxeWidths = 'every width' | 'phone, and the first route wide';

/** Each route at both widths; what is wrong, by route. */
async function checkRoutes(
  page: Page,
  patterns: readonly string[],
  axeWidths: AxeWidths,
): Promise<Record<string, string[]>> {
  const hashes = new Map<string, string>();
  const problems: Record<string, string[]> = {};
  for (const pattern of patterns) {
    await page.setViewportSize({ width: WIDTHS[0], height: 844 });
    let hash: string;
    try {
      hash = await routeHash(page, pattern, hashes);
    } catch (error) {
      problems[pattern] = [`not reached: ${String(error).split('\n')[0]}`];
      continue;
    }
    const found: string[] = [];
    const already = new URL(page.url()).hash === hash;
    await page.goto(`/idmdash/${hash}`);
    // After a navigation to another page the console puts the focus on the new page's h1.
    if (!already)
      await expect
        .poll(() => focused(page), { timeout: 20_000 })
        .toMatch(/^h1\b/)
        .catch(async () =>
          found.push(`the focus is not on the h1 after the navigation but on "${await focused(page)}"`),
        );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const withAxe = width === WIDTHS[0] || axeWidths === 'every width' || pattern === patterns[0];
      found.push(...(await problemsAt(page, width, withAxe)));
    }
    if (found.length > 0) problems[`${pattern} (${hash})`] = found;
  }
  return problems;
}

type SweepFixtures = { as(account: Account, route?: string): Promise<Page> };

/**
 * A test of these routes as `account`, signed in on the home page: its title and body, declared by the spec
 * file itself (`test(...sweep(…))`) so that the durations reporter counts it under that file.
 */
export function sweep(
  account: Account,
  patterns: readonly string[],
  axeWidths: AxeWidths = 'every width',
): [string, (fixtures: SweepFixtures) => Promise<void>] {
  return [
    `${account.username}: ${patterns.length} routes at ${WIDTHS.join(' and ')} px, focus on the one h1, no sideways scroll, no serious axe finding`,
    async ({ as }) => {
      test.setTimeout(60_000 + patterns.length * 40_000);
      const page = await as(account, 'default');
      const problems = await checkRoutes(page, patterns, axeWidths);
      expect(problems, JSON.stringify(problems, null, 2)).toEqual({});
    },
  ];
}
