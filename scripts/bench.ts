// `npm run bench`: prints measured figures.
//  1. Seeding the sandbox (1,000 and BENCH_USERS users, with BENCH_TASKS open tasks).
//  2. The sandbox's answer times in-process (Fastify inject, no network): start-up calls, the task
//     list and history calls, a user search over the large organisation, the org chart of the
//     1,000-report manager.
//  3. Over HTTP (scripts/bench-http.ts): the sandbox in its own process, autocannon with 10 keep-alive
//     connections, each case beside a bare node:http floor answering the same number of bytes, and the
//     sandbox's resident memory. BENCH_SECONDS (default 5) a case; BENCH_HTTP=0 skips it.
//  4. In Chromium, against the built console: the time from a list's response to its rows painted
//     (task list, user search) and from the org chart's response to the team painted.
//  5. The areas' benches (AREA_BENCHES: the administration lists at 10,000 items, …), each in its own process
//     with its own sandbox; BENCH_AREAS=0 skips them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../demo/server/db/open';
import { MAX_USER_SEARCH_KEY } from '../demo/server/db/seed/people';
import { buildApp } from '../demo/server/app';
import { httpCases, nameSearch, twoLetters } from './bench-cases';
import { benchCalls, timeCalls } from './bench-inject';
import { httpFigures } from './bench-http';
import { paintFigures } from './bench-paint';

const largeUsers = Number(process.env.BENCH_USERS ?? 100_000);
/** Roles of the role administration figures (`--roles N`). */
const largeRoles = 10_000;
const openTasks = Number(process.env.BENCH_TASKS ?? 10_000);
const calls = benchCalls();
const dir = mkdtempSync(path.join(os.tmpdir(), 'idm-bench-'));
/** The built console (IDM_STATIC_DIR when the build went elsewhere). */
const staticDir = path.resolve(process.env.IDM_STATIC_DIR ?? 'dist');

function seedFigure(users: number): void {
  const opened = openDatabase(path.join(dir, `seed-${users}.db`), { seed: 1, users, reset: true });
  opened.db.close();
  console.log(`seed ${String(users).padStart(7)} users   ${String(opened.seededInMs).padStart(7)} ms`);
}

/**
 * The areas' benches `npm run bench` runs after its own figures, in this order: scripts/bench-<area>.ts files,
 * each run in its own process (its own sandbox and seed). A file not there (yet) is left out.
 */
const AREA_BENCHES = ['bench-areas.ts', 'bench-entities.ts', 'bench-landing.ts', 'bench-search.ts'] as const;

