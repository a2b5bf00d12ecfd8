import type { FastifyInstance } from 'fastify';
import { helpdeskRoutes } from './helpdesk.js';
import { entityItemRoutes } from './items.js';
import { globalQueryRoutes } from './queries.js';

/** Custom entities, global queries and the help desk under access/ (README "Entities", "Help desk"). */
export async function entityAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(entityItemRoutes);
  await app.register(globalQueryRoutes);
  await app.register(helpdeskRoutes);
}
