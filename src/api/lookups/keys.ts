/**
 * Query keys of the lookups, under `['idm', 'lookup', <kind>]` so that one prefix reaches every cached
 * lookup answer (and `['idm']` all of them, as in ../keys.ts).
 */
export type LookupKind =
  | 'users'
  | 'groups'
  | 'groupMembers'
  | 'teamMembers'
  | 'teams'
  | 'roles'
  | 'roleLevels'
  | 'categories'
  | 'rootContainer'
  | 'subContainers'
  | 'prds'
  | 'drivers'
  | 'driverEntitlements'
  | 'entitlementValues'
  | 'resources'
  | 'sods'
  | 'dirxmlDrivers'
  | 'entities'
  | 'teamRecipients'
  | 'permissions'
  | 'quickInfo';

export const lookupKeys = {
  all: ['idm', 'lookup'] as const,
  kind: (kind: LookupKind) => ['idm', 'lookup', kind] as const,
  /** `params` is the fetch function's parameter object; it must be JSON-like (TanStack hashes it). */
  of: (kind: LookupKind, params: unknown) => ['idm', 'lookup', kind, params ?? null] as const,
};
