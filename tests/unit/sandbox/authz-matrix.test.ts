import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../demo/server/app.js';
import { requirementRefusal } from '../../../demo/server/http/auth.js';
import type { Requirement } from '../../../demo/server/http/context.js';
import { ACCOUNTS, DN, type Account } from './access-helpers.js';
import { HOST, REST, passwordToken, restSend, startSandbox, type TestSandbox } from './helpers.js';

/**
 * The authorization matrix (issue 30; docs/security.md "Route declarations"): every route the sandbox registers
 * says who may call it, a REST route refuses a caller its declaration excludes with 403 (and anyone without a
 * token with 401) before it reads the body, and docs/security.md shows the matrix as it is. After adding a
 * route, run this file with UPDATE_SECURITY_DOC=1 to rewrite the table.
 */
const DOC = fileURLToPath(new URL('../../../docs/security.md', import.meta.url));
const START = '<!-- authz-matrix:start -->';
const END = '<!-- authz-matrix:end -->';

const described = (requires: Requirement | undefined): string => {
  if (requires === undefined) return '(none)';
  if (typeof requires === 'string') return requires;
  return 'domain' in requires ? `domain ${requires.domain}` : `right "${requires.navKey}"`;
};
const pathOf = (route: RegisteredRoute) =>
  route.url.startsWith(`${REST}/`) ? route.url.slice(REST.length) : route.url;
const concrete = (url: string) => url.replace(/:(\w+)/g, 'x').replace(/\*/g, 'x');

describe('the authorization matrix: routes × the six demo accounts', () => {
  let sandbox: TestSandbox;
  let token: Record<Account, string>;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    sandbox = await startSandbox();
    const tokens = await Promise.all(ACCOUNTS.map((cn) => passwordToken(sandbox.app, cn)));
    token = Object.fromEntries(ACCOUNTS.map((cn, i) => [cn, tokens[i]!])) as Record<Account, string>;
    // HEAD routes are Fastify's copies of the GETs, with the same declaration.
    routes = sandbox.app.routeList.filter((route) => route.method !== 'HEAD');
  });
  afterAll(() => sandbox.close());

  const refusalFor = (account: Account, route: RegisteredRoute): string | null => {
    const user = sandbox.app.store.users.findByDn(DN[account]);
    if (!user) throw new Error(`no ${account}`);
    return route.requires === 'public' ? null : requirementRefusal(sandbox.app, user, route.requires);
  };

  it('every registered route declares who may call it', () => {
    const undeclared = sandbox.app.routeList
      .filter((route) => route.requires === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses every REST route without a token (401) and to each account its declaration excludes (403)', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const route of routes.filter((r) => r.url.startsWith(`${REST}/`))) {
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      if (route.requires !== 'public') {
        const anonymous = await sandbox.app.inject({ method, url, headers: { host: HOST } });
        calls++;
        if (anonymous.statusCode !== 401) problems.push(`${method} ${url} without a token: ${anonymous.statusCode}`);
      }
      for (const account of ACCOUNTS) {
        if (refusalFor(account, route) === null) continue;
        const res =
          method === 'GET'
            ? await sandbox.app.inject({
                method,
                url,
                headers: { host: HOST, authorization: `Bearer ${token[account]}` },
              })
            : await restSend(sandbox.app, method, url.slice(REST.length), token[account], {});
        calls++;
        if (res.statusCode !== 403) problems.push(`${method} ${url} as ${account}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length / 2);
  });

  it('docs/security.md shows the current matrix', async () => {
    const rows = [...routes]
      .sort((a, b) => pathOf(a).localeCompare(pathOf(b)) || a.method.localeCompare(b.method))
      .map((route) => {
        const cells = ACCOUNTS.map((account) => (refusalFor(account, route) === null ? '✓' : '403'));
        return `| ${route.method} | \`${pathOf(route)}\` | ${described(route.requires)} | ${cells.join(' | ')} |`;
      });
    const rest = routes.filter((r) => r.url.startsWith(`${REST}/`)).length;
    const table = [
      START,
      '',
      `${routes.length} routes (${rest} under \`${REST}\`, shown without that prefix) × ${ACCOUNTS.length} accounts. ` +
        '✓: the declaration admits the account (the handler may still refuse an object outside its scope); ' +
        '403: refused before the body is read. Without a token every route but the `public` ones answers 401.',
      '',
      `| Method | Route | Declared | ${ACCOUNTS.join(' | ')} |`,
      `| --- | --- | --- | ${ACCOUNTS.map(() => ':---:').join(' | ')} |`,
      ...rows,
      '',
      END,
    ].join('\n');
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `${DOC} must hold ${START} … ${END}`).toBeGreaterThanOrEqual(0);
    // As `npm run lint` wants it: the doc as prettier lays it out.
    const updated = await format(doc.slice(0, start) + table + doc.slice(end + END.length), {
      ...(await resolveConfig(DOC)),
      filepath: DOC,
    });
    if (process.env.UPDATE_SECURITY_DOC === '1') writeFileSync(DOC, updated);
    else expect(doc, 'docs/security.md is stale: run this test with UPDATE_SECURITY_DOC=1').toBe(updated);
  });
});
