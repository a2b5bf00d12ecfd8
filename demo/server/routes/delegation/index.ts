import type { FastifyInstance } from 'fastify';
import { availabilityRoutes } from './availability.js';
import { whoActs } from './context.js';
import { WHO_ACTS_MESSAGES } from './messages.js';
import { translateFaults } from '../../http/fault-translations.js';
import { delegationLookupRoutes, delegationRoutes } from './delegations.js';
import { proxyAssignmentRoutes } from './proxy.js';
import { whoActsSettingsRoutes } from './settings.js';

/**
 * Who acts for whom (issue 17; README "Delegation, availability and proxy assignments"): delegations,
 * availability and proxy assignments under access/, their settings under access/administration and admin/.
 */
export async function whoActsRoutes(app: FastifyInstance): Promise<void> {
  const ctx = whoActs(app);
  // Their Faults in the caller's language (Accept-Language).
  translateFaults(app, WHO_ACTS_MESSAGES);
  await app.register(delegationRoutes, { prefix: '/access', ctx });
  await app.register(delegationLookupRoutes, { prefix: '/access' });
  await app.register(availabilityRoutes, { prefix: '/access', ctx });
  await app.register(proxyAssignmentRoutes, { prefix: '/access', ctx });
  await app.register(whoActsSettingsRoutes);
}
