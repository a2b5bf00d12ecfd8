import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/*
 * Every route of the console, read from the areas' route declarations (src/areas/<area>/routes.ts, the
 * files the console's route table is built from), and how a test reaches one with real parameters.
 */

const AREAS = path.resolve(import.meta.dirname, '../../src/areas');

/** The console's own home page (src/console/routes/console-routes.tsx), beside the areas' sections. */
const CONSOLE_PAGES = ['default'] as const;

/** Every route pattern, `section/path` ('role/detail/:dn'); optional parameters left out ('orgchart'). */
export function consoleRoutePatterns(): string[] {
  const patterns = new Set<string>(CONSOLE_PAGES);
  for (const area of fs.readdirSync(AREAS).sort()) {
    const file = path.join(AREAS, area, 'routes.ts');
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    // A section's block: from its `section:` to the next one.
    const blocks = source.split(/(?=\bsection:\s*')/).slice(1);
    for (const block of blocks) {
      const section = /section:\s*'([^']+)'/.exec(block)?.[1];
      if (!section) continue;
      for (const match of block.matchAll(/\bpath:\s*'([^']*)'/g)) {
        const route = (match[1] ?? '')
          .split('/')
          .filter((segment) => segment !== '' && !segment.endsWith('?'))
          .join('/');
        patterns.add(route ? `${section}/${route}` : section);
      }
    }
  }
  return [...patterns];
}

/**
 * Where a route with parameters is found: a seeded item's hash, or the first link in the main content of
 * page `from` (itself a pattern, resolved first) that starts with `prefix` and is not `exclude`.
 */
type Sample =
  | { hash: string }
  | { from: string; prefix: (from: string) => string; exclude?: RegExp }
  /** The page's address once the first `opens` (a button in the main content of `from`) is clicked. */
  | { from: string; opens: string }
  /** Made from the hash of `from` ('#/resource/detail/<dn>' → '#/resource/assignments/<dn>'). */
  | { from: string; derive: (from: string) => string };

const link = (start: string) => () => `#/${start}`;

/** How each route with parameters is reached. */
export const ROUTE_SAMPLES: Readonly<Record<string, Sample>> = {
  'permissions/assignee/:dn/:domain': { from: 'permissions', prefix: link('permissions/assignee/') },
  // Locations are seeded with a hierarchy (EMEA, its offices), so their items have an org chart.
  'entities/:definition': { hash: '#/entities/location' },
  'entities/:definition/create': { hash: '#/entities/location/create' },
  'entities/:definition/:dn': { from: 'entities/:definition', prefix: (from) => `${from}/`, exclude: /\/create$/ },
  'entities/:definition/:dn/orgchart': { from: 'entities/:definition/:dn', prefix: (from) => `${from}/orgchart` },
  'groups/detail/:dn': { from: 'groups', prefix: link('groups/detail/') },
  'history/:entityType/:requestId': { from: 'history', prefix: link('history/') },
  'resource/detail/:dn': { from: 'resource', prefix: link('resource/detail/') },
  // A resource's holders have a page of their own with no link to it in the console (the details list them).
  'resource/assignments/:dn': {
    from: 'resource/detail/:dn',
    derive: (from) => from.replace('#/resource/detail/', '#/resource/assignments/'),
  },
  'role/detail/:dn': { from: 'role', prefix: link('role/detail/') },
  'role/mapresources/:dn': { from: 'role/detail/:dn', prefix: link('role/mapresources/') },
  'sod/detail/:dn': { from: 'sod', prefix: link('sod/detail/') },
  'tasks/:taskId': { from: 'tasks', prefix: link('tasks/') },
  'teams/detail/:dn': { from: 'teams', prefix: link('teams/detail/') },
  'detailInfo/:dn': { hash: `#/detailInfo/${encodeURIComponent('cn=mmanager,ou=users,o=data')}` },
  'users/:dn': { hash: `#/users/${encodeURIComponent('cn=mmanager,ou=users,o=data')}` },
  // A process opens from its name, a button in the list.
  'workflowmonitoring/process/:requestId': { from: 'workflowmonitoring', opens: 'table tbody tr button' },
  // No delegation is seeded: the page of one that does not exist (it says so under its heading).
  'delegation/edit/:id': { hash: '#/delegation/edit/0' },
};

/** Routes with parameters that have no sample yet: a new route must get one here. */
export function routesWithoutSample(patterns: readonly string[]): string[] {
  return patterns.filter((pattern) => pattern.includes(':') && !ROUTE_SAMPLES[pattern]);
}

/** The hash of a route (`#/role/detail/cn%3D…`), following links from the pages that list its items. */
export async function routeHash(page: Page, pattern: string, known = new Map<string, string>()): Promise<string> {
  const cached = known.get(pattern);
  if (cached) return cached;
  const sample = ROUTE_SAMPLES[pattern];
  let hash: string;
  if (!sample) hash = `#/${pattern}`;
  else if ('hash' in sample) hash = sample.hash;
  else if ('derive' in sample) hash = sample.derive(await routeHash(page, sample.from, known));
  else if ('opens' in sample) {
    await page.goto(`/idmdash/${await routeHash(page, sample.from, known)}`);
    const opener = page.locator(`idm-console main ${sample.opens}`).first();
    await expect(opener, `a button to ${pattern}`).toBeVisible({ timeout: 15_000 });
    const before = page.url();
    await opener.click();
    await expect.poll(() => page.url(), { message: `${pattern} opened` }).not.toBe(before);
    hash = new URL(page.url()).hash;
  } else {
    const from = await routeHash(page, sample.from, known);
    await page.goto(`/idmdash/${from}`);
    const prefix = sample.prefix(from);
    const links = page.locator(`idm-console main a[href^="${prefix}"]`);
    await expect(links.first(), `a link to ${pattern} on ${from}`).toBeAttached({ timeout: 15_000 });
    const hrefs = (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).map(
      (href) => href.split('?')[0] ?? href,
    );
    const found = hrefs.find((href) => !sample.exclude?.test(href));
    expect(found, `a link to ${pattern} on ${from}: ${hrefs.join(', ')}`).toBeTruthy();
    hash = found ?? '';
  }
  known.set(pattern, hash);
  return hash;
}

/** Every console page that opens without a parameter ('tasks', 'configuration/caching'; 'default' first). */
export function consoleRoutes(): string[] {
  return consoleRoutePatterns().filter((pattern) => !pattern.includes(':'));
}
