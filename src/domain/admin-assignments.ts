/**
 * Administrator assignments and delegated administrators' permissions (spec sections 2 and 6; README
 * "Administrator assignments and permissions"). Pure: shared by the console and the sandbox.
 */

/** The administration domains of the security model. */
export const ADMIN_DOMAINS = [
  'SECURITY',
  'ROLES',
  'RESOURCES',
  'PROVISIONING',
  'CONFIGURATION',
  'COMPLIANCE',
  'REPORTING',
] as const;
export type AdminDomainKey = (typeof ADMIN_DOMAINS)[number];

/** The domains whose delegated administrators act only on the objects their permissions name. */
export const PERMISSION_DOMAINS = ['ROLES', 'RESOURCES', 'PROVISIONING'] as const;
export type PermissionDomain = (typeof PERMISSION_DOMAINS)[number];

/**
 * ADMIN: a domain administrator, who administers every object of the domain. MANAGER: a delegated
 * administrator, who administers only the objects (and the containers' objects) of their permissions;
 * only the permission domains have them.
 */
export const ADMIN_TYPES = ['ADMIN', 'MANAGER'] as const;
export type AdminTypeKey = (typeof ADMIN_TYPES)[number];

/** Who an assignment names: a user, the members of a group, or the users of a container (and below). */
export const ASSIGNEE_TYPES = ['USER', 'GROUP', 'CONTAINER'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

/** What a permission names: one object of the domain, or a container of its objects (and below). */
export const PERMISSION_OBJECT_TYPES = ['ROLE', 'RESOURCE', 'PRD', 'CONTAINER'] as const;
export type PermissionObjectType = (typeof PERMISSION_OBJECT_TYPES)[number];

/** English names (the sandbox's answers; the console shows its own translations by key). */
export const ADMIN_DOMAIN_NAMES: Readonly<Record<AdminDomainKey, string>> = {
  SECURITY: 'Security',
  ROLES: 'Roles',
  RESOURCES: 'Resources',
  PROVISIONING: 'Provisioning',
  CONFIGURATION: 'Configuration',
  COMPLIANCE: 'Compliance',
  REPORTING: 'Reporting',
};
export const ADMIN_TYPE_NAMES: Readonly<Record<AdminTypeKey, string>> = {
  ADMIN: 'Domain Administrator',
  MANAGER: 'Delegated Administrator',
};
export const ASSIGNEE_TYPE_NAMES: Readonly<Record<AssigneeType, string>> = {
  USER: 'User',
  GROUP: 'Group',
  CONTAINER: 'Container',
};

/** The entity type of a domain's objects (ROLE in ROLES, …), as the permission index names them. */
export const DOMAIN_OBJECT_TYPE: Readonly<Record<PermissionDomain, 'ROLE' | 'RESOURCE' | 'PRD'>> = {
  ROLES: 'ROLE',
  RESOURCES: 'RESOURCE',
  PROVISIONING: 'PRD',
};

const has = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const isAdminDomain = (value: unknown): value is AdminDomainKey => has(ADMIN_DOMAINS, value);
export const isPermissionDomain = (value: unknown): value is PermissionDomain => has(PERMISSION_DOMAINS, value);
export const isAdminType = (value: unknown): value is AdminTypeKey => has(ADMIN_TYPES, value);
export const isAssigneeType = (value: unknown): value is AssigneeType => has(ASSIGNEE_TYPES, value);

/** Why an assignment of `type` in `domain` cannot exist, or null: delegated administrators need a permission domain. */
export function adminTypeRefusal(domain: AdminDomainKey, type: AdminTypeKey): string | null {
  if (type === 'MANAGER' && !isPermissionDomain(domain))
    return `Invalid input: ${ADMIN_DOMAIN_NAMES[domain]} has no delegated administrators; choose Domain Administrator.`;
  return null;
}

/** Whether a DN is a container's DN or lies below it (DNs compare case-insensitively). */
export function dnWithin(dn: string, containerDn: string): boolean {
  const a = dn.trim().toLowerCase();
  const c = containerDn.trim().toLowerCase();
  return c !== '' && (a === c || a.endsWith(`,${c}`));
}

/** A DN and every container above it, nearest first: `cn=a,ou=b,o=c` → itself, `ou=b,o=c`, `o=c`. */
export function dnAndAncestors(dn: string): string[] {
  const parts = dn.split(/(?<!\\),/).map((p) => p.trim());
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const rest = parts.slice(i).join(',');
    if (rest !== '') out.push(rest);
  }
  return out;
}

/**
 * What a delegated administrator may do with the objects of a permission, by domain (GET admin/permission
 * lists them with their names). A permission grants some of them (PermissionNode.permission, one per node) or,
 * when none is named, all of them.
 */
export const PERMISSION_ACTIONS: Readonly<Record<PermissionDomain, readonly string[]>> = {
  ROLES: ['modifyRole', 'createRole', 'deleteRole', 'assignRole', 'mapResources', 'manageSod'],
  RESOURCES: ['modifyResource', 'createResource', 'deleteResource', 'assignResource'],
  PROVISIONING: ['startRequest', 'manageWorkflow'],
};

/** What is wrong with granting `actions` in `domain`: none chosen, or one the domain does not have. */
export function permissionActionsProblem(
  domain: PermissionDomain,
  actions: readonly string[],
): { code: 'required' } | { code: 'unknown'; action: string } | null {
  if (actions.length === 0) return { code: 'required' };
  const unknown = actions.find((action) => !PERMISSION_ACTIONS[domain].includes(action));
  return unknown === undefined ? null : { code: 'unknown', action: unknown };
}

/** The actions a permission row grants: its stored list, or every action of the domain when it names none. */
export function grantedActions(domain: PermissionDomain, stored: readonly string[] | null): string[] {
  return stored === null
    ? [...PERMISSION_ACTIONS[domain]]
    : PERMISSION_ACTIONS[domain].filter((a) => stored.includes(a));
}
