import type { UserRow } from '../db/users.js';

export type NavRightValue = 'true' | 'false';

/**
 * The default rule for navigation rights not stored for a user (table nav_rights):
 * - administrators: 'true' for every key;
 * - everyone else: 'true' for the self-service keys below, 'false' for every other key (admin areas such as
 *   role, resource, sod, "create Role", mapresources, delegation, configuration, settings, …, and keys
 *   nobody has heard of). A stored row always wins, which is how delegated admins get their areas.
 */
export const SELF_SERVICE_KEYS: ReadonlySet<string> = new Set([
  'default', 'dashboard', 'landing', 'requests', 'tasks', 'history',
  'users', 'user', 'detailInfo', 'orgChart', 'orgchart', 'entityOrgChart', 'profile', 'myProfile',
]);

export function navRight(user: UserRow, stored: ReadonlyMap<string, NavRightValue>, key: string): NavRightValue {
  const explicit = stored.get(key);
  if (explicit) return explicit;
  if (user.is_admin === 1) return 'true';
  return SELF_SERVICE_KEYS.has(key) ? 'true' : 'false';
}

/** Display names of the route sections, for areaDefaultDisplayName. */
export const SECTION_NAMES: Readonly<Record<string, string>> = {
  dashboard: 'Dashboard', landing: 'Landing', users: 'Users', orgchart: 'Org Chart', groups: 'Groups', teams: 'Teams',
  requests: 'Request', history: 'Request History', tasks: 'Tasks', role: 'Roles', resource: 'Resources',
  sod: 'Separation of Duties', delegation: 'Delegation', availability: 'Availability',
  proxyassignments: 'Proxy Assignments', permissions: 'Permissions', workflowmonitoring: 'Workflow Monitoring',
  settings: 'Settings', configuration: 'Configuration', entities: 'Entities', profile: 'My Profile',
};

/**
 * The page a guard falls back to: the area of the first key asked about when that key is allowed
 * (so a denied sub-page such as "create Role" lands on the role list), else the dashboard.
 */
export function areaDefault(firstKey: string | undefined, allowed: boolean): { areaDefault: string; areaDefaultDisplayName: string } {
  const name = firstKey === undefined ? undefined : SECTION_NAMES[firstKey];
  if (firstKey !== undefined && allowed && name) return { areaDefault: firstKey, areaDefaultDisplayName: name };
  return { areaDefault: 'dashboard', areaDefaultDisplayName: 'Dashboard' };
}

/** LoggedInUser of the swagger (access/info/user/rights). */
export interface LoggedInUser {
  authorized: boolean;
  readOnly: boolean;
  teamReadOnly: boolean;
  proxyFor: boolean;
  clientId: string;
  clientName: string;
  isAdmin: boolean;
  isRoleAdmin: boolean;
  domains: string[];
  isDelegationTeamMgr: boolean;
  isAvailabilityTeamMgr: boolean;
}

export function loggedInUser(user: UserRow, mayProxy: boolean, client: { id: string; name: string }): LoggedInUser {
  return {
    authorized: user.login_disabled === 0,
    readOnly: user.read_only === 1,
    teamReadOnly: user.team_read_only === 1,
    proxyFor: mayProxy,
    clientId: client.id,
    clientName: client.name,
    isAdmin: user.is_admin === 1,
    isRoleAdmin: user.is_role_admin === 1,
    domains: JSON.parse(user.domains) as string[],
    isDelegationTeamMgr: user.is_delegation_team_mgr === 1,
    isAvailabilityTeamMgr: user.is_availability_team_mgr === 1,
  };
}
