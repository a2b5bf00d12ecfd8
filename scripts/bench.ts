// `npm run bench`: prints measured figures — seeding the sandbox, and the sandbox's answer times for the
// console's start-up calls (in-process, through Fastify's inject, so no network is involved).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../demo/server/db/open';
import { buildApp } from '../demo/server/app';

const largeUsers = Number(process.env.BENCH_USERS ?? 100_000);
const requestsPerCall = Number(process.env.BENCH_REQUESTS ?? 500);
const dir = mkdtempSync(path.join(os.tmpdir(), 'idm-bench-'));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function seedFigure(users: number): void {
  const opened = openDatabase(path.join(dir, `seed-${users}.db`), { seed: 1, users, reset: true });
  opened.db.close();
  console.log(`seed ${String(users).padStart(7)} users   ${String(opened.seededInMs).padStart(7)} ms`);
}

async function callFigures(): Promise<void> {
  const app = await buildApp({ dbPath: path.join(dir, 'calls.db'), users: 1000, reset: true, logger: false, staticDir: dir });
  const basic = Buffer.from('idmdash:idmdash-secret').toString('base64');
  const token = await app.inject({
    method: 'POST',
    url: '/osp/a/idm/auth/oauth2/token',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=password&username=uaadmin&password=Passw0rd',
  });
  const accessToken = (token.json() as { access_token: string }).access_token;
  const csrf = 'bench-csrf';
  const headers = { authorization: `Bearer ${accessToken}`, cookie: `netiq_idm_rbpm_acsrf=${csrf}`, netiq_idm_rbpm_acsrf: csrf };
  const calls: [string, 'GET' | 'POST', string, unknown?][] = [
    ['rights', 'GET', '/IDMProv/rest/access/info/user/rights'],
    ['userDefaults', 'GET', '/IDMProv/rest/access/users/userDefaults?clientId=1'],
    ['navigationmenu', 'POST', '/IDMProv/rest/access/info/user/navigationmenu', {}],
    ['navigationrights', 'POST', '/IDMProv/rest/access/info/user/navigationrights', { navPageRights: [{ key: 'role' }, { key: 'users' }] }],
    ['config/clients/1', 'GET', '/IDMProv/rest/access/config/clients/1'],
  ];
  console.log(`\nsandbox call (${requestsPerCall} each)      p50 ms   p95 ms   calls/s`);
  for (const [name, method, url, body] of calls) {
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < requestsPerCall; i += 1) {
      const t0 = performance.now();
      const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
      if (response.statusCode >= 400) throw new Error(`${name} answered ${response.statusCode}: ${response.body}`);
      times.push(performance.now() - t0);
    }
    const elapsed = performance.now() - started;
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(32)}${percentile(times, 50).toFixed(2).padStart(7)}  ${percentile(times, 95).toFixed(2).padStart(7)}  ${Math.round((requestsPerCall / elapsed) * 1000).toString().padStart(8)}`,
    );
  }
  await app.close();
}

try {
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}\n`);
  seedFigure(1000);
  seedFigure(largeUsers);
  await callFigures();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
