import type { FastifyInstance } from 'fastify';
import { cacheRoutes } from '../server-admin/cache.js';
import { driverRoutes } from '../server-admin/drivers.js';
import { loggingRoutes } from '../server-admin/logging.js';
import { statisticsRoutes } from '../server-admin/statistics.js';
import { engineRoutes } from './engines.js';
import { monitoringRoutes } from './processes.js';
import { processReadRoutes } from './process-reads.js';
import { queueRoutes } from './queue.js';

/**
 * Workflow monitoring and server administration (issue 18; README "Workflow monitoring, caching and
 * logging"): access/monitoring…, access/queue…, admin/workflowengines…, admin/cache…, admin/logging…,
 * admin/driverstatus/info and catalog/statistics….
 */
export async function monitorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(monitoringRoutes, { prefix: '/access' });
  await app.register(processReadRoutes, { prefix: '/access' });
  await app.register(queueRoutes, { prefix: '/access' });
  await app.register(engineRoutes, { prefix: '/admin' });
  await app.register(cacheRoutes, { prefix: '/admin' });
  await app.register(loggingRoutes, { prefix: '/admin' });
  await app.register(driverRoutes, { prefix: '/admin' });
  // Documented under catalog/, used by scripts under access/ as well (docs/protocol.md "Clients of real servers").
  await app.register(statisticsRoutes, { prefix: '/catalog' });
  await app.register(statisticsRoutes, { prefix: '/access' });
}
