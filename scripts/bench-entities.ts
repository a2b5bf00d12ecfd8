// `npx tsx scripts/bench-entities.ts`: the entity list's answer times in-process (Fastify inject, no network)
// with BENCH_ENTITIES (default 10,000) entity items: the first page, a search that is new each call, an
// advanced search, and the seed time of the items.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../demo/server/app';

const entities = Number(process.env.BENCH_ENTITIES ?? 10_000);
const calls = Number(process.env.BENCH_REQUESTS ?? 200);
const dir = mkdtempSync(path.join(os.tmpdir(), 'idm-bench-entities-'));

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const started = performance.now();
  const app = await buildApp({ dbPath: path.join(dir, 'bench.db'), reset: true, users: 1000, entities });
  console.log(
    `seed with ${entities} entity items: ${Math.round(performance.now() - started)} ms (1,000 users included)`,
  );
  const basic = Buffer.from('idmdash:idmdash-secret').toString('base64');
  const token = (
    await app.inject({
      method: 'POST',
      url: '/osp/a/idm/auth/oauth2/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=uaadmin&password=Passw0rd',
    })
  ).json<{ access_token: string }>().access_token;
  const list = '/IDMProv/rest/access/entities/list?entityKey=device&clientId=1&size=25';
  const cases: [string, (i: number) => string][] = [
    ['first page (25, sorted by host name)', () => `${list}&sortBy=cn&sortOrder=asc&nextIndex=1`],
    ['last page, sorted by serial number desc', () => `${list}&sortBy=serialNumber&sortOrder=desc&nextIndex=9976`],
    ['search q (new text each call)', (i) => `${list}&q=${String(i % 1000).padStart(3, '0')}7`],
    [
      'advanced search serialNumber + deviceType',
      (i) => `${list}&advSearch=serialNumber:${(i % 36).toString(36)}Z,deviceType:lap`,
    ],
  ];
  console.log(`\n${'case'.padEnd(44)}p50 ms   p95 ms   max ms   total`);
  for (const [name, url] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: url(i), headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      total = res.json<{ totalCount: number }>().totalCount;
    }
    times.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1).padStart(6);
    console.log(
      `${name.padEnd(44)}${f(percentile(times, 50))}   ${f(percentile(times, 95))}   ${f(times.at(-1) ?? 0)}   ${total}`,
    );
  }
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
