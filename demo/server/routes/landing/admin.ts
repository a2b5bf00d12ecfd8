import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAdminister } from '../../auth/administer.js';
import { principalOf } from '../../http/auth.js';
import { forbidden } from '../../http/fault.js';

/** Landing, request-page and global-dashboard editing: configuration administrators only. */
export function requireConfigurationAdmin(app: FastifyInstance, request: FastifyRequest, what: string): void {
  const { user } = principalOf(request);
  if (!canAdminister(app.store.db, user, 'CONFIGURATION', undefined, app.sandbox.now()))
    throw forbidden(`Only administrators may ${what}.`);
}

/** OperationResponseNode of what was done: one ResponseNode a changed object. */
export const operationAnswer = (done: readonly { id: number; name?: string }[], entityType: string) => ({
  success: true,
  succeeded: done.map((entry) => ({ id: String(entry.id), entityType, name: entry.name ?? '' })),
  failed: [],
});
