// `npm run bench:areas` (and part of `npm run bench`): the administration areas' lists at 10,000 items each.
// One sandbox seeded through the seed flags (BENCH_AREA_ITEMS, default 10,000, of resources, groups, teams,
// delegations, administrator assignments, workflow processes, entity items and roles), then each area's list
// calls as the console makes them (src/api/**: the same paths, parameters and bodies), timed in-process with
// Fastify inject (scripts/bench-inject.ts): p50, p95, the longest call, calls a second and the list's total.
// Administrator assignments are one a generated user, so the sandbox has BENCH_AREA_USERS (10,000) users.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../demo/server/app';
import { twoLetters } from './bench-cases';
import { benchCalls, callHeaders, timeCalls, tokenFor, type Call, type Timing } from './bench-inject';

const items = Number(process.env.BENCH_AREA_ITEMS ?? 10_000);
const users = Number(process.env.BENCH_AREA_USERS ?? 10_000);
/** p95 above this is a finding (DEVELOPERS.md: lists stay fast at 10,000 items). */
const SLOW_MS = 25;
const dir = mkdtempSync(path.join(os.tmpdir(), 'idm-bench-areas-'));
/** BENCH_AREAS_DB: a db kept between runs (seeded once), for measuring a change again without the seed. */
const keptDb = process.env.BENCH_AREAS_DB;
const rest = '/IDMProv/rest';
const q = encodeURIComponent;

/** One value of a query on the bench's db (the objects the console would pick: the biggest group, …). */
function pick(app: FastifyInstance, sql: string, ...params: string[]): string {
  const row = app.store.db.prepare<string[], { v: string }>(sql).get(...params);
  if (!row) throw new Error(`nothing for ${sql}`);
  return row.v;
}

const dnOf = (app: FastifyInstance, cn: string): string =>
  pick(app, 'SELECT dn AS v FROM users WHERE dn LIKE ? ORDER BY id LIMIT 1', `cn=${cn},%`);

