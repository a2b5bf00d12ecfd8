import type { FastifyInstance } from 'fastify';
import { securityEquivalents } from '../auth/administer.js';
import { principalOf } from '../http/auth.js';
import { badInput } from '../http/fault.js';

const principalList = {
  type: 'object',
  required: ['principals'],
  properties: {
    principals: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
} as const;

/**
 * POST access/info/user/equivalent: is the signed-in user security-equivalent to each principal (themselves,
 * a group of theirs, their container or one above it), the same equivalence that carries administrator
 * assignments and permissions to them. NavPagesRightsListNode: navPageRights one {key: principal, value:
 * 'true'|'false'} each; areaDefault 'true' when any is. About the caller only: any signed-in user.
 */
export async function equivalenceRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { principals: string[] } }>(
    '/info/user/equivalent',
    { config: { requires: 'signedIn' }, schema: { body: principalList } },
    async (request, reply) => {
      const { user } = principalOf(request);
      if (request.body.principals.some((p) => p.trim() === '')) throw badInput('Invalid input: a principal is empty.');
      const equivalents = new Set(securityEquivalents(app.store.db, user).map((dn) => dn.toLowerCase()));
      const navPageRights = request.body.principals.map((dn) => ({
        key: dn,
        value: String(equivalents.has(dn.trim().toLowerCase())),
      }));
      return reply
        .code(200)
        .send({ navPageRights, areaDefault: String(navPageRights.some((r) => r.value === 'true')) });
    },
  );
}
