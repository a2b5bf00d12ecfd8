import type { FastifyInstance } from 'fastify';
import { helpdeskDetails } from '../db/clients.js';
import { principalOf } from '../http/auth.js';
import { notFound } from '../http/fault.js';
import { personNode } from '../people/person-node.js';

const userDefaultsQuery = {
  type: 'object',
  properties: {
    clientId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    isProfile: { type: 'string', enum: ['true', 'false'] },
  },
} as const;

/** access/users/...: the signed-in user's own details. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { clientId?: string; isProfile?: 'true' | 'false' } }>(
    '/users/userDefaults',
    { schema: { querystring: userDefaultsQuery } },
    async (request) => {
      const { user } = principalOf(request);
      const config = app.store.clients.config(request.query.clientId ?? '1');
      if (!config) throw notFound(`No client with id ${request.query.clientId ?? '1'}.`);
      return personNode(user, app.store.users, helpdeskDetails(config));
    },
  );
}
