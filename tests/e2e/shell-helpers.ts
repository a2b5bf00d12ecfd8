import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Passw0rd';
export const MARIA_DN = 'cn=mmanager,ou=users,o=data';
export const REST = '/IDMProv/rest';

/** Signs in through the OSP page and waits for the shell (the signed-in user's name in the header). */
export async function signIn(page: Page, username: string, fullName: string, route = ''): Promise<void> {
  await page.goto(`/idmdash/${route ? `#/${route}` : ''}`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  // The first page of a cold sandbox on a busy 2-core machine can take longer than the default 5 s.
  await expect(page.getByTestId('user-name')).toHaveText(fullName, { timeout: 15_000 });
}

/** Page errors and CSP violations seen while the test ran. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text());
  });
  return problems;
}

/** The sandbox's test hooks (IDM_TEST_HOOKS=1, see playwright.config.ts). */
export async function testHook(request: APIRequestContext, hook: string, data: Record<string, unknown>): Promise<void> {
  const res = await request.post(`/sandbox/test-hooks/${hook}`, { data });
  expect(res.status(), await res.text()).toBe(200);
}

export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

/** Opens the profile dropdown and answers one of its items. */
export async function profileItem(page: Page, name: string | RegExp): Promise<Locator> {
  await page.locator('idm-console').locator('[part=profile-button]').click();
  return page.locator('idm-console').locator('[part=profile-menu]').getByRole('button', { name });
}

/**
 * A REST call made by the console's own HTTP client (the page's core, `Symbol.for('idm-console.core')`),
 * so that proxy mode, 498 handling and the Authorization header apply as for any page's call.
 * Answers the status and the body; HTTP errors answer their status too.
 */
export async function consoleCall(
  page: Page,
  path: string,
  query: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path: restPath, query: params }) => {
      interface Core {
        http: {
          rest(path: string): string;
          request(options: { url: string; query: Record<string, string> }): Promise<unknown>;
        };
      }
      const core = (globalThis as unknown as Record<symbol, Core | undefined>)[Symbol.for('idm-console.core')];
      if (!core) throw new Error('no console core on the page');
      try {
        return { status: 200, body: await core.http.request({ url: core.http.rest(restPath), query: params }) };
      } catch (error) {
        const failure = error as { status?: number; body?: unknown };
        return { status: failure.status ?? 0, body: failure.body ?? String(error) };
      }
    },
    { path, query },
  );
}

/** Sections the areas declare (`src/areas/<area>/routes.ts`), i.e. the routes of a build of this tree. */
export function declaredSections(): Set<string> {
  const areas = path.resolve(import.meta.dirname, '../../src/areas');
  const sections = new Set<string>();
  if (!fs.existsSync(areas)) return sections;
  for (const area of fs.readdirSync(areas)) {
    const file = path.join(areas, area, 'routes.ts');
    if (!fs.existsSync(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/section:\s*'([^']+)'/g))
      if (match[1]) sections.add(match[1]);
  }
  return sections;
}

/** Saves a screenshot under test-results/shell/ (looked at by a person, not compared). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.resolve(import.meta.dirname, `../../test-results/shell/${name}.png`),
    fullPage: false,
  });
}
