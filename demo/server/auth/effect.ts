import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { AdminDomainKey } from '../../../src/domain/admin-assignments.js';
import { cachedStatement } from '../db/search.js';
import { principalOf } from '../http/auth.js';
import { forbidden } from '../http/fault.js';
import { adminGrants, canAdminister, isAdministrator, permittedDns, type AdminSubject } from './administer.js';
import { dnWithin } from '../../../src/domain/admin-assignments.js';

/**
 * Authorization by effect (docs/security.md "Authorization by effect"): a write names every object it changes
 * or links to (both ends of a role hierarchy link, each mapped resource, the role a rule or an assignment is
 * about) and `authorizeEffect` asks the one rights check, `canAdminister`, for each in its domain. One refused
 * object refuses the whole call (403) before anything changes; the answer is the same whether the object exists.
 */
export interface Touch {
  domain: AdminDomainKey;
  dn: string;
  /** How the refusal names it; the DN the caller sent when absent (never a stored name of an unseen object). */
  name?: string;
  /** A permission action (PERMISSION_ACTIONS) the delegated administrator's permission must grant. */
  action?: string | null;
}

/** Who is asking and when, for the checks below. */
function subjectOf(request: FastifyRequest): { db: Database; user: AdminSubject; now: number } {
  return { db: request.server.store.db, user: principalOf(request).user, now: request.server.sandbox.now() };
}

/** Refuses (403 Fault) the call when the caller may not administer one of the objects it touches. */
export function authorizeEffect(request: FastifyRequest, touches: readonly Touch[]): void {
  const { db, user, now } = subjectOf(request);
  for (const touch of touches) {
    if (!canAdminister(db, user, touch.domain, touch.dn, now, touch.action ?? null))
      throw forbidden(
        `You may not administer ${touch.name ?? touch.dn}: it is outside the ${touch.domain.toLowerCase()} you administer.`,
      );
  }
}

/** Whether the caller may read an object of `domain` (reads are scoped as writes are). */
export function mayRead(request: FastifyRequest, domain: AdminDomainKey, dn: string): boolean {
  const { db, user, now } = subjectOf(request);
  return canAdminister(db, user, domain, dn, now);
}

/** Refuses (403) a read of an object outside the caller's scope; the same answer whether it exists or not. */
export function authorizeRead(request: FastifyRequest, domain: AdminDomainKey, dn: string): void {
  if (!mayRead(request, domain, dn))
    throw forbidden(`You may not read ${dn}: it is outside the ${domain.toLowerCase()} you administer.`);
}

/**
 * The caller's scope in `domain`: null when they administer all of it (administrators, the domain's
 * administrators), else the containers and objects their permissions name (a test for a DN).
 */
export function readScope(request: FastifyRequest, domain: AdminDomainKey): ((dn: string) => boolean) | null {
  const permitted = scopeDns(request, domain);
  if (permitted === null) return null;
  return (dn: string) => permitted.some((scope) => dnWithin(dn, scope));
}

/** The containers and objects the caller's permissions in `domain` name; null when they administer all of it. */
export function scopeDns(request: FastifyRequest, domain: AdminDomainKey): readonly string[] | null {
  const { db, user, now } = subjectOf(request);
  const grants = adminGrants(db, user, now);
  if (isAdministrator(grants) || grants.get(domain) === 'ADMIN') return null;
  return grants.get(domain) === 'MANAGER' ? permittedDns(db, user, domain) : [];
}

/** Whether the caller administers the whole of `domain` (not a delegated administrator of part of it). */
export function administersWholeDomain(request: FastifyRequest, domain: AdminDomainKey): boolean {
  return readScope(request, domain) === null;
}

/** Someone or something an item is assigned to. */
export interface Assignee {
  dn: string;
  type: 'user' | 'group' | 'container';
}

/**
 * The approval rule (docs/security.md "The approval rule"): a delegated administrator assigns to users only, each
 * assignment through the item's approval; a group or a container (with or without its subtree) would reach people
 * no approval guarded, so only the domain's administrators assign to them.
 */
export function authorizeAssignees(
  request: FastifyRequest,
  domain: AdminDomainKey,
  item: { name: string },
  assignees: readonly Assignee[],
): void {
  if (administersWholeDomain(request, domain)) return;
  const wide = assignees.find((a) => a.type !== 'user');
  if (wide)
    throw forbidden(
      `A delegated administrator assigns ${item.name} to users only, each through its approval: an assignment to the ${wide.type} ${wide.dn} would reach people without it.`,
    );
}

/**
 * What each DN a caller names as a recipient really is (a group, a container, else a user), whatever type the
 * body claims: the approval rule is decided by what an assignment would reach, not by what the caller said.
 */
export function assigneesNamed(request: FastifyRequest, dns: readonly string[]): Assignee[] {
  const { db } = subjectOf(request);
  const isIn = (table: 'groups' | 'containers', dn: string) =>
    cachedStatement(db, `SELECT 1 FROM ${table} WHERE dn = ?`).get(dn) !== undefined;
  return dns.map((dn) => ({ dn, type: isIn('groups', dn) ? 'group' : isIn('containers', dn) ? 'container' : 'user' }));
}

/**
 * The items granted to whoever holds `dn` (a role): the role, the roles below it and the resources they map. Used
 * by the approval rule for links: a link grants all of them to the holders of the other end.
 */
function grantedThrough(db: Database, dn: string): string[] {
  return (
    cachedStatement(
      db,
      `WITH RECURSIVE below(dn) AS (SELECT @dn UNION SELECT c.child_dn FROM role_children c JOIN below b ON c.parent_dn = b.dn)
       SELECT dn FROM below UNION SELECT r.resource_dn FROM role_resources r JOIN below b ON r.role_dn = b.dn`,
    ).all({ dn }) as { dn: string }[]
  ).map((r) => r.dn);
}

/** The first of `dns` whose grant needs an approval, if any. */
function firstNeedingApproval(db: Database, dns: readonly string[]): string | undefined {
  return (
    cachedStatement(
      db,
      `SELECT item_dn FROM approval_definitions WHERE purpose = 'grant' AND required = 1
       AND item_dn IN (SELECT value FROM json_each(@dns)) LIMIT 1`,
    ).get({ dns: JSON.stringify(dns) }) as { item_dn: string } | undefined
  )?.item_dn;
}

/**
 * The approval rule for links (a child role under a parent, a resource mapped to a role): a delegated
 * administrator may not give the holders of one item another whose grant needs an approval (or a role below it,
 * or a resource they map, does), since they would hold it without anyone approving.
 */
export function authorizeGrantThrough(
  request: FastifyRequest,
  domain: AdminDomainKey,
  holderOf: { name: string },
  granted: { dn: string; name: string },
): void {
  if (administersWholeDomain(request, domain)) return;
  const { db } = subjectOf(request);
  const guarded = firstNeedingApproval(db, grantedThrough(db, granted.dn));
  if (guarded)
    throw forbidden(
      `A delegated administrator may not grant ${granted.name} through ${holderOf.name}: ${guarded === granted.dn ? 'its' : `${guarded}'s`} grant needs an approval that the holders of ${holderOf.name} would skip.`,
    );
}
