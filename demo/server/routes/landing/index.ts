import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard.js';
import { landingItemRoutes } from './items.js';

/** Landing page, request page editor and dashboards under `access/` (issue 19). */
export async function landingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(landingItemRoutes);
  // access/ulp/l10n/{locale}.properties: routes/locale-kit.ts (one file a locale for the menu and the landing names).
  await app.register(dashboardRoutes);
}
