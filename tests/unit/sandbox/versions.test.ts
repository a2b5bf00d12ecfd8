import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSIONED_WRITES, type ObjectRead } from '../../../demo/server/http/versioned-routes.js';
import { HOST, REST, passwordToken, restSend, startSandbox, type TestSandbox } from './helpers.js';
import { UNVERSIONED_WRITES } from './versions-unversioned.js';

/**
 * Versions (demo/server/README.md "Versions: ETag and If-Match"): for every versioned write, the object's read
 * answers an ETag; the write with it succeeds and changes it; the write with the old one answers 412 with the
 * current version; the write without If-Match works as before. Every write route of the REST API is either in
 * this table or listed as unversioned with a reason (versions-unversioned.ts), so a new editor cannot skip it.
 */
type Json = Record<string, unknown>;
interface Ids {
  role: string;
  resource: string;
  sod: string;
  group: string;
  team: string;
  delegation: number;
}
interface Case {
  /** The console's read of the object. */
  read(ids: Ids): ObjectRead;
  /** The write's path with its query (default: the route's own). */
  path?(ids: Ids): string;
  /** A body that changes the object, different for each `n`, from the read's answer. */
  change(answer: unknown, ids: Ids, n: number): unknown;
}
interface DeleteCase {
  read(ids: Ids): ObjectRead;
  /** The update that makes a version stale (run without If-Match). */
  changedBy: string;
  body(ids: Ids): unknown;
}

/** The answer with its first flag (a boolean or "true"/"false", depth first) flipped: a change a settings page takes. */
function flipFirstFlag(value: unknown): unknown {
  let flipped = false;
  const walk = (node: unknown): unknown => {
    if (flipped) return node;
    if (typeof node === 'boolean' || node === 'true' || node === 'false') {
      flipped = true;
      return typeof node === 'boolean' ? !node : String(node !== 'true');
    }
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    return node;
  };
  const result = walk(value);
  if (!flipped) throw new Error(`no flag to flip in ${JSON.stringify(value).slice(0, 200)}`);
  return result;
}

const get = (url: string): ObjectRead => ({ method: 'GET', url });
const roundTrip = (url: string): Case => ({ read: () => get(url), change: (answer) => flipFirstFlag(answer) });
const section = (name: string): Case => ({
  read: () => get(`/access/config/${name}?client=1`),
  path: () => `/access/config/${name}?client=1`,
  change: (answer) => ({ settings: flipFirstFlag((answer as Json).settings) }),
});