function areaBenches(): void {
  for (const file of AREA_BENCHES) {
    const script = path.resolve('scripts', file);
    if (!existsSync(script)) continue;
    console.log(`\n== scripts/${file}`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit', env: process.env });
    if (run.status !== 0) console.log(`scripts/${file} failed (exit ${run.status ?? run.signal})`);
  }
}

async function largestTeamManager(app: FastifyInstance): Promise<string> {
  const row = app.store.db
    .prepare<[], { dn: string }>(
      'SELECT manager_dn AS dn FROM users WHERE manager_dn IS NOT NULL GROUP BY manager_dn ORDER BY COUNT(*) DESC LIMIT 1',
    )
    .get();
  if (!row) throw new Error('no manager found');
  return row.dn;
}

async function main(): Promise<void> {
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}\n`);
  seedFigure(1000);
  seedFigure(largeUsers);

  const seedStarted = performance.now();
  const app = await buildApp({
    dbPath: path.join(dir, 'large.db'),
    users: largeUsers,
    reset: true,
    logger: false,
    staticDir,
    access: { bulkTasks: openTasks },
    roles: largeRoles,
  });
  console.log(
    `seed ${largeUsers} users + ${openTasks} open tasks (whole sandbox)   ${Math.round(performance.now() - seedStarted)} ms`,
  );
  // The figures time listing the whole organisation: above the max user search it would answer the count only.
  app.store.settings.set(MAX_USER_SEARCH_KEY, largeUsers + 1000);
  const manager = await largestTeamManager(app);
  const rest = '/IDMProv/rest';

  await timeCalls(app, `start-up calls (${calls} each)`, [
    ['rights', 'uaadmin', 'GET', `${rest}/access/info/user/rights`],
    ['userDefaults', 'uaadmin', 'GET', `${rest}/access/users/userDefaults?clientId=1`],
    ['navigationmenu', 'uaadmin', 'POST', `${rest}/access/info/user/navigationmenu`, {}],
    [
      'navigationrights',
      'uaadmin',
      'POST',
      `${rest}/access/info/user/navigationrights`,
      { navPageRights: [{ key: 'role' }, { key: 'users' }] },
    ],
  ]);
  await timeCalls(app, `role administration over ${largeRoles} roles`, [
    ['role list (listV2), first page of 25', 'uaadmin', 'GET', `${rest}/catalog/roles/listV2?nextIndex=1&size=25`],
    [
      'role list, permission roles, page at 9,001',
      'uaadmin',
      'GET',
      `${rest}/catalog/roles/listV2?roleLevel=10&nextIndex=9001&size=25`,
    ],
    ['role list, search "access"', 'uaadmin', 'GET', `${rest}/catalog/roles/listV2?q=access&nextIndex=1&size=25`],
    [
      'role list, a new word each call',
      'uaadmin',
      'GET',
      (i) => `${rest}/catalog/roles/listV2?q=${twoLetters(i)}&nextIndex=1&size=25`,
    ],
    ['SoD violations, first page', 'uaadmin', 'GET', `${rest}/access/sods/violations?nextIndex=1&size=25`],
  ]);
  await timeCalls(app, `lists over ${largeUsers} users, ${openTasks} tasks`, [
    ['task list, first page of 25', 'mmanager', 'GET', `${rest}/access/tasks/list?fromIndex=1&size=25`],
    [
      'task list, sorted by recipient, desc',
      'mmanager',
      'GET',
      `${rest}/access/tasks/list?fromIndex=1&size=25&sortBy=recipientName&sortOrder=desc`,
    ],
    ['task list, search "access"', 'mmanager', 'GET', `${rest}/access/tasks/list?fromIndex=1&size=25&q=access`],
    ['task list, page at 9,001', 'mmanager', 'GET', `${rest}/access/tasks/list?fromIndex=9001&size=25`],
    [
      'task list, a new word each call',
      'mmanager',
      'GET',
      (i) => `${rest}/access/tasks/list?fromIndex=1&size=25&q=${nameSearch(i)}`,
    ],
    ['request history, first page of 25', 'uaadmin', 'GET', `${rest}/access/requests/historylist?nextIndex=1&size=25`],
    [
      'request history, search "access"',
      'uaadmin',
      'GET',
      `${rest}/access/requests/historylist?nextIndex=1&size=25&q=access`,
    ],
    [
      'request history, by name, page at 9,001',
      'uaadmin',
      'GET',
      `${rest}/access/requests/historylist?nextIndex=9001&size=25&sortBy=name`,
    ],
    [
      'request history, a new word each call',
      'uaadmin',
      'GET',
      (i) => `${rest}/access/requests/historylist?nextIndex=1&size=25&q=${nameSearch(i)}`,
    ],
    ['user list, search "an", 25', 'uaadmin', 'GET', `${rest}/access/users/list?q=an&nextIndex=1&size=25`],
    [
      'user list, "an" by last name, 25',
      'uaadmin',
      'GET',
      `${rest}/access/users/list?q=an&nextIndex=1&size=25&sortBy=LastName`,
    ],
    [
      'user list, a new 2-letter search each call',
      'uaadmin',
      'GET',
      (i) => `${rest}/access/users/list?q=${twoLetters(i)}&nextIndex=1&size=25&sortBy=LastName`,
    ],
    [
      'user list, a new search, page at 901',
      'uaadmin',
      'GET',
      (i) => `${rest}/access/users/list?q=${twoLetters(i + 300)}&nextIndex=901&size=25`,
    ],
    [
      'user list, full name "Maria Manager", 25',
      'uaadmin',
      'GET',
      `${rest}/access/users/list?q=Maria%20Manager&nextIndex=1&size=25`,
    ],
    ['user list, no query, 25', 'uaadmin', 'GET', `${rest}/access/users/list?nextIndex=1&size=25`],
    [
      'org chart, 1,000-report manager, 100',
      'uaadmin',
      'GET',
      `${rest}/access/orgChart/v2?entityDN=${encodeURIComponent(manager)}&relationshipKeys=manager&nextIndex=1&size=100`,
    ],
  ]);

  if (process.env.BENCH_HTTP !== '0') {
    await app.close();
    await httpFigures(path.join(dir, 'large.db'), app.seedReport.users, httpCases(), staticDir);
  }
  if (existsSync(path.join(staticDir, 'idmdash/index.html'))) {
    const again = await buildApp({ dbPath: path.join(dir, 'large.db'), logger: false, staticDir });
    await paintFigures(again, manager);
    await again.close();
  } else {
    console.log('\n(no build in dist/: run `npm run build` for the Chromium figures)');
  }
  if (process.env.BENCH_HTTP === '0') await app.close();
  if (process.env.BENCH_AREAS !== '0') areaBenches();
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
