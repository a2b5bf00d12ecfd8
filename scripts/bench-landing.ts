// `npx tsx scripts/bench-landing.ts`: the landing page's, the request page's and the dashboard's answer times
// in-process (Fastify inject, no network) with BENCH_LANDING (default 10,000) landing items and as many featured
// items (and roles to feature): each list's first page (25 items a category), a category's later page, a search
// that is new each call, the whole list unpaged (what a server without paging sends), the dashboard's calls, and
// an editor's category rename guarded by If-Match.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../demo/server/app';

const items = Number(process.env.BENCH_LANDING ?? 10_000);
const calls = Number(process.env.BENCH_REQUESTS ?? 100);
const dir = mkdtempSync(path.join(os.tmpdir(), 'idm-bench-landing-'));

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const started = performance.now();
  const app = await buildApp({
    dbPath: path.join(dir, 'bench.db'),
    reset: true,
    users: 1000,
    roles: items,
    landingItems: items,
    featuredItems: items,
  });
  console.log(
    `seed with ${items} landing items, ${items} featured items and ${items} roles: ${Math.round(performance.now() - started)} ms (1,000 users included)`,
  );
  const basic = Buffer.from('idmdash:idmdash-secret').toString('base64');
  const tokenOf = async (username: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/osp/a/idm/auth/oauth2/token',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=password&username=${username}&password=Passw0rd`,
      })
    ).json<{ access_token: string }>().access_token;
  const admin = await tokenOf('uaadmin');
  const user = await tokenOf('euser');
  const rest = '/IDMProv/rest/access';
  const landing = `${rest}/ulp/landingItems/v2?clientId=1&images=true`;
  const categoryOf = async (url: string): Promise<number> => {
    const res = await app.inject({
      method: 'GET',
      url: `${url}&size=1`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const categories = res.json<{ itemCategories: { itemCategoryId: number; totalCount: number }[] }>().itemCategories;
    return [...categories].sort((a, b) => b.totalCount - a.totalCount)[0]?.itemCategoryId ?? 1;
  };
  const landingCategory = await categoryOf(landing);
  const featuredCategory = await categoryOf(`${rest}/featuredItems?clientId=1`);
  type Case = [name: string, token: string, url: (i: number) => string];
  const cases: Case[] = [
    ['landing: first page (25 a category), end user', user, () => `${landing}&size=25`],
    ['landing: first page, administrator', admin, () => `${landing}&size=25`],
    ["landing: a category's page 5", admin, () => `${landing}&size=25&itemCategoryId=${landingCategory}&nextIndex=101`],
    ['landing: search (new text each call)', user, (i) => `${landing}&size=25&q=${String(i % 1000).padStart(3, '0')}`],
    ['landing: all items unpaged, end user', user, () => landing],
    ['featured: first page (25 a category), end user', user, () => `${rest}/featuredItems?size=25`],
    [
      "featured: a category's page 5",
      admin,
      () => `${rest}/featuredItems?size=25&itemCategoryId=${featuredCategory}&nextIndex=101`,
    ],
    [
      'featured: search (new text each call)',
      user,
      (i) => `${rest}/featuredItems?size=25&q=${String(i % 100).padStart(2, '0')}`,
    ],
    ['featured: all items unpaged, end user', user, () => `${rest}/featuredItems`],
    ['dashboard: counts, end user', user, () => `${rest}/dashboard?client=1`],
    ['dashboard: counts, administrator', admin, () => `${rest}/dashboard?client=1`],
    ['dashboard: tiles (preference)', user, () => `${rest}/preference/dashboard?client=1`],
    ['dashboard: allowed tiles', user, () => `${rest}/info/user/dashboard?client=1`],
    ['dashboard: global tiles', admin, () => `${rest}/dashboard/globalTiles?client=1`],
  ];
  console.log(`\n${'case'.padEnd(50)}p50 ms   p95 ms   max ms   KiB`);
  for (const [name, token, url] of cases) {
    const times: number[] = [];
    let size = 0;
    const n = name.includes('unpaged') ? Math.min(calls, 10) : calls;
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: url(i), headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      size = res.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(1).padStart(6);
    console.log(
      `${name.padEnd(50)}${f(percentile(times, 50))}   ${f(percentile(times, 95))}   ${f(times.at(-1) ?? 0)}   ${Math.round(size / 1024)}`,
    );
  }
  // An editor's guarded write: a category renamed with the version read from the smallest page as If-Match.
  for (const [name, list, categories, category] of [
    ['landing: category renamed with If-Match', landing, `${rest}/ulp/categories`, landingCategory],
    [
      'featured: category renamed with If-Match',
      `${rest}/featuredItems?clientId=1`,
      `${rest}/featuredItems/categories`,
      featuredCategory,
    ],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < Math.min(calls, 20); i++) {
      const headers = { authorization: `Bearer ${admin}` };
      const read = await app.inject({ method: 'GET', url: `${list}&size=1`, headers });
      const t0 = performance.now();
      const res = await app.inject({
        method: 'PUT',
        url: categories,
        headers: { ...headers, 'if-match': String(read.headers.etag), 'content-type': 'application/json' },
        payload: JSON.stringify({ itemCategories: [{ itemCategoryId: category, desc: `Renamed ${i}` }] }),
      });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const f = (v: number) => v.toFixed(1).padStart(6);
    console.log(
      `${name.padEnd(50)}${f(percentile(times, 50))}   ${f(percentile(times, 95))}   ${f(times.at(-1) ?? 0)}`,
    );
  }
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
