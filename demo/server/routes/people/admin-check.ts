import type { FastifyInstance } from 'fastify';
import type { AdminDomainKey } from '../../../../src/domain/admin-assignments.js';
import { adminGrants, canAdminister } from '../../auth/administer.js';
import { principalOf } from '../../http/auth.js';
import { forbidden } from '../../http/fault.js';
import { keyTable } from '../../key-table.js';
import { DN, querySchema } from '../lookups/schemas.js';
import { personOr404, sameDn, type PeopleContext } from './context.js';

/** The contract's domain types and the administration domain each names (PRD: provisioning, RBPM-APP: configuration). */
const DOMAIN_OF_TYPE: Readonly<Record<string, AdminDomainKey>> = keyTable({
  ROLES: 'ROLES',
  RESOURCES: 'RESOURCES',
  PRD: 'PROVISIONING',
  SECURITY: 'SECURITY',
  COMPLIANCE: 'COMPLIANCE',
  'RBPM-APP': 'CONFIGURATION',
});
/** level 1: a domain administrator (ADMIN), 2: a delegated administrator (MANAGER). */
const ADMIN_TYPE_OF_LEVEL = { '1': 'ADMIN', '2': 'MANAGER' } as const;

interface AdminCheckQuery {
  userDn?: string;
  type: string;
  level?: '1' | '2';
}

/**
 * GET access/user/admin: is a user a domain (level 1) or delegated (level 2) administrator of a domain type?
 * Callers ask about themselves; asking about someone else is for Security administrators (who assigns
 * administrators). Security administrators count as administrators of every domain, as everywhere.
 */
export function adminCheckRoutes(app: FastifyInstance, people: PeopleContext): void {
  const { db } = app.store;
  app.get<{ Querystring: AdminCheckQuery }>(
    '/user/admin',
    {
      config: { requires: 'signedIn' },
      schema: {
        querystring: querySchema(
          {
            userDn: DN,
            type: { type: 'string', enum: Object.keys(DOMAIN_OF_TYPE).flatMap((t) => [t, t.toLowerCase()]) },
            level: { type: 'string', enum: ['1', '2'] },
          },
          ['type'],
        ),
      },
    },
    async (request) => {
      const me = principalOf(request).user;
      const dn = request.query.userDn ?? me.dn;
      if (!sameDn(dn, me.dn) && !canAdminister(db, me, 'SECURITY', null, app.sandbox.now()))
        throw forbidden('Only Security administrators may ask whether someone else is an administrator.');
      const person = personOr404(people, dn);
      const domain = DOMAIN_OF_TYPE[request.query.type.toUpperCase()]!;
      const level = request.query.level ?? '1';
      const grants = adminGrants(db, { dn: person.dn, container_dn: person.container_dn }, app.sandbox.now());
      const held = grants.get('SECURITY') === 'ADMIN' ? 'ADMIN' : grants.get(domain);
      return {
        userDn: person.dn,
        type: request.query.type.toUpperCase(),
        level: Number(level),
        isAdmin: held === ADMIN_TYPE_OF_LEVEL[level],
      };
    },
  );
}
