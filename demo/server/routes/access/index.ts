import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { createAccessEngine, type AccessEngine } from '../../access/engine.js';
import { resolveAccessOptions } from '../../access/options.js';
import { ensureAccessSeed } from '../../db/seed/access.js';
import { seedBulkTasks } from '../../db/seed/access-bulk.js';
import { assignmentRoutes } from './assignments.js';
import { formRoutes } from './forms.js';
import { assignmentListRoutes } from './assignment-lists.js';
import { historyRoutes } from './history.js';
import { identityRoutes } from './identities.js';
import { itemRoutes } from './items.js';
import { requestRoutes } from './requests.js';
import { robRoutes } from './rob.js';
import { taskRoutes } from './tasks.js';

const engines = new WeakMap<Database, AccessEngine>();

/**
 * The app's one access engine (made, and the access seed checked, on first use): the access routes and role
 * administration (role assignments, README "Roles and separation of duties") share it. Its scheduled steps
 * stop when the app closes.
 */
export function engineFor(app: FastifyInstance): AccessEngine {
  const { db } = app.store;
  const existing = engines.get(db);
  if (existing) return existing;
  const options = resolveAccessOptions(app.sandbox.access);
  ensureAccessSeed(db, app.sandbox.now());
  if (options.bulkTasks > 0) seedBulkTasks(db, options.bulkTasks, app.sandbox.now());
  const engine = createAccessEngine(db, {
    now: app.sandbox.now,
    options,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  engine.resume();
  engines.set(db, engine);
  app.addHook('onClose', async () => engine.close());
  return engine;
}

/**
 * The access-request part of IDMProv under `access/` (README "Access requests"): requests, tasks, history,
 * assignments, request on behalf and items. Owns the engine: its scheduled steps stop when the app closes.
 */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  const engine = engineFor(app);
  for (const routes of [
    requestRoutes,
    taskRoutes,
    historyRoutes,
    assignmentRoutes,
    assignmentListRoutes,
    robRoutes,
    itemRoutes,
    formRoutes,
  ]) {
    await app.register(routes, { engine });
  }
  await app.register(identityRoutes);
}
