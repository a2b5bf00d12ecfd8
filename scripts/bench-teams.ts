// `npx tsx scripts/bench-teams.ts [db]`: answer times in-process (Fastify inject) of what a manager of
// about 5,000 teams (mmanager, `--teams 10000`) asks for: their teams, a team's members, the members of all
// their teams (Team tasks and Team history without a team), delegation rights. BENCH_REQUESTS calls a case.
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../demo/server/app';

const calls = Number(process.env.BENCH_REQUESTS ?? 100);
const dbPath = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'bench-teams.db'));
const REST = '/IDMProv/rest';

async function tokenFor(app: FastifyInstance, username: string): Promise<string> {
  const basic = Buffer.from('idmdash:idmdash-secret').toString('base64');
  const token = await app.inject({
    method: 'POST',
    url: '/osp/a/idm/auth/oauth2/token',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=password&username=${username}&password=Passw0rd`,
  });
  return (token.json() as { access_token: string }).access_token;
}

type Case = [name: string, method: 'GET' | 'POST', url: string, body?: object];

async function main(): Promise<void> {
  const app = await buildApp({ dbPath, users: 1000, teams: 10_000, logger: false, staticDir: os.tmpdir() });
  const manager = 'cn=mmanager,ou=users,o=data';
  const team = app.store.db
    .prepare<[string], { dn: string }>('SELECT team_dn AS dn FROM team_managers WHERE user_dn = ? LIMIT 1 OFFSET 2000')
    .get(manager)!.dn;
  const member = app.store.db
    .prepare<[string], { dn: string }>('SELECT user_dn AS dn FROM team_members WHERE team_dn = ? LIMIT 1')
    .get(team)!.dn;
  const teams = app.store.db
    .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM team_managers WHERE user_dn = ?')
    .get(manager)!.n;
  console.log(`mmanager manages ${teams} teams; ${calls} calls a case\n`);
  const csrf = 'bench-csrf';
  const headers = {
    authorization: `Bearer ${await tokenFor(app, 'mmanager')}`,
    cookie: `netiq_idm_rbpm_acsrf=${csrf}`,
    netiq_idm_rbpm_acsrf: csrf,
  };
  const cases: Case[] = [
    ['teams/managelist (chooser, 300)', 'GET', '/access/teams/managelist?size=300&sortOrder=asc'],
    [
      'teams/team/userlist (one team)',
      'GET',
      `/access/teams/team/userlist?teamDn=${encodeURIComponent(team)}&size=300`,
    ],
    ['tasks/list/others/team (all teams)', 'GET', '/access/tasks/list/others/team?size=25'],
    ['tasks/list/others/team?memberDn', 'GET', `/access/tasks/list/others/team?memberDn=${encodeURIComponent(member)}`],
    ['requests/team/user/history (all teams)', 'POST', '/access/requests/team/user/history?size=25', {}],
    ['delegation/list {dn: member}', 'POST', '/access/delegation/list', { dn: member }],
    ['info/user/rights', 'GET', '/access/info/user/rights'],
    ['info/user/navigationmenu', 'POST', '/access/info/user/navigationmenu', {}],
  ];
  console.log(`${'case'.padEnd(44)}status  p50 ms   p95 ms   max ms`);
  for (const [name, method, url, body] of cases) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < calls; i += 1) {
      const t0 = performance.now();
      const answer = await app.inject({ method, url: REST + url, headers, ...(body ? { payload: body } : {}) });
      times.push(performance.now() - t0);
      status = answer.statusCode;
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2);
    console.log(
      `${name.padEnd(44)}${String(status).padEnd(8)}${at(0.5).padStart(6)}  ${at(0.95).padStart(7)}  ${(times.at(-1) ?? 0).toFixed(2).padStart(7)}`,
    );
  }
  await app.close();
}

void main();
