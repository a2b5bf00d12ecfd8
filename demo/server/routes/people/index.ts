import type { FastifyInstance } from 'fastify';
import { ensurePeopleSeed } from '../../db/seed/people.js';
import { peopleContext } from './context.js';
import { adminCheckRoutes } from './admin-check.js';
import { detailRoutes } from './details.js';
import { listRoutes } from './list.js';
import { orgChartRoutes } from './org-chart.js';
import { passwordSyncRoutes } from './password-sync.js';
import { userRoutes } from './user.js';

/**
 * People under `access/` (README "People"): users list and count, details, schema, group membership,
 * create/update/delete, login disable and enable, photos, password sync, relationships, org chart.
 */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  ensurePeopleSeed(app.store.db, app.seedReport.seed);
  const people = peopleContext(app);
  for (const routes of [listRoutes, detailRoutes, userRoutes, passwordSyncRoutes, orgChartRoutes, adminCheckRoutes])
    routes(app, people);
}
