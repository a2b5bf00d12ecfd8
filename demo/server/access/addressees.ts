import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../db/search.js';

/**
 * Task addressees besides users: a group, a role or a container of approvers. Such a task is offered to
 * every member (group members, holders of the role, users in the container or below it) until one of
 * them claims it; then it is the claimer's until released.
 */
export type AddresseeKind = 'user' | 'group' | 'role' | 'container';

const rowOf = (db: Database, sql: string, dn: string): { name: string } | undefined =>
  cachedStatement(db, sql).get(dn) as { name: string } | undefined;

/** What a DN names, as far as task addressees go (unknown DNs: a user). */
export function addresseeKind(db: Database, dn: string): AddresseeKind {
  if (rowOf(db, 'SELECT full_name AS name FROM users WHERE dn = ?', dn)) return 'user';
  if (rowOf(db, 'SELECT name FROM groups WHERE dn = ?', dn)) return 'group';
  if (rowOf(db, 'SELECT name FROM roles WHERE dn = ?', dn)) return 'role';
  return /^(ou|o)=/i.test(dn) ? 'container' : 'user';
}

/** A readable name of an addressee: the user's or group's or role's name, a container's DN as is. */
export function addresseeName(db: Database, dn: string): string {
  return (
    rowOf(db, 'SELECT full_name AS name FROM users WHERE dn = ?', dn)?.name ??
    rowOf(db, 'SELECT name FROM groups WHERE dn = ?', dn)?.name ??
    rowOf(db, 'SELECT name FROM roles WHERE dn = ?', dn)?.name ??
    dn
  );
}

/** The containers a DN is in, nearest first ('cn=a,ou=users,o=data' → 'ou=users,o=data', 'o=data'). */
export function containersOf(dn: string): string[] {
  const parts = dn.split(',').map((part) => part.trim());
  return parts.slice(1).map((_, index) => parts.slice(index + 1).join(','));
}

/** The groups, roles and containers whose tasks a user is offered. */
export function shareDnsOf(db: Database, userDn: string): { groups: string[]; roles: string[]; containers: string[] } {
  const groups = (
    cachedStatement(db, 'SELECT group_dn AS dn FROM group_members WHERE user_dn = ?').all(userDn) as { dn: string }[]
  ).map((r) => r.dn);
  const roles = (
    cachedStatement(
      db,
      `SELECT item_dn AS dn FROM assignments WHERE kind = 'role' AND recipient_dn = ?
     UNION SELECT a.item_dn FROM assignments a JOIN group_members m ON m.group_dn = a.recipient_dn
       WHERE a.kind = 'role' AND a.recipient_type = 'group' AND m.user_dn = ?`,
    ).all(userDn, userDn) as { dn: string }[]
  ).map((r) => r.dn);
  return { groups, roles, containers: containersOf(userDn) };
}

/** Every DN a task may be addressed to and reach the user: their own, then their groups, roles and containers. */
export function addressableDns(db: Database, userDn: string): string[] {
  const shared = shareDnsOf(db, userDn);
  return [userDn, ...shared.groups, ...shared.roles, ...shared.containers];
}

const same = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Is the user a member of the (group, role or container) addressee `dn`? */
export function isMemberOf(db: Database, userDn: string, dn: string): boolean {
  return addressableDns(db, userDn)
    .slice(1)
    .some((shared) => same(shared, dn));
}
