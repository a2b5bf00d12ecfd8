import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './shell-helpers';

export { PASSWORD, profileItem, signIn, watchForErrors } from './shell-helpers';

/** The demo accounts of the people tests (sandbox seed, password Passw0rd). */
export const ADMIN = { username: 'uaadmin', fullName: 'UA Admin', dn: 'cn=uaadmin,ou=sa,o=data' } as const;
export const MARIA = { username: 'mmanager', fullName: 'Maria Manager', dn: 'cn=mmanager,ou=users,o=data' } as const;
export const EDDIE = { username: 'euser', fullName: 'Eddie User', dn: 'cn=euser,ou=users,o=data' } as const;
export type Account = typeof ADMIN | typeof MARIA | typeof EDDIE;

/** Where the sandbox puts new users by default (the create form's preselected container). */
export const USERS_CONTAINER = 'ou=users,o=data';

export const signInAs = (page: Page, account: Account, route = ''): Promise<void> =>
  signIn(page, account.username, account.fullName, route);

/** The console element and its main outlet (locators pierce the open shadow root). */
export const host = (page: Page): Locator => page.locator('idm-console');
export const main = (page: Page): Locator => host(page).locator('main');
/** The global feedback banner. */
export const banner = (page: Page): Locator => host(page).locator('[part=banner]');

/** `#/users/{dn}`, `#/detailInfo/{dn}`, `#/orgchart/{dn}`: a DN as one URL-encoded segment. */
export const hashFor = (section: string, dn?: string): string =>
  `#/${section}${dn === undefined ? '' : `/${encodeURIComponent(dn)}`}`;
/** A URL regexp that ends with that hash route (query allowed). */
export const urlEndingWith = (hash: string): RegExp => new RegExp(`${escapeRegExp(hash)}(\\?.*)?$`);
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Short and unique within a run: lower-case letters and digits (a valid cn, searchable). */
export function uniqueId(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0')}`;
}

/**
 * A REST call through the console's own HTTP client (as the signed-in user), any method. Answers the
 * status and body; HTTP errors answer theirs. For test set-up and clean-up only: what is tested goes
 * through the UI.
 */
export async function restCall(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  restPath: string,
  options: { query?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method: verb, restPath: p, query, body }) => {
      interface Core {
        http: {
          rest(path: string): string;
          request(options: {
            method: string;
            url: string;
            query?: Record<string, string>;
            body?: unknown;
          }): Promise<unknown>;
        };
      }
      const core = (globalThis as unknown as Record<symbol, Core | undefined>)[Symbol.for('idm-console.core')];
      if (!core) throw new Error('no console core on the page');
      try {
        return { status: 200, body: await core.http.request({ method: verb, url: core.http.rest(p), query, body }) };
      } catch (error) {
        const failure = error as { status?: number; body?: unknown };
        return { status: failure.status ?? 0, body: failure.body ?? String(error) };
      }
    },
    { method, restPath, query: options.query, body: options.body },
  );
}

export interface NewUser {
  dn: string;
  cn: string;
  firstName: string;
  lastName: string;
  fullName: string;
  password: string;
}

/** Creates a user through the REST API (the signed-in user must be an administrator). */
export async function createUserByApi(page: Page, extra: Record<string, string> = {}): Promise<NewUser> {
  const cn = uniqueId('e2e');
  const firstName = 'Testa';
  const lastName = `Probe${cn.slice(3)}`;
  const password = 'Passw0rd1';
  const attributes = Object.entries({
    CN: cn,
    FirstName: firstName,
    LastName: lastName,
    Email: `${cn}@example.com`,
    ...extra,
  }).map(([key, value]) => ({ key, values: [value], action: 'add' }));
  const answer = await restCall(page, 'POST', 'access/user', {
    body: { container: USERS_CONTAINER, password, attributes },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const dn = (answer.body as { dn: string }).dn;
  expect(dn).toContain(cn);
  return { dn, cn, firstName, lastName, fullName: `${firstName} ${lastName}`, password };
}

/** Deletes users through the REST API (clean-up; unknown DNs are ignored). */
export async function deleteUsersByApi(page: Page, dns: readonly string[]): Promise<void> {
  if (dns.length === 0) return;
  await restCall(page, 'DELETE', 'access/user', { body: { members: dns.map((dn) => ({ dn })) } });
}

/** Sets a user's saved locale (clean-up after a test switched the language). */
export async function saveLocaleByApi(page: Page, dn: string, locale: string): Promise<void> {
  const answer = await restCall(page, 'POST', 'access/ulp/l10n/listLocales', {
    body: { userDN: dn, userPreferredLocales: [locale] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Sets one attribute of a user (clean-up after a test changed it). */
export async function setAttributeByApi(
  page: Page,
  dn: string,
  key: string,
  values: string[],
  isProfile = false,
): Promise<void> {
  const answer = await restCall(page, 'PUT', 'access/user', {
    query: { clientId: '1', isProfile: String(isProfile) },
    body: { dn, attributes: [{ key, values, action: 'update' }] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Saves a screenshot under test-results/people/ (looked at by a person, not compared). */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.resolve(import.meta.dirname, `../../test-results/people/${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** A file buffer of `size` bytes that starts like a PNG (the console checks name and size only). */
export function pngBytes(size: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(Math.max(size - signature.length, 0), 7)]);
}

/** A real 1×1 PNG (67 bytes): accepted by the console and the sandbox. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
