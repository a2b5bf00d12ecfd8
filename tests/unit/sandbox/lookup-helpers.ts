import type { FastifyInstance } from 'fastify';
import { passwordToken, restGet, restSend, startSandbox, type TestSandbox } from './helpers.js';

export const TEAM =
  'cn=HelpDeskTeam,cn=TeamDefs,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
export const ROLE_DEFS = 'cn=RoleDefs,cn=RoleConfig,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system';
export const AD_DRIVER = 'cn=Active Directory,cn=driverset1,o=system';
export const AD_GROUP = `cn=Group,${AD_DRIVER}`;

export type Json = Record<string, unknown> & { [key: string]: unknown };

/** A sandbox with tokens for the demo accounts the lookup tests use. */
export interface LookupSandbox {
  sb: TestSandbox;
  app: FastifyInstance;
  tokens: Record<'admin' | 'user' | 'teamManager' | 'roleAdmin' | 'proxy', string>;
}

export async function lookupSandbox(): Promise<LookupSandbox> {
  const sb = await startSandbox();
  const [admin, user, teamManager, roleAdmin, proxy] = await Promise.all(
    ['uaadmin', 'euser', 'tmanager', 'dadmin', 'pproxy'].map((cn) => passwordToken(sb.app, cn)),
  );
  return {
    sb,
    app: sb.app,
    tokens: { admin: admin!, user: user!, teamManager: teamManager!, roleAdmin: roleAdmin!, proxy: proxy! },
  };
}

/** GET and expect a status; answers the JSON body. */
export async function getJson<T = Json>(app: FastifyInstance, path: string, token: string, status = 200): Promise<T> {
  const res = await restGet(app, path, token);
  if (res.statusCode !== status) throw new Error(`GET ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

/** POST (with the anti-CSRF pair) and expect a status; answers the JSON body. */
export async function postJson<T = Json>(
  app: FastifyInstance,
  path: string,
  token: string,
  body: unknown,
  status = 200,
): Promise<T> {
  const res = await restSend(app, 'POST', path, token, body);
  if (res.statusCode !== status) throw new Error(`POST ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

/** The Fault subcode of a failed call. */
export const subcode = (body: unknown): string =>
  (body as { Fault: { Code: { Subcode: { Value: string } } } }).Fault.Code.Subcode.Value;

export const q = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** SQLite's NOCASE order (ASCII letters folded, then code points), for checking sorted answers. */
export function byNocase(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
