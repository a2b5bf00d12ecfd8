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
  availability: string;
  proxy: string;
  adminPermission: { assignee: string; object: string; domain: string; type: string };
  teamPermission: { team: string; object: string; type: string };
  entity: string;
  user: string;
  goneUser: string;
  goneClient: string;
  landingItem: number;
  landingCategory: number;
  featuredItem: number;
  featuredCategory: number;
}
interface Case {
  /** The console's read of the object. */
  read(ids: Ids): ObjectRead;
  /** The write's path with its query (default: the route's own). */
  path?(ids: Ids): string;
  /** A body that changes the object, different for each `n`, from the read's answer. */
  change(answer: unknown, ids: Ids, n: number): unknown;
  /** Runs before each write (a restore needs something to restore). */
  prepare?(write: Writer, answer: unknown): Promise<void>;
}
type Writer = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  ifMatch?: string,
) => Promise<LightMyRequestResponse>;
interface DeleteCase {
  read(ids: Ids): ObjectRead;
  /** The update that makes a version stale (run without If-Match), at its own path or `changePath`. */
  changedBy: string;
  changePath?: string;
  /** Its body (default: the update case's change). */
  change?(ids: Ids): unknown;
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
const DAY = 86_400_000;
const IN_A_YEAR = Date.now() + 365 * DAY;
const ACTIONS: Record<string, [string, string]> = {
  ROLES: ['modifyRole', 'assignRole'],
  RESOURCES: ['modifyResource', 'assignResource'],
  PROVISIONING: ['startRequest', 'manageWorkflow'],
};
const attrs = (pairs: Record<string, string[]>) =>
  Object.entries(pairs).map(([key, attributeValues]) => ({ key, attributeValues }));
const availabilityWindow = (n: number) => ({
  effectiveDate: IN_A_YEAR,
  expiryDate: IN_A_YEAR + (n + 1) * DAY,
  hasExpiry: true,
  allRequests: true,
});
/** The windows of uaadmin, who made the one the table edits. */
const availabilityRead = (): ObjectRead => ({
  method: 'POST',
  url: '/access/availability/list',
  body: { dn: 'cn=uaadmin,ou=sa,o=data' },
});
const teamPermissionRead = (ids: Ids): ObjectRead => ({
  method: 'POST',
  url: `/access/teams/team/permissions?${new URLSearchParams({ objectDn: ids.teamPermission.object })}`,
  body: { dn: ids.teamPermission.team },
});
const adminPermissionRead = (ids: Ids): ObjectRead =>
  get(
    `/admin/permission/assignment?${new URLSearchParams({
      assigneeDn: ids.adminPermission.assignee,
      domain: ids.adminPermission.domain,
      objectDn: ids.adminPermission.object,
    })}`,
  );
const entityRead = (ids: Ids): ObjectRead =>
  get(`/access/entities/list?${new URLSearchParams({ entityKey: 'device', entityDN: ids.entity })}`);
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
  'PUT /access/teams/permissions': {
    read: (ids) => teamPermissionRead(ids),
    change: (_answer, ids, n) => ({
      teamDN: ids.teamPermission.team,
      permissions: [
        {
          dn: ids.teamPermission.object,
          entityType: ids.teamPermission.type,
          permission: n % 2 ? 'viewTasks' : 'viewTasks,viewHistory',
        },
      ],
    }),
  },
  'PUT /access/user': {
    read: (ids) => get(`/access/users/details?${new URLSearchParams({ userDn: ids.user })}`),
    change: (_answer, ids, n) => ({ dn: ids.user, attributes: [{ key: 'Title', values: [`Title ${n}`] }] }),
  },
  'PUT /access/availability': {
    read: () => availabilityRead(),
    change: (_answer, ids, n) => ({ ...availabilityWindow(n), availabilityId: ids.availability }),
  },
  'POST /access/proxy/edit': {
    read: (ids) => get(`/access/proxy/all?dn=${ids.proxy}`),
    change: (_answer, ids, n) => ({ dn: ids.proxy, expirytime: String(IN_A_YEAR + n * DAY) }),
  },
  'PUT /admin/assignment/permissions': {
    read: (ids) => adminPermissionRead(ids),
    change: (_answer, ids, n) => ({
      assignedToDN: ids.adminPermission.assignee,
      permissions: [{ dn: ids.adminPermission.object, permission: ACTIONS[ids.adminPermission.domain]![n % 2]! }],
    }),
  },
  'PUT /access/entities/item': {
    read: (ids) => entityRead(ids),
    change: (_answer, ids, n) => ({ key: 'device', dn: ids.entity, attributes: attrs({ serialNumber: [`SN-${n}`] }) }),
  },
  'POST /access/dashboard/globalTiles': {
    read: () => get('/access/dashboard/globalTiles?client=1'),
    path: () => '/access/dashboard/globalTiles?client=1',
    change: (_answer, _ids, n) => ({
      tiles: n % 2 ? ['openTasks'] : ['openTasks', 'myRoles'],
      allowCustomization: true,
    }),
  },
  'POST /access/config/restoreSettings/:key': {
    read: () => get('/access/config/branding?client=1'),
    path: () => '/access/config/restoreSettings/branding?client=1',
    change: () => ({}),
    prepare: async (write, answer) => {
      prepared += 1;
      const retitled = ((answer as Json).settings as Json[]).map((setting) =>
        setting.key === 'title'
          ? { ...setting, value: [{ locale: 'en', value: `Identity Manager ${prepared}` }] }
          : setting,
      );
      const changed = await write('POST', '/access/config/branding?client=1', { settings: retitled });
      expect(changed.statusCode, changed.body.slice(0, 300)).toBeLessThan(300);
    },
  },
  'PUT /access/config/uploadStyle': {
    read: () => get('/access/config/style/client-1.css'),
    path: () => '/access/config/uploadStyle?client=1',
    change: (_answer, _ids, n) => `.idm-header { color: #00${n}${n}00; }`,
    // The client has no stylesheet before the first upload: the first one is a create, with nothing to check.
    prepare: async (write) => {
      prepared += 1;
      const first = await write('PUT', '/access/config/uploadStyle?client=1', `.idm-footer { order: ${prepared}; }`);
      expect(first.statusCode, first.body.slice(0, 300)).toBeLessThan(300);
    },
  },
  'PUT /access/ulp/landingItems/v2': {
    read: () => get('/access/ulp/landingItems/v2'),
    change: (_answer, ids, n) => ({ items: [{ itemId: ids.landingItem, desc: `Landing ${n}` }] }),
  },
  'PUT /access/ulp/categories': {
    read: () => get('/access/ulp/landingItems/v2'),
    change: (_answer, ids, n) => ({ itemCategories: [{ itemCategoryId: ids.landingCategory, desc: `Category ${n}` }] }),
  },
  'PUT /access/featuredItems': {
    read: () => get('/access/featuredItems'),
    change: (_answer, ids, n) => ({ items: [{ itemId: ids.featuredItem, desc: `Featured ${n}` }] }),
  },
  'PUT /access/featuredItems/categories': {
    read: () => get('/access/featuredItems'),
    change: (_answer, ids, n) => ({
      itemCategories: [{ itemCategoryId: ids.featuredCategory, desc: `Featured category ${n}` }],
    }),
  },
  'POST /admin/logging/auditConfig': {
    read: () => get('/admin/logging/list?fetchLogConfigs=false'),
    change: (_answer, _ids, n) => ({
      enableCEF: n % 2 === 1,
      cefConfigs: { destinationHost: 'siem.example', destinationPort: 514 },
    }),
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
    read: () => get('/admin/logging/list?fetchAuditConfigs=false&q=com.netiq.sandbox.requests'),
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
  'DELETE /access/groups': {
    read: (ids) => CASES['PUT /access/groups']!.read(ids),
    changedBy: 'PUT /access/groups',
    body: (ids) => ({ dn: ids.group }),
  },
  'DELETE /access/teams/permissions': {
    read: (ids) => teamPermissionRead(ids),
    changedBy: 'PUT /access/teams/permissions',
    body: (ids) => ({ teamDN: ids.teamPermission.team, permissions: [{ dn: ids.teamPermission.object }] }),
  },
  'DELETE /access/user': {
    read: (ids) => get(`/access/users/details?${new URLSearchParams({ userDn: ids.goneUser })}`),
    changedBy: 'PUT /access/user',
    change: (ids) => ({ dn: ids.goneUser, attributes: [{ key: 'Title', values: ['Leaving'] }] }),
    body: (ids) => ({ members: [{ dn: ids.goneUser }] }),
  },
  'DELETE /access/availability': {
    read: () => availabilityRead(),
    changedBy: 'PUT /access/availability',
    body: (ids) => ({ availability: [{ availabilityId: ids.availability }] }),
  },
  'POST /access/proxy/delete': {
    read: (ids) => get(`/access/proxy/all?dn=${ids.proxy}`),
    changedBy: 'POST /access/proxy/edit',
    body: (ids) => ({ proxyDefinitions: [{ dn: ids.proxy }] }),
  },
  'DELETE /admin/assignment/permissions': {
    read: (ids) => adminPermissionRead(ids),
    changedBy: 'PUT /admin/assignment/permissions',
    change: (ids) => ({
      assignedToDN: ids.adminPermission.assignee,
      permissions: ACTIONS[ids.adminPermission.domain]!.map((permission) => ({
        dn: ids.adminPermission.object,
        permission,
      })),
    }),
    body: (ids) => ({ assignedToDN: ids.adminPermission.assignee, permissions: [{ dn: ids.adminPermission.object }] }),
  },
  'DELETE /access/entities/item': {
    read: (ids) => entityRead(ids),
    changedBy: 'PUT /access/entities/item',
    body: (ids) => ({ items: [{ dn: ids.entity }] }),
  },
  'DELETE /access/config/clients': {
    read: () => get('/access/config/clients'),
    changedBy: 'POST /access/config/clients/:id',
    changePath: '/access/config/clients/1',
    body: (ids) => ({ values: [ids.goneClient] }),
  },
  'DELETE /access/ulp/items': {
    read: () => get('/access/ulp/landingItems/v2'),
    changedBy: 'PUT /access/ulp/categories',
    body: (ids) => ({ items: [{ itemId: ids.landingItem }] }),
  },
  'DELETE /access/ulp/categories': {
    read: () => get('/access/ulp/landingItems/v2'),
    changedBy: 'PUT /access/ulp/categories',
    body: (ids) => ({ itemCategories: [{ itemCategoryId: ids.landingCategory }] }),
  },
  'DELETE /access/featuredItems': {
    read: () => get('/access/featuredItems'),
    changedBy: 'PUT /access/featuredItems/categories',
    body: (ids) => ({ items: [{ itemId: ids.featuredItem }] }),
  },
  'DELETE /access/featuredItems/categories': {
    read: () => get('/access/featuredItems'),
    changedBy: 'PUT /access/featuredItems/categories',
    body: (ids) => ({ itemCategories: [{ itemCategoryId: ids.featuredCategory }] }),
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

let deleteRound = 100;
let prepared = 0;

describe('versions: ETag on reads, If-Match on writes, 412 with the current version', () => {
  let token: string;
  let ids: Ids;
  beforeAll(async () => {
    token = await passwordToken(sb.app, 'uaadmin');
    const db = sb.app.store.db;
    const row = <T>(sql: string, ...params: unknown[]) => {
      const found = db.prepare(sql).get(...params) as T | undefined;
      if (!found) throw new Error(`nothing for ${sql}`);
      return found;
    };
    const id = (sql: string, ...params: unknown[]) => row<{ id: string | number }>(sql, ...params).id;
    const made = async (method: 'POST' | 'PUT', path: string, body: unknown): Promise<Json> => {
      const res = await restSend(sb.app, method, path, token, body);
      if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res.json() as Json;
    };
    const window = await made('POST', '/access/availability', availabilityWindow(0));
    const proxy = (await made('POST', '/access/proxy/create', {
      assignedUserDN: 'cn=euser,ou=users,o=data',
      proxyForUsers: [{ dn: 'cn=tmanager,ou=users,o=data' }],
    })) as { proxyDefinitions: { dn: string }[] };
    const entity = await made('POST', '/access/entities/item', {
      key: 'device',
      attributes: attrs({ cn: ['VERSIONS-1'], deviceType: ['laptop'] }),
    });
    await made('POST', '/access/config/clients', { name: 'Versions client', matchCondition: 'versions.example' });
    const category = (list: string) =>
      Number(id('SELECT id FROM landing_categories WHERE list = ? ORDER BY id LIMIT 1', list));
    const adminPermission = row<{ assignee: string; object: string; domain: string; type: string }>(
      `SELECT p.assignee_dn AS assignee, p.object_dn AS object, p.domain, p.object_type AS type
       FROM admin_permissions p JOIN admin_assignments a ON a.assignee_dn = p.assignee_dn AND a.domain = p.domain
       WHERE a.admin_type = 'MANAGER' AND p.domain = 'ROLES' ORDER BY p.id LIMIT 1`,
    );
    const teamPermission = row<{ team: string; object: string; type: string }>(
      `SELECT team_dn AS team, object_dn AS object, object_type AS type FROM team_permissions
       WHERE object_type IN ('role', 'resource', 'prd') AND team_dn <> ? ORDER BY team_dn, object_dn LIMIT 1`,
      id('SELECT dn AS id FROM teams ORDER BY dn LIMIT 1'),
    );
    const people = db
      .prepare("SELECT dn FROM users WHERE dn LIKE 'cn=%,ou=users,o=data' AND is_admin = 0 ORDER BY dn DESC LIMIT 2")
      .all() as { dn: string }[];
    ids = {
      role: String(id('SELECT dn AS id FROM roles WHERE level = 10 ORDER BY dn LIMIT 1')),
      resource: String(id('SELECT dn AS id FROM resources ORDER BY dn LIMIT 1')),
      sod: String(id('SELECT dn AS id FROM sods ORDER BY dn LIMIT 1')),
      group: String(id('SELECT dn AS id FROM groups ORDER BY dn LIMIT 1')),
      team: String(id('SELECT dn AS id FROM teams ORDER BY dn LIMIT 1')),
      delegation: Number(id('SELECT id FROM delegations ORDER BY id LIMIT 1')),
      availability: String(window.availabilityId),
      proxy: String(proxy.proxyDefinitions[0]!.dn),
      adminPermission,
      teamPermission,
      entity: String(entity.dn),
      user: people[0]!.dn,
      goneUser: people[1]!.dn,
      goneClient: String(id("SELECT id FROM clients WHERE name = 'Versions client'")),
      landingItem: Number(id("SELECT id FROM landing_items WHERE list = 'landing' ORDER BY id LIMIT 1")),
      landingCategory: category('landing'),
      featuredItem: Number(id("SELECT id FROM landing_items WHERE list = 'featured' ORDER BY id LIMIT 1")),
      featuredCategory: category('featured'),
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
    const send: Writer = (method, at, body, ifMatch) =>
      restSend(sb.app, method, at, token, body, ifMatch === undefined ? {} : { 'if-match': ifMatch });
    await test.prepare?.(send, answerOf(await read(test.read(ids))));
    const first = await read(test.read(ids));
    const version = etagOf(first);
    expect(etagOf(await read(test.read(ids))), 'a second read answers the same version').toBe(version);

    const saved = await write(key, path, test.change(answerOf(first), ids, 1), version);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBeLessThan(300);
    const reread = await read(test.read(ids));
    const current = etagOf(reread);
    expect(current, 'the write changed the version').not.toBe(version);
    expect(saved.headers.etag, "the write's answer carries the new version").toBe(current);

    await test.prepare?.(send, answerOf(reread));
    const beforeStale = test.prepare ? etagOf(await read(test.read(ids))) : current;
    const stale = await write(key, path, test.change(answerOf(reread), ids, 2), version);
    expectConflict(stale, beforeStale);
    const afterRefusal = etagOf(await read(test.read(ids)));
    expect(afterRefusal, 'a refused write changes nothing').toBe(beforeStale);

    const weakAndList = await write(key, path, test.change(answerOf(reread), ids, 3), `"other", W/${afterRefusal}`);
    expect(weakAndList.statusCode, weakAndList.body.slice(0, 300)).toBeLessThan(300);
    const any = await write(key, path, test.change(answerOf(reread), ids, 4), '*');
    expect(any.statusCode, any.body.slice(0, 300)).toBeLessThan(300);
    const without = await write(key, path, test.change(answerOf(reread), ids, 5));
    expect(without.statusCode, without.body.slice(0, 300)).toBeLessThan(300);
  });

  it('answers the same version to a browser that takes compressed answers', async () => {
    const differing: string[] = [];
    for (const [key, test] of Object.entries(CASES)) {
      const call = test.read(ids);
      const compressed = await sb.app.inject({
        method: call.method,
        url: REST + call.url,
        headers: {
          authorization: `Bearer ${token}`,
          host: HOST,
          'accept-encoding': 'gzip, deflate, br',
          'content-type': 'application/json',
          netiq_idm_rbpm_acsrf: 'csrf-value-for-tests',
        },
        cookies: { netiq_idm_rbpm_acsrf: 'csrf-value-for-tests' },
        ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
      });
      const plain = await read(call);
      if (compressed.headers.etag !== plain.headers.etag) differing.push(key);
    }
    expect(differing).toEqual([]);
  });

  it.each([
    ['landing', '/access/ulp/landingItems/v2', 'PUT /access/ulp/categories', 'landingCategory'],
    ['featured', '/access/featuredItems', 'PUT /access/featuredItems/categories', 'featuredCategory'],
  ] as const)(
    'the %s list answers one version for every page and search of it, and its page read guards a write',
    async (_list, url, key, category) => {
      const versions = async () =>
        new Set(
          await Promise.all(
            [url, `${url}?size=1`, `${url}?size=2&q=a`].map(async (page) => etagOf(await read(get(page)))),
          ),
        );
      const before = await versions();
      expect(before.size).toBe(1);
      const [version] = [...before];
      const rename = (n: number) => ({ itemCategories: [{ itemCategoryId: ids[category], desc: `Paged ${n}` }] });
      // A script's write (no If-Match) changes the version too.
      expect((await write(key, pathOf(key), rename(1))).statusCode).toBeLessThan(300);
      const after = await versions();
      expect(after.size).toBe(1);
      expect(after.has(version!)).toBe(false);
      expectConflict(await write(key, pathOf(key), rename(2), version), [...after][0]!);
      const guarded = await write(key, pathOf(key), rename(3), [...after][0]);
      expect(guarded.statusCode, guarded.body.slice(0, 300)).toBeLessThan(300);
    },
  );

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
    const changed = await write(
      test.changedBy,
      test.changePath ?? update.path?.(ids) ?? pathOf(test.changedBy),
      test.change?.(ids) ?? update.change(answerOf(first), ids, (deleteRound += 1)),
    );
    expect(changed.statusCode, changed.body.slice(0, 300)).toBeLessThan(300);
    const current = etagOf(await read(test.read(ids)));

    expectConflict(await write(key, pathOf(key), test.body(ids), version), current);
    expect(etagOf(await read(test.read(ids))), 'still there').toBe(current);
    const deleted = await write(key, pathOf(key), test.body(ids), current);
    expect(deleted.statusCode, deleted.body.slice(0, 300)).toBeLessThan(300);
  });
});