/** The delta of a CPRS entitlement lists only after a reconcile (the console's Reconcile button). */
async function reconcile(app: FastifyInstance, target: object): Promise<void> {
  const token = await tokenFor(app, 'uaadmin');
  const response = await app.inject({
    method: 'POST',
    url: `${rest}/access/cprs/assignments/reconcile`,
    headers: callHeaders(token),
    payload: target,
  });
  if (response.statusCode >= 400) throw new Error(`reconcile answered ${response.statusCode}: ${response.body}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const app = await buildApp({
    dbPath: keptDb ?? path.join(dir, 'areas.db'),
    reset: !keptDb || !existsSync(keptDb),
    logger: false,
    users,
    resources: items,
    groups: items,
    teams: items,
    delegations: items,
    adminAssignments: items,
    processes: items,
    entities: items,
    roles: items,
  });
  console.log(
    `seed ${users} users + ${items} resources, groups, teams, delegations, admin assignments, processes, entity items, roles: ${Math.round(
      performance.now() - started,
    )} ms`,
  );

  const dadmin = dnOf(app, 'dadmin');
  const busiestResource = pick(
    app,
    `SELECT v FROM (
       SELECT item_dn AS v, COUNT(*) AS n FROM assignments WHERE kind = 'resource' GROUP BY item_dn
       UNION ALL
       SELECT m.resource_dn, COUNT(*) FROM role_resources m
       JOIN assignments a ON a.item_dn = m.role_dn AND a.kind = 'role' GROUP BY m.resource_dn
     ) ORDER BY n DESC LIMIT 1`,
  );
  const biggestEntitlement = pick(
    app,
    'SELECT entitlement_dn AS v FROM entitlement_values GROUP BY entitlement_dn ORDER BY COUNT(*) DESC LIMIT 1',
  );
  const driverOfEntitlement = pick(app, 'SELECT driver_dn AS v FROM entitlements WHERE dn = ?', biggestEntitlement);
  const driverName = pick(app, 'SELECT name AS v FROM drivers WHERE dn = ?', driverOfEntitlement);
  const cprsEntitlement = pick(
    app,
    // The one whose connected system drifts most (its accounts: cprs_accounts), so the delta lists rows.
    `SELECT e.dn AS v FROM entitlements e WHERE e.cprs_supported = 1
     ORDER BY (SELECT COUNT(*) FROM cprs_accounts a WHERE a.entitlement_dn = e.dn) DESC LIMIT 1`,
  );
  const cprsTarget = {
    driverDn: pick(app, 'SELECT driver_dn AS v FROM entitlements WHERE dn = ?', cprsEntitlement),
    entitlementDn: cprsEntitlement,
    logicalSystem: pick(app, 'SELECT logical_system AS v FROM entitlements WHERE dn = ?', cprsEntitlement),
  };
  await reconcile(app, cprsTarget);
  const biggestGroup = pick(
    app,
    'SELECT group_dn AS v FROM group_members GROUP BY group_dn ORDER BY COUNT(*) DESC LIMIT 1',
  );
  const busiestManager = pick(
    app,
    'SELECT user_dn AS v FROM team_managers GROUP BY user_dn ORDER BY COUNT(*) DESC LIMIT 1',
  );
  const busiestManagerCn = /^cn=([^,]+)/i.exec(busiestManager)?.[1] ?? 'mmanager';
  const tmanagerTeam = pick(
    app,
    `SELECT m.team_dn AS v FROM team_managers m WHERE m.user_dn = ?
     ORDER BY (SELECT COUNT(*) FROM team_members t WHERE t.team_dn = m.team_dn) DESC LIMIT 1`,
    dnOf(app, 'tmanager'),
  );
  const unavailable = pick(
    app,
    'SELECT user_dn AS v FROM availability GROUP BY user_dn ORDER BY COUNT(*) DESC LIMIT 1',
  );
  const generatedAssignee = pick(
    app,
    "SELECT assignee_dn AS v FROM admin_permissions WHERE domain = 'RESOURCES' ORDER BY id LIMIT 1",
  );
  const queueOwner = pick(
    app,
    'SELECT owner_dn AS v FROM queue_items GROUP BY owner_dn, cart_action ORDER BY COUNT(*) DESC LIMIT 1',
  );
  const last = Math.max(1, items - 999);

  const page = 'q=*&size=25&nextIndex=1';
  const timings: Timing[] = [];
  const area = async (title: string, list: Call[]) => timings.push(...(await timeCalls(app, title, list)));

  await area(`resources (${items})`, [
    ['resource list, first page of 25', 'uaadmin', 'GET', `${rest}/catalog/resources/listV2?${page}&sortBy=name`],
    [
      'resource list, search "access"',
      'uaadmin',
      'GET',
      `${rest}/catalog/resources/listV2?q=access&size=25&nextIndex=1&sortBy=name`,
    ],
    [
      'resource list, a new word each call',
      'uaadmin',
      'GET',
      (i) => `${rest}/catalog/resources/listV2?q=${twoLetters(i)}&size=25&nextIndex=1&sortBy=name`,
    ],
    [
      `resource list, page at ${last}`,
      'uaadmin',
      'GET',
      `${rest}/catalog/resources/listV2?q=*&size=25&nextIndex=${last}&sortBy=name&sortOrder=desc`,
    ],
    [
      'resource assignments, busiest resource',
      'uaadmin',
      'POST',
      `${rest}/catalog/resources/resource/assignments?${page}`,
      { dn: busiestResource },
    ],
    ['resource categories, first page', 'uaadmin', 'GET', `${rest}/catalog/resourceCategories?${page}&sortBy=name`],
    ['drivers, first page', 'uaadmin', 'GET', `${rest}/catalog/drivers?${page}`],
    [
      "a driver's entitlements",
      'uaadmin',
      'POST',
      `${rest}/catalog/drivers/driver?cprsSupported=false`,
      { id: driverOfEntitlement, name: driverName },
    ],
    [
      'entitlement values, first page',
      'uaadmin',
      'POST',
      `${rest}/catalog/drivers/entitlementValues/listV2?query=*&pageSize=25&nextIndex=1`,
      { id: driverOfEntitlement, entitlements: [{ id: biggestEntitlement }] },
    ],
    [
      'entitlement values, a new page each call',
      'uaadmin',
      'POST',
      (i) => `${rest}/catalog/drivers/entitlementValues/listV2?query=*&pageSize=25&nextIndex=${1 + ((i * 25) % 2000)}`,
      { id: driverOfEntitlement, entitlements: [{ id: biggestEntitlement }] },
    ],
    [
      'entitlement values, a new search each call',
      'uaadmin',
      'POST',
      (i) => `${rest}/catalog/drivers/entitlementValues/listV2?query=${twoLetters(i)}&pageSize=25&nextIndex=1`,
      { id: driverOfEntitlement, entitlements: [{ id: biggestEntitlement }] },
    ],
    ['CPRS settings, first page', 'uaadmin', 'GET', `${rest}/access/cprs/settings?${page}`],
    ['CPRS delta, first page', 'uaadmin', 'POST', `${rest}/access/cprs/assignments/delta?${page}`, cprsTarget],
    ['CPRS request status list', 'uaadmin', 'POST', `${rest}/access/cprs/cprsrequest/status/list?${page}`, {}],
  ]);

  await area(`groups (${items})`, [
    ['group list, first page, searchCount', 'uaadmin', 'GET', `${rest}/access/groups?${page}&searchCount=true`],
    [
      'group list, by description desc',
      'uaadmin',
      'GET',
      `${rest}/access/groups?${page}&sortBy=description&sortOrder=desc&searchCount=true`,
    ],
    [
      'group list, a new word each call',
      'uaadmin',
      'GET',
      (i) => `${rest}/access/groups?q=${twoLetters(i)}&size=25&nextIndex=1&searchCount=true`,
    ],
    [
      `group list, page at ${last}`,
      'uaadmin',
      'GET',
      `${rest}/access/groups?q=*&size=25&nextIndex=${last}&searchCount=true`,
    ],
    ['members of the biggest group', 'uaadmin', 'POST', `${rest}/access/groups/members?${page}`, { dn: biggestGroup }],
  ]);

  await area(`teams (${items})`, [
    ['team list, first page', 'uaadmin', 'GET', `${rest}/access/teams/managelist?${page}`],
    ['team list, by type (A)', 'uaadmin', 'GET', `${rest}/access/teams/managelist?${page}&type=A`],
    [
      'team list, a new word each call',
      'uaadmin',
      'GET',
      (i) => `${rest}/access/teams/managelist?q=${twoLetters(i)}&size=25&nextIndex=1`,
    ],
    [
      `team list of ${busiestManagerCn} (their teams)`,
      busiestManagerCn,
      'GET',
      `${rest}/access/teams/managelist?${page}`,
    ],
    [
      "team members (userlist), tmanager's team",
      'tmanager',
      'GET',
      `${rest}/access/teams/team/userlist?${page}&teamDn=${q(tmanagerTeam)}&client=1`,
    ],
    [
      `team members of every team of ${busiestManagerCn}`,
      busiestManagerCn,
      'POST',
      `${rest}/access/teams/recipients/users/v2?${page}&client=1`,
      {},
    ],
  ]);

  await area(`delegation, availability, proxy (${items} delegations)`, [
    ['delegation list (admin: everyone)', 'uaadmin', 'POST', `${rest}/access/delegation/list?${page}`, {}],
    [
      'delegation list, a new word each call',
      'uaadmin',
      'POST',
      (i) => `${rest}/access/delegation/list?q=${twoLetters(i)}&size=25&nextIndex=1`,
      {},
    ],
    [
      `delegation list, page at ${last}`,
      'uaadmin',
      'POST',
      `${rest}/access/delegation/list?q=*&size=25&nextIndex=${last}`,
      {},
    ],
    ['availability list of a user', 'uaadmin', 'POST', `${rest}/access/availability/list`, { dn: unavailable }],
    ['proxy assignments list', 'uaadmin', 'GET', `${rest}/access/proxy/all?${page}&sortBy=expiration&sortOrder=asc`],
  ]);

  await area(`administrator assignments (${items})`, [
    [
      'assignment list, first page',
      'uaadmin',
      'GET',
      `${rest}/admin/administrator/assignments?${page}&sortColumn=assignee&sortOrder=asc&filterSearch=ALL`,
    ],
    [
      'assignment list, domain RESOURCES, by comment',
      'uaadmin',
      'GET',
      `${rest}/admin/administrator/assignments?${page}&sortColumn=comment&sortOrder=desc&filterSearch=RESOURCES`,
    ],
    [
      'assignment list, a new word each call',
      'uaadmin',
      'GET',
      (i) =>
        `${rest}/admin/administrator/assignments?q=${twoLetters(i)}&size=25&nextIndex=1&sortColumn=assignee&sortOrder=asc&filterSearch=ALL`,
    ],
    [
      `assignment list, page at ${last}`,
      'uaadmin',
      'GET',
      `${rest}/admin/administrator/assignments?q=*&size=25&nextIndex=${last}&sortColumn=assignee&sortOrder=asc&filterSearch=ALL`,
    ],
    [
      "dadmin's permissions (ROLES)",
      'uaadmin',
      'GET',
      `${rest}/admin/permission/assignment?assigneeDn=${q(dadmin)}&domain=ROLES&${page}`,
    ],
    [
      "a generated assignee's permissions",
      'uaadmin',
      'GET',
      `${rest}/admin/permission/assignment?assigneeDn=${q(generatedAssignee)}&domain=RESOURCES&${page}`,
    ],
    ['permissions of the ROLES domain (admin/permission)', 'uaadmin', 'GET', `${rest}/admin/permission?domain=ROLES`],
  ]);

  await area(`workflow processes (${items})`, [
    [
      'process list, newest first',
      'uaadmin',
      'GET',
      `${rest}/access/monitoring/process/list?sortField=creationTime&sortOrder=desc&startIndex=0&size=25`,
    ],
    [
      'process list, running only',
      'uaadmin',
      'GET',
      `${rest}/access/monitoring/process/list?processStatus=0&sortField=creationTime&sortOrder=desc&startIndex=0&size=25`,
    ],
    [
      'process list, a new word each call',
      'uaadmin',
      'GET',
      (i) =>
        `${rest}/access/monitoring/process/list?q=${twoLetters(i)}&sortField=creationTime&sortOrder=desc&startIndex=0&size=25`,
    ],
    [
      `process list, page at ${last}`,
      'uaadmin',
      'GET',
      `${rest}/access/monitoring/process/list?sortField=creationTime&sortOrder=desc&startIndex=${last - 1}&size=25`,
    ],
    [
      'work queue of the fullest cart',
      'uaadmin',
      'GET',
      `${rest}/access/queue/entry?cartOwner=${q(queueOwner)}&cartAction=grant`,
    ],
  ]);

  const entities = `${rest}/access/entities/list?entityKey=device&clientId=1&size=25`;
  await area(`entities (${items})`, [
    ['entity list, first page', 'uaadmin', 'GET', `${entities}&sortBy=cn&sortOrder=asc&nextIndex=1`],
    ['entity list, a new search each call', 'uaadmin', 'GET', (i) => `${entities}&q=${twoLetters(i)}&nextIndex=1`],
  ]);

  const slow = timings.filter((t) => t.p95 > SLOW_MS);
  console.log(
    slow.length === 0
      ? `\nevery list call's p95 is at most ${SLOW_MS} ms (${benchCalls()} calls a case)`
      : `\np95 above ${SLOW_MS} ms: ${slow.map((t) => `${t.name} (${t.p95.toFixed(1)} ms)`).join('; ')}`,
  );
  await app.close();
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
