import type { FastifyInstance } from 'fastify';
import { adminAssignmentRoutes } from './assignments.js';
import { adminPermissionRoutes } from './permissions.js';
import { ADMIN_MESSAGES } from './messages.js';
import { translateFaults } from '../../http/fault-translations.js';
import { catalogRightsRoutes, permissionIndexRoutes } from './rights.js';

/**
 * Administrator assignments and permissions (issue 17; README "Administrator assignments and permissions"):
 * admin/administrator/assignments…, admin/permission…, admin/assignment/permissions, catalog/delegatedAdmin/rights,
 * catalog/uas and access/index/permissions. The records are the sandbox's only source of administration rights.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Their Faults in the caller's language (Accept-Language).
  translateFaults(app, ADMIN_MESSAGES);
  await app.register(adminAssignmentRoutes, { prefix: '/admin' });
  await app.register(adminPermissionRoutes, { prefix: '/admin' });
  await app.register(catalogRightsRoutes, { prefix: '/catalog' });
  await app.register(permissionIndexRoutes, { prefix: '/access' });
}
