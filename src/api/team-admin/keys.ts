/**
 * The one home of the team administration query keys, under `['idm', 'teamAdmin', <kind>]`. DNs are
 * lower-cased (directory names compare case-insensitively).
 */
export type TeamAdminKind = 'teams' | 'team' | 'permissions';

const dnKey = (dn: string): string => dn.toLowerCase();

export const teamAdminKeys = {
  all: ['idm', 'teamAdmin'] as const,
  kind: (kind: TeamAdminKind) => ['idm', 'teamAdmin', kind] as const,
  /** `params` must be JSON-like (TanStack hashes it). */
  list: (params: unknown) => ['idm', 'teamAdmin', 'teams', params ?? null] as const,
  of: (kind: 'team' | 'permissions', dn: string) => ['idm', 'teamAdmin', kind, dnKey(dn)] as const,
};
