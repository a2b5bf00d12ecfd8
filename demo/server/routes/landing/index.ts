import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard.js';
import { landingItemRoutes } from './items.js';
import { landingL10nRoutes } from './l10n.js';

/** Landing page, request page editor and dashboards under `access/` (issue 19). */
export async function landingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(landingItemRoutes);
  await app.register(landingL10nRoutes);
  await app.register(dashboardRoutes);
}
