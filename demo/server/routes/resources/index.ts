import type { FastifyInstance } from 'fastify';
import { engineFor } from '../access/index.js';
import { resourceAssignmentRoutes } from './assignments.js';
import { resourceAssignmentColumnRoutes } from './assignment-columns.js';
import { resourceCategoryRoutes } from './categories.js';
import { resourceAdmin } from './context.js';
import { cprsRoutes } from './cprs.js';
import { entitlementValueRoutes } from './entitlement-values.js';
import { entitlementRoutes } from './entitlements.js';
import { resourceCrudRoutes } from './resources.js';

/**
 * Resource, driver and entitlement administration (issue 15; README "Resources"), under catalog/: resources, their
 * assignments (through the access engine), categories, entitlements and code-map refreshes; under access/ CPRS. Every route asks
 * resourceAdminScope (db/resources/resource-admin-scope.ts) whether the caller may.
 */
export async function resourceAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = resourceAdmin(app, engineFor(app));
  for (const routes of [
    resourceCrudRoutes,
    resourceAssignmentRoutes,
    resourceCategoryRoutes,
    entitlementRoutes,
    entitlementValueRoutes,
  ]) {
    await app.register(routes, { prefix: '/catalog', ctx });
  }
  await app.register(cprsRoutes, { prefix: '/access', ctx });
  await app.register(resourceAssignmentColumnRoutes, { prefix: '/access', ctx });
}