const CASES: Record<string, Case> = {
  'PUT /catalog/roles/role': {
    read: (ids) => ({ method: 'POST', url: '/catalog/roles/role', body: { roles: [{ id: ids.role }] } }),
    change: (_answer, ids, n) => ({ id: ids.role, description: `Edited ${n}` }),
  },
  'PUT /catalog/roles/roles': {
    read: (ids) => ({ method: 'POST', url: '/catalog/roles/role', body: { roles: [{ id: ids.role }] } }),
    change: (_answer, ids, n) => ({ roles: [{ id: ids.role, description: `Edited in bulk ${n}` }] }),
  },
  'PUT /catalog/resources/resource': {
    read: (ids) => ({
      method: 'POST',
      url: '/catalog/resources/resource',
      body: { resources: [{ id: ids.resource }] },
    }),
    change: (_answer, ids, n) => ({ id: ids.resource, description: `Edited ${n}` }),
  },
  'PUT /catalog/resources/resources': {
    read: (ids) => ({
      method: 'POST',
      url: '/catalog/resources/resource',
      body: { resources: [{ id: ids.resource }] },
    }),
    change: (_answer, ids, n) => ({ resources: [{ id: ids.resource, description: `Edited in bulk ${n}` }] }),
  },
  'PUT /catalog/sods/sod': {
    read: (ids) => ({ method: 'POST', url: '/catalog/sods/sod', body: { sods: [{ id: ids.sod }] } }),
    change: (_answer, ids, n) => ({ id: ids.sod, description: `Edited ${n}` }),
  },
  'PUT /access/groups': {
    read: (ids) => ({ method: 'POST', url: '/access/groups/group', body: { dn: ids.group } }),
    change: (_answer, ids, n) => ({ dn: ids.group, description: `Edited ${n}` }),
  },
  'PUT /access/teams': {
    read: (ids) => ({ method: 'POST', url: '/access/teams/team', body: { dn: ids.team } }),
    change: (_answer, ids, n) => ({ dn: ids.team, description: `Edited ${n}` }),
  },
  'PUT /access/delegation': {
    read: (ids) => ({ method: 'POST', url: `/access/delegation/list?assignmentId=${ids.delegation}`, body: {} }),
    change: (answer, ids, n) => {
      const [node] = (answer as { delegations: Json[] }).delegations;
      return { ...node, assignmentId: ids.delegation, expiryDate: Number(node?.expiryDate) + (n + 1) * 86_400_000 };
    },
  },
  'POST /access/config/access': section('access'),
  'POST /access/config/branding': section('branding'),
  'POST /access/config/custom': section('custom'),
  'POST /access/config/dashboard': section('dashboard'),
  'POST /access/config/helpdesk': section('helpdesk'),
  'POST /access/config/clients/:id': {
    read: () => get('/access/config/clients'),
    path: () => '/access/config/clients/1',
    change: (_answer, _ids, n) => ({ name: `Default ${n}` }),
  },
  'PUT /admin/display/settings/general': {
    read: () => get('/admin/display/settings/general'),
    change: (answer, _ids, n) => ({ ...(answer as Json), defaultRowsPerPage: n % 2 ? 25 : 10 }),
  },
  'PUT /admin/display/settings/task': roundTrip('/admin/display/settings/task'),
  'PUT /admin/display/settings/request': roundTrip('/admin/display/settings/request'),
  'POST /access/administration/emailApproval': {
    read: () => get('/access/administration/emailApproval'),
    change: (_answer, _ids, n) => ({
      emailApprovalTurnOn: true,
      serverType: 'IMAP',
      host: 'imap.example.com',
      email: 'approvals@example.com',
      password: 'secret-1',
      folder: `INBOX${n}`,
      sslEnabled: true,
      port: 993,
    }),
  },
  'POST /access/administration/delegation': roundTrip('/access/administration/delegation'),
  'POST /access/administration/cprsConfig': roundTrip('/access/administration/cprsConfig'),
  'POST /access/administration/igConfig': {
    read: () => get('/access/administration/igConfig'),
    change: (_answer, _ids, n) => ({
      host: `https://ig${n}.example`,
      adminUserName: 'igadmin',
      adminPassword: 'S3cret!pw',
      showIgApprovals: true,
      showIgRequestCatalog: false,
    }),
  },
  'POST /admin/proxy/configuration': {
    read: () => get('/admin/proxy/configuration'),
    change: (answer, _ids, n) => ({ ...(answer as Json), proxyRetentionTime: 30 + n }),
  },
  'POST /admin/proxy/service/settings': {
    read: () => get('/admin/proxy/service/settings'),
    change: (answer, _ids, n) => ({ ...(answer as Json), syncServiceActivationInterval: 60 + n }),
  },
  'POST /admin/workflowengines/configuration': roundTrip('/admin/workflowengines/configuration'),
  'POST /admin/cache/configuration': {
    read: () => get('/admin/cache/configuration'),
    change: (answer, _ids, n) => ({ ...(answer as Json), maxNodes: String(5000 + n) }),
  },
  'POST /admin/cache/customizedHolders': {
    read: () => get('/admin/cache/customizedHolders'),
    change: (_answer, _ids, n) => ({
      customizeCacheHolders: [
        { cacheValue: 'CodeMapCache', enableLocalMaxnodes: 'true', localMaxnodes: String(100 + n) },
      ],
    }),
  },
  'POST /catalog/administration/roleResourceSettings/role': {
    read: () => get('/catalog/administration/roleResourceSettings'),
    change: (_answer, _ids, n) => ({ roleAssignmentGracePeriod: 10 + n }),
  },
  'POST /catalog/administration/roleResourceSettings/sod': {
    read: () => get('/catalog/administration/roleResourceSettings'),
    change: (_answer, _ids, n) => ({ sodQuorum: String(40 + n) }),
  },
  'POST /catalog/administration/roleResourceSettings/entitlementQuery': {
    read: () => get('/catalog/administration/roleResourceSettings'),
    change: (answer) => flipFirstFlag(answer),
  },
  'PUT /admin/logging': {
    read: () => get('/admin/logging/list'),
    change: (_answer, _ids, n) => ({
      logConfigurations: [
        { packageConfigured: { packageName: 'com.netiq.sandbox.requests' }, logLevel: n % 2 ? 20000 : 30000 },
      ],
    }),
  },
  'PUT /access/ulp/l10n/:locale.properties': {
    read: () => get('/access/ulp/l10n/de.properties'),
    path: () => '/access/ulp/l10n/de.properties',
    change: (_answer, _ids, n) => `menu.tasks=Aufgaben ${n}`,
  },
};

