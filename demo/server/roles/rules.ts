/** Pure rules of role administration (README "Roles and separation of duties"). */

export type RoleLevel = 10 | 20 | 30;
export const ROLE_LEVELS: readonly RoleLevel[] = [10, 20, 30];

/** Role status (spec section 4): 50 Created, 15 Pending Delete. */
export const ROLE_STATUS = { created: 50, pendingDelete: 15 } as const;

export const isRoleLevel = (value: unknown): value is RoleLevel => ROLE_LEVELS.includes(value as RoleLevel);

/**
 * Which level a role's children have: a business role (30) contains IT roles (20), an IT role permission
 * roles (10); a permission role contains none. One level down only, so the hierarchy has no cycles.
 */
export function childLevelOf(level: number): RoleLevel | null {
  if (level === 30) return 20;
  if (level === 20) return 10;
  return null;
}

const LEVEL_NAMES: Readonly<Record<number, string>> = {
  10: 'a permission role',
  20: 'an IT role',
  30: 'a business role',
};
const LEVEL_PLURALS: Readonly<Record<number, string>> = {
  10: 'permission roles',
  20: 'IT roles',
  30: 'business roles',
};

/** Why `child` cannot be a child of `parent`, or null when it can. */
export function hierarchyRefusal(
  parent: { name: string; level: number },
  child: { name: string; level: number },
): string | null {
  const allowed = childLevelOf(parent.level);
  if (allowed === null) return `${parent.name} is a permission role: it cannot contain other roles.`;
  if (child.level !== allowed)
    return `${parent.name} is ${LEVEL_NAMES[parent.level]}: it can contain only ${LEVEL_PLURALS[allowed]}, and ${child.name} is ${LEVEL_NAMES[child.level] ?? 'not a role'}.`;
  return null;
}

/** The contract's locale codes for the console's (spec section 3): zh-CN → zh_CN, zh-TW → zh_TW, he → iw. */
export function serverLocale(locale: string): string {
  const trimmed = locale.trim();
  if (trimmed === 'he') return 'iw';
  return trimmed.replace('-', '_');
}
