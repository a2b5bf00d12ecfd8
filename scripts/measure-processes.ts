/**
 * Workflow monitoring at scale (issue 18): seeds a sandbox with `--processes N` (default 10,000) and
 * times, in process, the process list's first page and a search, each the median of 20 calls.
 * Run: npx tsx scripts/measure-processes.ts [N]
 */
import { performance } from 'node:perf_hooks';
import { passwordToken, restGet, startSandbox } from '../tests/unit/sandbox/helpers.js';

const count = Number(process.argv[2] ?? 10_000);
const sandbox = await startSandbox({ processes: count, users: 1000 });
try {
  const token = await passwordToken(sandbox.app, 'uaadmin');
  const median = async (path: string) => {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const res = await restGet(sandbox.app, path, token);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
      total = (res.json() as { totalSize: number }).totalSize;
    }
    times.sort((a, b) => a - b);
    return { ms: Number(times[10]!.toFixed(1)), total };
  };
  const cases = {
    firstPage: '/access/monitoring/process/list?size=25',
    running: '/access/monitoring/process/list?size=25&processStatus=0',
    search: '/access/monitoring/process/list?size=25&q=admin',
    searchSortedByRecipient: '/access/monitoring/process/list?size=25&q=ann&sortField=recipient&sortOrder=asc',
  };
  for (const [name, path] of Object.entries(cases)) console.log(name, JSON.stringify(await median(path)));
} finally {
  await sandbox.close();
}