const DELETES: Record<string, DeleteCase> = {
  'DELETE /catalog/roles/role': {
    read: (ids) => CASES['PUT /catalog/roles/role']!.read(ids),
    changedBy: 'PUT /catalog/roles/role',
    body: (ids) => ({ roles: [{ id: ids.role }] }),
  },
  'DELETE /catalog/resources/resource': {
    read: (ids) => CASES['PUT /catalog/resources/resource']!.read(ids),
    changedBy: 'PUT /catalog/resources/resource',
    body: (ids) => ({ resources: [{ id: ids.resource }] }),
  },
  'DELETE /catalog/sods/sod': {
    read: (ids) => CASES['PUT /catalog/sods/sod']!.read(ids),
    changedBy: 'PUT /catalog/sods/sod',
    body: (ids) => ({ sods: [{ id: ids.sod }] }),
  },
  'DELETE /access/teams': {
    read: (ids) => CASES['PUT /access/teams']!.read(ids),
    changedBy: 'PUT /access/teams',
    body: (ids) => ({ teams: [{ dn: ids.team }] }),
  },
  'DELETE /access/delegation': {
    read: (ids) => CASES['PUT /access/delegation']!.read(ids),
    changedBy: 'PUT /access/delegation',
    body: (ids) => ({ delegations: [{ assignmentId: ids.delegation }] }),
  },
};

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
// The app is built before the tests are collected, so that each route is a test of its own.
const sb: TestSandbox = await startSandbox();
const REST_WRITES = [
  ...new Set(
    sb.app.routeList
      .filter((route) => WRITES.has(route.method) && route.url.startsWith(`${REST}/`))
      .map((route) => `${route.method} ${route.url.slice(REST.length)}`),
  ),
].sort();

