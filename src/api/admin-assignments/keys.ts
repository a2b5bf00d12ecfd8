/**
 * The one home of the administrator assignment and permission query keys, under
 * `['idm', 'adminAssignments', <kind>]`. DNs are lower-cased. Mutations invalidate by importing them.
 */
export type AdminAssignmentKind =
  | 'assignments'
  | 'columns'
  | 'domains'
  | 'adminDomains'
  | 'permissions'
  | 'granular'
  | 'roots'
  | 'quickInfo'
  | 'myRights';

export const adminAssignmentKeys = {
  all: ['idm', 'adminAssignments'] as const,
  kind: (kind: AdminAssignmentKind) => ['idm', 'adminAssignments', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  of: (kind: AdminAssignmentKind, params: unknown = null) => ['idm', 'adminAssignments', kind, params] as const,
  permissions: (assigneeDn: string, domain: string, params: unknown = null) =>
    ['idm', 'adminAssignments', 'permissions', assigneeDn.toLowerCase(), domain, params] as const,
};
