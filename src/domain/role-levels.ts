/**
 * The role levels (business, IT, permission): apart from the picker's rules (picker-list.ts re-exports
 * them), so that what only needs the levels, such as the role list, does not load those rules.
 */
export const ROLE_LEVELS = [10, 20, 30] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

export function asRoleLevel(value: unknown): RoleLevel | null {
  const level = typeof value === 'string' ? Number(value.trim()) : value;
  return ROLE_LEVELS.find((candidate) => candidate === level) ?? null;
}
