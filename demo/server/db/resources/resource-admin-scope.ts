import type { Database } from 'better-sqlite3';
import { RESOURCE_DEFS } from '../../dns.js';
import { adminDomains } from '../../http/auth.js';
import { isWithin } from '../../roles/rules.js';
import { cachedStatement } from '../search.js';
import type { UserRow } from '../users.js';

/** What a caller may do in resource administration. */
export interface ResourceAdminScope {
  /** Whether the caller administers resources at all (administrators; delegated administrators of resources). */
  administers: boolean;
  /** Whether the caller manages this resource (or, for a new one, the resource container it goes into). */
  manages(resourceOrContainerDn: string): boolean;
}

/** The container a resource DN sits in (`cn=X,<container>` → `<container>`). */
const containerOf = (dn: string): string => dn.slice(dn.indexOf(',') + 1);

/**
 * THE authorisation rule of resource, driver and entitlement administration (README "Resources"): administrators
 * everywhere; a delegated administrator of the RESOURCES domain only for the resources in the containers of their
 * scope (resource_admin_scopes, and below them), as role_admin_scopes does for roles. Every resource route asks
 * this one function (another branch re-expresses delegated rights as permission records and re-wires it here).
 */
export function resourceAdminScope(db: Database, user: UserRow): ResourceAdminScope {
  if (user.is_admin === 1) return { administers: true, manages: () => true };
  if (!adminDomains(user).includes('RESOURCES')) return { administers: false, manages: () => false };
  const scopes = (
    cachedStatement(db, 'SELECT container_dn FROM resource_admin_scopes WHERE user_dn = ?').all(user.dn) as {
      container_dn: string;
    }[]
  ).map((r) => r.container_dn);
  return {
    administers: true,
    manages: (dn) => {
      const container = dn.toLowerCase() === RESOURCE_DEFS.toLowerCase() ? dn : containerOf(dn);
      return scopes.some((scope) => isWithin(container, scope));
    },
  };
}
