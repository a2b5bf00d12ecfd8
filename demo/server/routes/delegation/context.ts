import type { FastifyInstance, FastifyRequest } from 'fastify';
import { navRight } from '../../auth/rights.js';
import { availabilityRepository } from '../../db/delegation/availability.js';
import { delegationRepository } from '../../db/delegation/delegations.js';
import { proxyRepository } from '../../db/proxy.js';
import { managedMembers } from '../../db/teams/managed-members.js';
import type { UserRow } from '../../db/users.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden } from '../../http/fault.js';
import { isObject, text, type Json } from '../../roles/input.js';

/** What the delegation, availability and proxy routes work with. */
export interface WhoActs {
  app: FastifyInstance;
  delegations: ReturnType<typeof delegationRepository>;
  availability: ReturnType<typeof availabilityRepository>;
  proxies: ReturnType<typeof proxyRepository>;
  now: () => number;
  /** Does `managerDn` manage a team that `userDn` is a member of and whose permissions allow `subject`? */
  managesTeamOf(managerDn: string, userDn: string, subject: Subject): boolean;
}

export function whoActs(app: FastifyInstance): WhoActs {
  const { db } = app.store;
  const now = () => app.sandbox.now();
  // The team permissions decide (issue 16): a team whose managers may set its members' delegation (availability).
  const managed = managedMembers(db);
  return {
    app,
    delegations: delegationRepository(db),
    availability: availabilityRepository(db),
    proxies: proxyRepository(db, now),
    now,
    managesTeamOf: (managerDn, userDn, subject) => managed.has(managerDn, userDn, subject),
  };
}

export type Subject = 'delegation' | 'availability';

/** Whether the caller has a navigation right (stored, or by the default rule). */
export function hasRight(request: FastifyRequest, key: string): boolean {
  const { user } = principalOf(request);
  return navRight(user, request.server.store.navRights.stored(user.dn), key) === 'true';
}

/**
 * May `user` manage the delegations (or availability) of `targetDn`? Their own; administrators anyone's; a
 * team manager the members of the teams they manage whose permissions allow it (team_permissions.delegation /
 * .availability: given or taken in the team administration, it counts at once).
 */
export function mayManage(ctx: WhoActs, user: UserRow, targetDn: string, subject: Subject): boolean {
  if (user.dn.toLowerCase() === targetDn.toLowerCase()) return true;
  if (user.is_admin === 1) return true;
  return ctx.managesTeamOf(user.dn, targetDn, subject);
}

export function assertManages(ctx: WhoActs, user: UserRow, target: UserRow, subject: Subject): void {
  if (!mayManage(ctx, user, target.dn, subject))
    throw forbidden(
      `You may not manage the ${subject === 'delegation' ? 'delegations' : 'availability'} of ${target.full_name}.`,
    );
}

/** The user of `{dn}` in a body field (a UserNode), else 400. */
export function userIn(ctx: WhoActs, node: unknown, field: string): UserRow {
  if (!isObject(node)) throw badInput(`Invalid input: ${field} must be a user ({dn}).`);
  const dn = text(node, 'dn', { max: 1024 });
  if (!dn) throw badInput(`Invalid input: ${field}.dn is required.`);
  const user = ctx.app.store.users.findByDn(dn);
  if (!user) throw badInput(`Invalid input: ${field} is not a user (${dn}).`);
  return user;
}

/** The first entry of a list of users (`assignFromUsers: [{dn}]`), or undefined when the list is missing or empty. */
export function firstUser(ctx: WhoActs, body: Json, field: string): UserRow | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 1)
    throw badInput(`Invalid input: ${field} must be a list of one user ([{dn}]).`);
  return value.length === 0 ? undefined : userIn(ctx, value[0], `${field}[0]`);
}

/** An epoch-ms date field: a number (or digits), undefined when missing. */
export function dateField(body: Json, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw badInput(`Invalid input: ${field} must be a date (epoch milliseconds).`);
  return n;
}

/** The request definitions of a scope (`requestDefs: [{dn}]`), each one the sandbox knows. */
export function requestDefsIn(ctx: WhoActs, body: Json): string[] {
  const value = body.requestDefs;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 200)
    throw badInput('Invalid input: requestDefs must be a list of at most 200 request definitions.');
  return value.map((entry, index) => {
    const dn = isObject(entry) ? text(entry, 'dn', { max: 1024 }) : undefined;
    const found = dn ? ctx.delegations.requestDef(dn) : undefined;
    if (!found) throw badInput(`Invalid input: requestDefs[${index}] is not a request definition.`);
    return found.dn;
  });
}

/** A date as the faults say it: 2026-11-27 10:00 UTC. */
/** An instant in a message: ISO 8601 UTC to the minute, which the console shows in the user's format and zone. */
export const dateText = (ms: number): string => new Date(ms).toISOString().slice(0, 16) + 'Z';
