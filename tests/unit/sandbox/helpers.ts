import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type SandboxOptions } from '../../../demo/server/app.js';

export const CONTEXT = 'IDMProv';
export const REST = `/${CONTEXT}/rest`;
export const SECRET = 'test-secret';
export const BASIC = `Basic ${Buffer.from(`idmdash:${SECRET}`).toString('base64')}`;
export const HOST = 'sandbox.test:8180';
export const ORIGIN = `http://${HOST}`;

export interface TestSandbox {
  app: FastifyInstance;
  dir: string;
  dbPath: string;
  /** The app's clock in epoch ms; move it forward to expire tokens. */
  clock: { now: number };
  close(): Promise<void>;
}

/** A sandbox on a fresh SQLite file in a temporary folder, 50 users, quiet. */
export async function startSandbox(
  overrides: Partial<SandboxOptions> = {},
  dir = mkdtempSync(join(tmpdir(), 'idm-sandbox-')),
): Promise<TestSandbox> {
  const clock = { now: Date.now() };
  const dbPath = join(dir, 'sandbox.db');
  const app = await buildApp({
    dbPath,
    users: 50,
    seed: 1,
    context: CONTEXT,
    clientSecret: SECRET,
    tokenTtlSeconds: 60,
    staticDir: join(dir, 'no-dist'),
    logger: false,
    now: () => clock.now,
    ...overrides,
  });
  return {
    app,
    dir,
    dbPath,
    clock,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function passwordToken(app: FastifyInstance, username: string, password = 'Passw0rd'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/osp/a/idm/auth/oauth2/token',
    headers: { authorization: BASIC, host: HOST },
    payload: { grant_type: 'password', username, password },
  });
  if (res.statusCode !== 200) throw new Error(`password grant failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export function cookie(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

/** GET a REST path as the given bearer token. */
export function restGet(app: FastifyInstance, path: string, token: string) {
  return app.inject({ method: 'GET', url: REST + path, headers: { authorization: `Bearer ${token}`, host: HOST } });
}

const CSRF = 'csrf-value-for-tests';

/** A mutating REST call with a matching anti-CSRF cookie and header. */
export function restSend(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: REST + path,
    headers: {
      authorization: `Bearer ${token}`,
      host: HOST,
      netiq_idm_rbpm_acsrf: CSRF,
      'content-type': 'application/json',
      ...headers,
    },
    cookies: { netiq_idm_rbpm_acsrf: CSRF },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

export interface FaultJson {
  Fault: { Code: { Value: string; Subcode: { Value: string } }; Reason: { Text: string } };
}

export const faultOf = (res: LightMyRequestResponse): FaultJson => res.json() as FaultJson;
