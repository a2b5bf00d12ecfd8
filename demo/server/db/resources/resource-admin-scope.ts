import type { Database } from 'better-sqlite3';
import { canAdminister } from '../../auth/administer.js';
import type { UserRow } from '../users.js';

/** What a caller may do in resource administration. */
export interface ResourceAdminScope {
  /** Whether the caller administers resources at all (administrators; delegated administrators of resources). */
  administers: boolean;
  /** Whether the caller manages this resource (or, for a new one, the resource container it goes into). */
  /** With an `action` (PERMISSION_ACTIONS.RESOURCES), only the permissions granting it count. */
  manages(resourceOrContainerDn: string, action?: string | null): boolean;
}

/**
 * The authorisation rule of resource, driver and entitlement administration (README "Resources"), read from the
 * administrator assignments and permissions (`canAdminister`, domain RESOURCES): administrators and the domain's
 * administrators everywhere; its delegated administrators only for the resources and resource containers (and
 * what lies below them) their permissions name. Every resource route asks this one function.
 */
export function resourceAdminScope(db: Database, user: UserRow): ResourceAdminScope {
  return {
    administers: canAdminister(db, user, 'RESOURCES'),
    manages: (dn, action = null) => canAdminister(db, user, 'RESOURCES', dn, Date.now(), action),
  };
}
