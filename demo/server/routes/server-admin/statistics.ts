import { cpus, freemem, hostname, totalmem } from 'node:os';
import { getHeapStatistics, getHeapSpaceStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { administratorsOf } from '../monitor/rights.js';
import { cacheHolders, readSetting } from '../../db/monitor/server-admin.js';
import { FLAG, querySchema } from '../lookups/schemas.js';
import { CACHE_DEFAULTS } from './cache.js';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round(bytes / MB);

/**
 * Statistics (issue 18), administrators only: GET catalog/statistics/cacheinfo, clusterinfo, memoryinfo
 * and threadinfo — the sandbox's own process (Node's heap spaces stand in for the JVM's memory pools, its
 * event loop and worker pool for the threads).
 */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;
  const admin = administratorsOf('CONFIGURATION');

  app.get('/statistics/cacheinfo', admin, async () => {
    const holders = cacheHolders(db);
    return {
      cacheArraySize: holders.length,
      cacheHolders: holders.map((h) => ({ name: h.id, objectCount: h.object_count })),
    };
  });

  app.get('/statistics/clusterinfo', admin, async () => {
    const config = readSetting(db, 'cacheConfiguration', CACHE_DEFAULTS);
    const clustered = config.clusterEnabled === 'true';
    return {
      clusterName: config.groupID,
      localAdrress: `${hostname()}:7800`,
      isOpen: true,
      isConnected: clustered,
      sentBytes: 0,
      rcvdBytes: 0,
      sentMessages: 0,
      rcvdMessages: 0,
      dumpStats: clustered ? 'One member: this sandbox.' : 'Clustering is off: the cache is local.',
    };
  });

  app.get('/statistics/memoryinfo', admin, async () => {
    const heap = getHeapStatistics();
    const usage = process.memoryUsage();
    return {
      jvmMemoryUsage: [
        {
          name: 'Heap',
          maxMemory: mb(heap.heap_size_limit),
          usedMemory: mb(heap.used_heap_size),
          freeMemory: mb(heap.heap_size_limit - heap.used_heap_size),
        },
        { name: 'Non-heap', maxMemory: mb(usage.rss), usedMemory: mb(usage.rss - usage.heapTotal), freeMemory: 0 },
      ],
      javaMemoryPool: getHeapSpaceStatistics().map((space) => ({
        name: space.space_name,
        maxMemory: mb(space.space_size),
        usedMemory: mb(space.space_used_size),
        freeMemory: mb(space.space_available_size),
      })),
      systemMemoryUsage: [
        {
          name: 'Physical memory',
          maxMemory: mb(totalmem()),
          usedMemory: mb(totalmem() - freemem()),
          freeMemory: mb(freemem()),
        },
      ],
      commitedVirtualMemory: mb(usage.rss),
    };
  });

  app.get<{ Querystring: { stack?: string; 'thread-count'?: string } }>(
    '/statistics/threadinfo',
    {
      ...admin,
      schema: {
        querystring: querySchema({
          stack: FLAG,
          'thread-count': { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
        }),
      },
    },
    async (request) => {
      const cpu = process.cpuUsage();
      const count = Number(request.query['thread-count'] ?? 10);
      const workers = Math.min(4, cpus().length);
      const threads = [
        { name: 'main (event loop)', state: 'RUNNABLE', cpuTimeInMilliSec: Math.round((cpu.user + cpu.system) / 1000) },
        ...Array.from({ length: workers }, (_, i) => ({
          name: `libuv-worker-${i + 1}`,
          state: 'WAITING',
          cpuTimeInMilliSec: 0,
        })),
      ].slice(0, count);
      const stack = request.query.stack === 'true';
      return {
        topMostCPUConsumingThread: threads.map((t) => (stack ? { ...t, stackTrace: `at ${t.name}` } : t)),
        threadStateCounts: [
          { state: 'RUNNABLE', count: 1 },
          { state: 'WAITING', count: workers },
        ],
      };
    },
  );
}
