import type { FastifyInstance } from 'fastify';
import { createAccessEngine } from '../../access/engine.js';
import { resolveAccessOptions } from '../../access/options.js';
import { ensureAccessSeed } from '../../db/seed/access.js';
import { seedBulkTasks } from '../../db/seed/access-bulk.js';
import { assignmentRoutes } from './assignments.js';
import { historyRoutes } from './history.js';
import { itemRoutes } from './items.js';
import { requestRoutes } from './requests.js';
import { robRoutes } from './rob.js';
import { taskRoutes } from './tasks.js';

/**
 * The access-request part of IDMProv under `access/` (README "Access requests"): requests, tasks, history,
 * assignments, request on behalf and items. Owns the engine: its scheduled steps stop when the app closes.
 */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  const options = resolveAccessOptions(app.sandbox.access);
  const { db } = app.store;
  ensureAccessSeed(db, app.sandbox.now());
  if (options.bulkTasks > 0) seedBulkTasks(db, options.bulkTasks, app.sandbox.now());
  const engine = createAccessEngine(db, {
    now: app.sandbox.now,
    options,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  engine.resume();
  app.addHook('onClose', async () => engine.close());
  for (const routes of [requestRoutes, taskRoutes, historyRoutes, assignmentRoutes, robRoutes, itemRoutes]) {
    await app.register(routes, { engine });
  }
}
