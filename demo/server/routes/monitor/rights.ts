import type { FastifyRequest } from 'fastify';
import { canAdminister } from '../../auth/administer.js';
import { principalOf } from '../../http/auth.js';
import type { AdminDomain } from '../../http/context.js';
import { forbidden } from '../../http/fault.js';

/**
 * Route options that let through only full administrators of a domain (canAdminister without an object:
 * Security administrators and the domain's administrators; never a delegated administrator):
 * PROVISIONING for workflow monitoring, CONFIGURATION for caching, logging, auditing and statistics.
 */
export function administratorsOf(domain: AdminDomain) {
  return {
    // The declaration lets the domain's delegated administrators past the REST hook; the preHandler does not.
    config: { requires: { domain } },
    preHandler: async (request: FastifyRequest): Promise<void> => {
      const { user } = principalOf(request);
      if (!canAdminister(request.server.store.db, user, domain, null, request.server.sandbox.now()))
        throw forbidden(`Only administrators of ${domain.toLowerCase()} may do this.`);
    },
  };
}
