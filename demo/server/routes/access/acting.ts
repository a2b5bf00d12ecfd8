import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Acting } from '../../access/context.js';
import { principalOf } from '../../http/auth.js';
import { forbidden } from '../../http/fault.js';

/**
 * Who a tasks, requests or permissions call acts as: the signed-in user, or with `proxyUser` the user they
 * proxy for, when a proxy assignment allows it (pproxy → mmanager); otherwise 403.
 */
export function actingFor(app: FastifyInstance, request: FastifyRequest, proxyUser: string | undefined): Acting {
  const { user } = principalOf(request);
  const asked = proxyUser?.trim() ?? '';
  if (asked === '' || asked.toLowerCase() === user.dn.toLowerCase()) return { user, proxy: null };
  const target = app.store.users.findByDn(asked);
  if (!target || !app.store.users.mayProxyFor(user.dn, target.dn)) throw forbidden(`You may not act for ${asked}.`);
  return { user: target, proxy: user };
}

/** The proxy user of a call: the body's, else the query's. */
export function proxyUserOf(request: FastifyRequest): string | undefined {
  const body = request.body as { proxyUser?: unknown } | undefined;
  const query = request.query as { proxyUser?: unknown } | undefined;
  const fromBody = typeof body?.proxyUser === 'string' ? body.proxyUser : undefined;
  const fromQuery = typeof query?.proxyUser === 'string' ? query.proxyUser : undefined;
  return fromBody?.trim() ? fromBody : fromQuery;
}
