/**
 * The one home of the group administration query keys, under `['idm', 'groupAdmin', <kind>]`. DNs are
 * lower-cased (directory names compare case-insensitively).
 */
export type GroupAdminKind = 'groups' | 'group' | 'members';

export const groupAdminKeys = {
  all: ['idm', 'groupAdmin'] as const,
  kind: (kind: GroupAdminKind) => ['idm', 'groupAdmin', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  list: (params: unknown) => ['idm', 'groupAdmin', 'groups', params ?? null] as const,
  of: (kind: Exclude<GroupAdminKind, 'groups'>, dn: string, params: unknown = null) =>
    ['idm', 'groupAdmin', kind, dn.toLowerCase(), params] as const,
};
