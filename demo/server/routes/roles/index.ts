import type { FastifyInstance } from 'fastify';
import { engineFor } from '../access/index.js';
import { roleAssignmentRoutes } from './assignments.js';
import { roleCategoryRoutes } from './categories.js';
import { roleAdmin } from './context.js';
import { roleRelationRoutes } from './relations.js';
import { roleCrudRoutes } from './roles.js';
import { roleSettingsRoutes } from './settings.js';
import { sodRoutes } from './sods.js';
import { violationRoutes } from './violations.js';

/**
 * Role and separation-of-duties administration (issue 14; README "Roles and separation of duties"): under
 * catalog/ the roles, their hierarchy, mapped resources and assignments, SoD rules and the role and resource
 * settings; under access/ the SoD violations. Role assignments run through the access engine.
 */
export async function roleAdminRoutes(app: FastifyInstance): Promise<void> {
  const ctx = roleAdmin(app, engineFor(app));
  for (const routes of [roleCrudRoutes, roleRelationRoutes, roleAssignmentRoutes, sodRoutes, roleSettingsRoutes]) {
    await app.register(routes, { prefix: '/catalog', ctx });
  }
  await app.register(roleCategoryRoutes, { prefix: '/catalog' });
  await app.register(violationRoutes, { prefix: '/access', ctx });
}
