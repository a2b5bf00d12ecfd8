import type { Database } from 'better-sqlite3';
import {
  dnAndAncestors,
  dnWithin,
  isAdminDomain,
  type AdminDomainKey,
  type AdminTypeKey,
} from '../../../src/domain/admin-assignments.js';
import { cachedStatement } from '../db/search.js';

/**
 * The one source of administration rights (README "Administrator assignments and permissions"): the
 * administrator assignments (admin_assignments) and the delegated administrators' permissions
 * (admin_permissions). A user holds an assignment made to them, to a group of theirs, or to their container
 * or one above it; the same for permissions. Nothing else grants an administration right: the users' flags
 * (`is_admin`, `is_role_admin`, `domains`) are derived from here when a user is read (`withAdminFlags`).
 */

/** Who is asking: a user's DN and container (containers hold the users below them). */
export interface AdminSubject {
  dn: string;
  container_dn: string;
}

/**
 * The principals a user is security-equivalent to, so the DNs an assignment or permission may name to reach
 * them: themselves, their groups, their container and those above it (also POST access/info/user/equivalent).
 */
export function securityEquivalents(db: Database, subject: AdminSubject): string[] {
  const groups = (
    cachedStatement(db, 'SELECT group_dn FROM group_members WHERE user_dn = ?').all(subject.dn) as {
      group_dn: string;
    }[]
  ).map((g) => g.group_dn);
  return [subject.dn, ...groups, ...dnAndAncestors(subject.container_dn)];
}

const assigneeKeys = (db: Database, subject: AdminSubject): string => JSON.stringify(securityEquivalents(db, subject));

/** An assignment counts between its effective and expiration dates (when set), on the sandbox's clock. */
const IN_FORCE =
  '(effective_date IS NULL OR effective_date <= @now) AND (expiration_date IS NULL OR expiration_date > @now)';

/** The domains a user administers and how: ADMIN wins over MANAGER when both reach them. */
export function adminGrants(db: Database, subject: AdminSubject, now = Date.now()): Map<AdminDomainKey, AdminTypeKey> {
  const rows = cachedStatement(
    db,
    `SELECT domain, admin_type FROM admin_assignments
     WHERE assignee_dn IN (SELECT value FROM json_each(@keys)) AND ${IN_FORCE}`,
  ).all({ keys: assigneeKeys(db, subject), now }) as { domain: string; admin_type: AdminTypeKey }[];
  const grants = new Map<AdminDomainKey, AdminTypeKey>();
  for (const row of rows) {
    if (!isAdminDomain(row.domain)) continue;
    if (grants.get(row.domain) !== 'ADMIN') grants.set(row.domain, row.admin_type);
  }
  return grants;
}

/** The objects and containers a delegated administrator of `domain` acts on (their permissions' DNs). */
export function permittedDns(
  db: Database,
  subject: AdminSubject,
  domain: AdminDomainKey,
  action: string | null = null,
): string[] {
  return (
    cachedStatement(
      db,
      `SELECT object_dn FROM admin_permissions WHERE domain = @domain AND assignee_dn IN (SELECT value FROM json_each(@keys))
       AND (@action IS NULL OR actions IS NULL OR EXISTS (SELECT 1 FROM json_each(actions) a WHERE a.value = @action))`,
    ).all({ domain, keys: assigneeKeys(db, subject), action }) as { object_dn: string }[]
  ).map((r) => r.object_dn);
}

/** An administrator: a Security domain administrator, who holds every right. */
export function isAdministrator(grants: ReadonlyMap<AdminDomainKey, AdminTypeKey>): boolean {
  return grants.get('SECURITY') === 'ADMIN';
}

/**
 * May `subject` administer `domain`, or (given `objectDn`) that object or container of it? Administrators
 * and the domain's administrators: everything. Its delegated administrators: the objects their permissions
 * name and every object in the containers they name (and below); without an `objectDn`, whether they have
 * any permission in the domain at all. Nobody else. Given an `action` (PERMISSION_ACTIONS), only the
 * permissions that grant it count.
 */
