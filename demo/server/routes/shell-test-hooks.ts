import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import { notFound } from '../http/fault.js';
import { MAX_USER_SEARCH_KEY } from '../db/seed/people.js';
import { passwordFlags } from '../sspr/password-flags.js';

/** Where the hooks live when IDM_TEST_HOOKS=1; absent (404) otherwise. */
export const TEST_HOOKS_PREFIX = '/sandbox/test-hooks';

/** Test hooks are on when IDM_TEST_HOOKS=1 (never in a shared deployment: they need no sign-in). */
export const testHooksEnabled = (env: NodeJS.ProcessEnv = process.env): boolean => env.IDM_TEST_HOOKS === '1';

const USER = { type: 'string', minLength: 1, maxLength: 256 } as const;

interface FlagBody {
  user: string;
  value: boolean;
}
interface NavRightBody {
  user: string;
  key: string;
  value: 'true' | 'false' | null;
}
interface PasswordBody {
  user: string;
  password: string;
}
interface FaultsBody {
  latency?: number;
  errorRate?: number;
  dropRate?: number;
  seed?: number;
}

const FAULTS_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    latency: { type: 'integer', minimum: 0, maximum: 60_000 },
    errorRate: { type: 'number', minimum: 0, maximum: 1 },
    dropRate: { type: 'number', minimum: 0, maximum: 1 },
    seed: { type: 'integer', minimum: 0, maximum: 2 ** 31 },
  },
} as const;

const body = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;

/**
 * Test-only switches for states a browser test cannot reach otherwise (`user` is a sign-in name):
 * - POST must-change-password `{user, value}`: REST calls of the user answer 498 while true;
 * - POST nav-right `{user, key, value}`: stores a navigation right ('true'/'false'), null removes it;
 * - POST password `{user, password}`: sets a password (undoes a change made through the SSPR page);
 * - POST max-user-search `{value}`: sets the max user search (setting `users.maxSearch` and client 1's own).
 * - POST faults `{latency?, errorRate?, dropRate?, seed?}`: REST fault injection from now on (as
 *   IDM_FAULTS, its rolls started again from `seed`); DELETE faults: back to what the sandbox started with.
 */
export async function shellTestHookRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const flags = passwordFlags(db);
  const upsertRight = db.prepare<[string, string, string]>(
    'INSERT OR REPLACE INTO nav_rights (user_dn, key, value) VALUES (?, ?, ?)',
  );
  const deleteRight = db.prepare<[string, string]>('DELETE FROM nav_rights WHERE user_dn = ? AND key = ?');
  const setHash = db.prepare<[string, string]>('UPDATE users SET password_hash = ? WHERE dn = ?');

  const userDn = (login: string): string => {
    const user = app.store.users.findByLogin(login);
    if (!user) throw notFound(`No user ${login}.`);
    return user.dn;
  };

  app.post<{ Body: FlagBody }>(
    '/must-change-password',
    { schema: { body: body({ user: USER, value: { type: 'boolean' } }) } },
    async (request) => {
      const dn = userDn(request.body.user);
      if (request.body.value) flags.flag(dn, app.sandbox.now());
      else flags.clear(dn);
      return { user: dn, mustChangePassword: flags.mustChange(dn) };
    },
  );

  app.post<{ Body: NavRightBody }>(
    '/nav-right',
    {
      schema: {
        body: body({
          user: USER,
          key: { type: 'string', minLength: 1, maxLength: 200 },
          value: { enum: ['true', 'false', null] },
        }),
      },
    },
    async (request) => {
      const { key, value } = request.body;
      const dn = userDn(request.body.user);
      if (value === null) deleteRight.run(dn, key);
      else upsertRight.run(dn, key, value);
      return { user: dn, key, value };
    },
  );

  const startedWith = app.sandbox.faults;
  app.post<{ Body: FaultsBody }>('/faults', { schema: { body: FAULTS_BODY } }, async (request) => {
    const { latency = 0, errorRate = 0, dropRate = 0, seed } = request.body;
    app.sandbox.faults = { latencyMs: latency, errorRate, dropRate, ...(seed === undefined ? {} : { seed }) };
    return { faults: app.sandbox.faults };
  });
  app.delete('/faults', async () => {
    app.sandbox.faults = startedWith;
    return { faults: app.sandbox.faults ?? null };
  });

  app.post<{ Body: PasswordBody }>(
    '/password',
    { schema: { body: body({ user: USER, password: { type: 'string', minLength: 1, maxLength: 100 } }) } },
    async (request) => {
      const dn = userDn(request.body.user);
      setHash.run(hashPassword(request.body.password), dn);
      return { user: dn };
    },
  );

  app.post<{ Body: { value: number } }>(
    '/max-user-search',
    { schema: { body: body({ value: { type: 'integer', minimum: 1, maximum: 10_000_000 } }) } },
    async (request) => {
      app.store.settings.set(MAX_USER_SEARCH_KEY, request.body.value);
      // The default client's own setting (client settings, customization) decides first.
      const { clients } = app.store;
      const customization = clients.config('1')?.customization ?? [];
      clients.saveSection('1', 'customization', [
        ...customization.filter((s) => s.key !== 'maxUserSearch'),
        { key: 'maxUserSearch', sectionKey: 'customization', value: request.body.value },
      ]);
      return { maxUserSearch: request.body.value };
    },
  );
}
