import type { FastifyInstance } from 'fastify';
import { adminGrants, canAdminister, isAdministrator } from '../../auth/administer.js';
import type { UserRow } from '../../db/users.js';
import { cachedStatement } from '../../db/search.js';
import { badInput, forbidden, notFound } from '../../http/fault.js';
import { splitList } from '../lookups/schemas.js';
import type { HistoryQuery } from './schemas.js';

const DNS = { type: 'array', maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 1024 } } as const;

/** PermissionRequestHistoryFilterNode: whose requests (requesters) for whom (users, groups, containers). */
export const permissionHistoryBody = {
  type: 'object',
  properties: {
    requesters: DNS,
    recipientUsers: DNS,
    recipientGroups: DNS,
    recipientContainers: DNS,
    reason: { type: 'string', maxLength: 1024 },
  },
} as const;

export interface PermissionHistoryBody {
  requesters?: string[];
  recipientUsers?: string[];
  recipientGroups?: string[];
  recipientContainers?: string[];
}

const DOMAIN_OF = { role: 'ROLES', resource: 'RESOURCES' } as const;
type Kind = keyof typeof DOMAIN_OF;

/**
 * The kinds of permission whose request history (POST access/requests/historylist/permission) the caller reads:
 * for one item (query `item`), its kind if the caller administers that role or resource (a delegated
 * administrator within their scope); for every item, the kinds (query `type`, else roles and resources) whose
 * whole domain the caller administers. 404 for an unknown item, 403 for what the caller does not administer.
 */
export function permissionHistoryKinds(app: FastifyInstance, user: UserRow, query: HistoryQuery): Kind[] {
  const { db } = app.store;
  const now = app.sandbox.now();
  const item = query.item?.trim() ?? '';
  if (item !== '' && item !== '*') {
    const found = cachedStatement(
      db,
      "SELECT 'role' AS kind FROM roles WHERE dn = ? UNION ALL SELECT 'resource' FROM resources WHERE dn = ?",
    ).get(item, item) as { kind: Kind } | undefined;
    if (!found) throw notFound(`There is no role or resource ${item}.`);
    if (!canAdminister(db, user, DOMAIN_OF[found.kind], item, now))
      throw forbidden(`You may not see the requests of ${item}: you do not administer it.`);
    return [found.kind];
  }
  const asked = splitList(query.type).map((t) => t.toLowerCase());
  if (asked.some((t) => t !== 'role' && t !== 'resource'))
    throw badInput(`Invalid input: type "${query.type ?? ''}" is not role or resource.`);
  const grants = adminGrants(db, user, now);
  const whole = (kind: Kind) => isAdministrator(grants) || grants.get(DOMAIN_OF[kind]) === 'ADMIN';
  const kinds = (asked.length > 0 ? (asked as Kind[]) : (['role', 'resource'] as const)).filter(whole);
  if (kinds.length === 0 || (asked.length > 0 && kinds.length < asked.length))
    throw forbidden('Only administrators of roles or resources see the requests of every permission; name the item.');
  return [...kinds];
}