export function canAdminister(
  db: Database,
  subject: AdminSubject,
  domain: AdminDomainKey,
  objectDn?: string | null,
  now = Date.now(),
  action: string | null = null,
): boolean {
  const grants = adminGrants(db, subject, now);
  if (isAdministrator(grants) || grants.get(domain) === 'ADMIN') return true;
  if (grants.get(domain) !== 'MANAGER') return false;
  const permitted = permittedDns(db, subject, domain, action);
  if (objectDn === undefined) return permitted.length > 0;
  return objectDn !== null && permitted.some((scope) => dnWithin(objectDn, scope));
}

/** The navigation rights each domain's administrators get (delegated ones once they hold a permission). */
const DOMAIN_NAV_KEYS: Readonly<Record<AdminDomainKey, { admin: readonly string[]; manager: readonly string[] }>> = {
  SECURITY: { admin: [], manager: [] },
  ROLES: {
    admin: ['role', 'create Role', 'mapresources', 'sod', 'create Sod'],
    manager: ['role', 'create Role', 'mapresources', 'sod', 'create Sod'],
  },
  RESOURCES: {
    admin: ['resource', 'create Resource', 'mapresources'],
    manager: ['resource', 'create Resource'],
  },
  PROVISIONING: {
    admin: ['workflowmonitoring', 'proxyassignments', 'delegation', 'createDelegation', 'availability'],
    // Workflow monitoring is for the domain's administrators only (issue 18: routes/monitor/rights.ts).
    manager: [],
  },
  CONFIGURATION: { admin: ['settings', 'configuration', 'globalDashboard', 'editlanding', 'editrequest'], manager: [] },
  COMPLIANCE: { admin: [], manager: [] },
  REPORTING: { admin: [], manager: [] },
};

/**
 * The navigation rights the assignments give a user who is not an administrator (administrators hold every
 * key by the default rule of auth/rights.ts). Stored nav_rights rows win over these.
 */
export function derivedNavRights(db: Database, subject: AdminSubject, now = Date.now()): Map<string, 'true'> {
  const rights = new Map<string, 'true'>();
  for (const [domain, type] of adminGrants(db, subject, now)) {
    const keys =
      type === 'ADMIN'
        ? DOMAIN_NAV_KEYS[domain].admin
        : permittedDns(db, subject, domain).length > 0
          ? DOMAIN_NAV_KEYS[domain].manager
          : [];
    for (const key of keys) rights.set(key, 'true');
  }
  return rights;
}

/** The users' columns that used to hold rights, as the assignments give them now. */
export interface AdminFlags {
  is_admin: number;
  is_role_admin: number;
  /** JSON list of the permission domains administered (ROLES, RESOURCES, PROVISIONING). */
  domains: string;
}

/** A user row with its administration flags derived from the assignments. */
export function withAdminFlags<T extends AdminSubject & AdminFlags>(db: Database, row: T, now = Date.now()): T {
  const grants = adminGrants(db, row, now);
  const admin = isAdministrator(grants);
  const domains = (['ROLES', 'RESOURCES', 'PROVISIONING'] as const).filter((d) => admin || grants.has(d));
  return {
    ...row,
    is_admin: admin ? 1 : 0,
    is_role_admin: admin || grants.has('ROLES') ? 1 : 0,
    domains: JSON.stringify(domains),
  };
}

/**
 * Who may change administrator assignments and permissions: administrators every one; a domain's
 * administrators the delegated administrators (and their permissions) of their own domain.
 */
export function assigningRights(db: Database, subject: AdminSubject, now = Date.now()) {
  const grants = adminGrants(db, subject, now);
  const administrator = isAdministrator(grants);
  const ownDomains = [...grants].filter(([, type]) => type === 'ADMIN').map(([domain]) => domain);
  return {
    administrator,
    /** The domains whose assignments the subject sees; null: all of them. */
    visibleDomains: administrator ? null : ownDomains,
    /** Sees the administration of assignments at all. */
    any: administrator || ownDomains.length > 0,
    mayAssign: (domain: AdminDomainKey, type: AdminTypeKey): boolean =>
      administrator || (type === 'MANAGER' && ownDomains.includes(domain)),
    mayGrantIn: (domain: AdminDomainKey): boolean => administrator || ownDomains.includes(domain),
  };
}
