import type { FastifyInstance } from 'fastify';
import { approvalRoutes } from './approvals.js';
import { catalogRoutes } from './catalog.js';
import { containerRoutes } from './containers.js';
import { driverRoutes } from './drivers.js';
import { entityRoutes } from './entities.js';
import { groupRoutes } from './groups.js';
import { permissionRoutes } from './permissions.js';
import { teamRoutes } from './teams.js';
import { userListRoutes } from './users.js';

/** Every lookup of the selection widget, member dialogs, trees and quick info (README: "Lookups"). */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [userListRoutes, entityRoutes, groupRoutes, teamRoutes, containerRoutes, permissionRoutes]) {
    await app.register(routes, { prefix: '/access' });
  }
  await app.register(catalogRoutes, { prefix: '/catalog' });
  await app.register(approvalRoutes, { prefix: '/catalog' });
  await app.register(driverRoutes);
}
