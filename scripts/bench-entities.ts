// `npx tsx scripts/bench-entities.ts`: the entity list's answer times in-process (Fastify inject, no network)
// with BENCH_ENTITIES (default 10,000) entity items: the first page, a search that is new each call, an
// advanced search, and the seed time of the items.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../demo/server/app';
import { twoLetters } from './bench-cases';
import { timeCalls } from './bench-inject';

const entities = Number(process.env.BENCH_ENTITIES ?? 10_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'idm-bench-entities-'));

async function main(): Promise<void> {
  const started = performance.now();
  const app = await buildApp({ dbPath: path.join(dir, 'bench.db'), reset: true, users: 1000, entities, logger: false });
  console.log(
    `seed with ${entities} entity items: ${Math.round(performance.now() - started)} ms (1,000 users included)`,
  );
  const list = '/IDMProv/rest/access/entities/list?entityKey=device&clientId=1&size=25';
  await timeCalls(app, `entity list over ${entities} devices`, [
    ['first page (25, sorted by host name)', 'uaadmin', 'GET', `${list}&sortBy=cn&sortOrder=asc&nextIndex=1`],
    [
      'last page, sorted by serial number desc',
      'uaadmin',
      'GET',
      `${list}&sortBy=serialNumber&sortOrder=desc&nextIndex=${entities - 24}`,
    ],
    ['search q (new text each call)', 'uaadmin', 'GET', (i) => `${list}&q=${String(i % 1000).padStart(3, '0')}7`],
    ['search q, two letters (new each call)', 'uaadmin', 'GET', (i) => `${list}&q=${twoLetters(i)}`],
    [
      'advanced search serialNumber + deviceType',
      'uaadmin',
      'GET',
      (i) => `${list}&advSearch=serialNumber:${(i % 36).toString(36)}Z,deviceType:lap`,
    ],
  ]);
  await app.close();
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
