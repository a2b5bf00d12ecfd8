import type { FastifyInstance } from 'fastify';
import { approvalRoutes } from './approvals.js';
import { catalogRoutes, requestCategoryRoutes } from './catalog.js';
import { catalogUserRoutes } from './catalog-users.js';
import { containerRoutes } from './containers.js';
import { driverRoutes } from './drivers.js';
import { entityRoutes } from './entities.js';
import { groupRoutes } from './groups.js';
import { groupAdminRoutes } from './group-admin.js';
import { permissionRoutes } from './permissions.js';
import { teamRoutes } from './teams.js';

/** Every lookup of the selection widget, member dialogs, trees and quick info (README: "Lookups"). */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  // access/users/list is answered by ../people (README "People").
  for (const routes of [entityRoutes, groupRoutes, teamRoutes, containerRoutes, permissionRoutes, groupAdminRoutes]) {
    await app.register(routes, { prefix: '/access' });
  }
  await app.register(catalogRoutes, { prefix: '/catalog' });
  await app.register(requestCategoryRoutes, { prefix: '/access' });
  await app.register(approvalRoutes, { prefix: '/catalog' });
  await app.register(catalogUserRoutes, { prefix: '/catalog' });
  await app.register(driverRoutes);
}