describe('versions: ETag on reads, If-Match on writes, 412 with the current version', () => {
  let token: string;
  let ids: Ids;
  beforeAll(async () => {
    token = await passwordToken(sb.app, 'uaadmin');
    const first = (sql: string) => (sb.app.store.db.prepare(sql).get() as { id: string | number }).id;
    ids = {
      role: String(first('SELECT dn AS id FROM roles WHERE level = 10 ORDER BY dn LIMIT 1')),
      resource: String(first('SELECT dn AS id FROM resources ORDER BY dn LIMIT 1')),
      sod: String(first('SELECT dn AS id FROM sods ORDER BY dn LIMIT 1')),
      group: String(first('SELECT dn AS id FROM groups ORDER BY dn LIMIT 1')),
      team: String(first('SELECT dn AS id FROM teams ORDER BY dn LIMIT 1')),
      delegation: Number(first('SELECT id FROM delegations ORDER BY id LIMIT 1')),
    };
  });
  afterAll(() => sb.close());

  const read = (call: ObjectRead) =>
    call.method === 'GET'
      ? sb.app.inject({
          method: 'GET',
          url: REST + call.url,
          headers: { authorization: `Bearer ${token}`, host: HOST },
        })
      : restSend(sb.app, 'POST', call.url, token, call.body);
  const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);
  const methodOf = (key: string) => key.slice(0, key.indexOf(' ')) as 'POST' | 'PUT' | 'DELETE';
  const write = (key: string, path: string, body: unknown, ifMatch?: string) =>
    restSend(sb.app, methodOf(key), path, token, body, ifMatch === undefined ? {} : { 'if-match': ifMatch });
  const etagOf = (res: LightMyRequestResponse): string => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const etag = res.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    return String(etag);
  };
  const answerOf = (res: LightMyRequestResponse): unknown =>
    String(res.headers['content-type']).includes('json') ? res.json() : res.body;
  const expectConflict = (res: LightMyRequestResponse, current: string) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(412);
    const fault = res.json() as { Fault: { Code: { Subcode: { Value: string } }; Detail: { currentVersion: string } } };
    expect(fault.Fault.Code.Subcode.Value).toBe('PRECONDITION_FAILED');
    expect(fault.Fault.Detail.currentVersion).toBe(current);
    expect(res.headers.etag).toBe(current);
  };

  it('finds every write route of the REST API and knows each: versioned, or unversioned with a reason', () => {
    expect(REST_WRITES.length).toBeGreaterThan(100);
    const unknown = REST_WRITES.filter((key) => !(key in VERSIONED_WRITES) && !UNVERSIONED_WRITES.has(key));
    expect(unknown, 'add each to VERSIONED_WRITES (http/versioned-routes.ts) or to versions-unversioned.ts').toEqual(
      [],
    );
    expect(REST_WRITES.filter((key) => key in VERSIONED_WRITES && UNVERSIONED_WRITES.has(key))).toEqual([]);
    expect(
      [...UNVERSIONED_WRITES].filter((key) => !REST_WRITES.includes(key)),
      'no longer registered',
    ).toEqual([]);
  });

  it('tests every versioned write here, and only those', () => {
    expect([...Object.keys(CASES), ...Object.keys(DELETES)].sort()).toEqual(Object.keys(VERSIONED_WRITES).sort());
  });

  it.each(Object.keys(CASES))('%s: ETag, If-Match → 200 and a new ETag, stale → 412, none → works', async (key) => {
    const test = CASES[key]!;
    const path = test.path?.(ids) ?? pathOf(key);
    const first = await read(test.read(ids));
    const version = etagOf(first);
    expect(etagOf(await read(test.read(ids))), 'a second read answers the same version').toBe(version);

    const saved = await write(key, path, test.change(answerOf(first), ids, 1), version);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBeLessThan(300);
    const reread = await read(test.read(ids));
    const current = etagOf(reread);
    expect(current, 'the write changed the version').not.toBe(version);
    expect(saved.headers.etag, "the write's answer carries the new version").toBe(current);

    const stale = await write(key, path, test.change(answerOf(reread), ids, 2), version);
    expectConflict(stale, current);
    expect(etagOf(await read(test.read(ids))), 'a refused write changes nothing').toBe(current);

    const weakAndList = await write(key, path, test.change(answerOf(reread), ids, 3), `"other", W/${current}`);
    expect(weakAndList.statusCode, weakAndList.body.slice(0, 300)).toBeLessThan(300);
    const any = await write(key, path, test.change(answerOf(reread), ids, 4), '*');
    expect(any.statusCode, any.body.slice(0, 300)).toBeLessThan(300);
    const without = await write(key, path, test.change(answerOf(reread), ids, 5));
    expect(without.statusCode, without.body.slice(0, 300)).toBeLessThan(300);
  });

  it('a call naming several objects checks no If-Match (each object has its own version)', async () => {
    const res = await write(
      'PUT /catalog/roles/roles',
      '/catalog/roles/roles',
      {
        roles: [
          { id: ids.role, description: 'Several 1' },
          { id: ids.role, description: 'Several 2' },
        ],
      },
      '"stale"',
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });

  it.each(Object.keys(DELETES))('%s: a stale If-Match is refused 412, the current one deletes', async (key) => {
    const test = DELETES[key]!;
    const update = CASES[test.changedBy]!;
    const first = await read(test.read(ids));
    const version = etagOf(first);
    const changed = await write(test.changedBy, pathOf(test.changedBy), update.change(answerOf(first), ids, 7));
    expect(changed.statusCode, changed.body.slice(0, 300)).toBeLessThan(300);
    const current = etagOf(await read(test.read(ids)));

    expectConflict(await write(key, pathOf(key), test.body(ids), version), current);
    expect(etagOf(await read(test.read(ids))), 'still there').toBe(current);
    const deleted = await write(key, pathOf(key), test.body(ids), current);
    expect(deleted.statusCode, deleted.body.slice(0, 300)).toBeLessThan(300);
  });
});
