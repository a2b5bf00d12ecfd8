import type { NavigationRights } from '../../../src/domain/navigation.js';
import type { LoggedInUser } from '../../../src/domain/user.js';
import type { UserRow } from '../db/users.js';
import { keyTable } from '../key-table.js';

export type NavRightValue = 'true' | 'false';

/**
 * The default rule for navigation rights not stored for a user (table nav_rights):
 * - administrators: 'true' for every key;
 * - everyone else: 'true' for the self-service keys below, 'false' for every other key (admin areas such as
 *   role, resource, sod, "create Role", mapresources, delegation, configuration, settings, …, and keys
 *   nobody has heard of). A stored row always wins, which is how delegated admins get their areas.
 */
export const SELF_SERVICE_KEYS: ReadonlySet<string> = new Set([
  'default',
  'dashboard',
  'landing',
  'requests',
  'tasks',
  'history',
  'users',
  'user',
  'detailInfo',
  'orgChart',
  'orgchart',
  'entityOrgChart',
  // entities (issue 19): everyone browses entity items (user pages link to them); only administrators change them.
  'entities',
  'profile',
  'myProfile',
]);

export function navRight(user: UserRow, stored: ReadonlyMap<string, NavRightValue>, key: string): NavRightValue {
  const explicit = stored.get(key);
  if (explicit) return explicit;
  if (user.is_admin === 1) return 'true';
  return SELF_SERVICE_KEYS.has(key) ? 'true' : 'false';
}

/**
 * Display names of the route sections a guard may fall back to, for areaDefaultDisplayName.
 */
export const SECTION_NAMES: Readonly<Record<string, string>> = keyTable({
  default: 'Home',
  landing: 'Landing',
  dashboard: 'Dashboard',
  users: 'Users',
  orgchart: 'Org Chart',
  groups: 'Groups',
  teams: 'Teams',
  requests: 'Request',
  history: 'Request History',
  tasks: 'Tasks',
  role: 'Roles',
  resource: 'Resources',
  sod: 'Separation of Duties',
  delegation: 'Delegation',
  availability: 'Availability',
  proxyassignments: 'Proxy Assignments',
  permissions: 'Permissions',
  workflowmonitoring: 'Workflow Monitoring',
  settings: 'Settings',
  configuration: 'Configuration',
  emailapproval: 'Email Approval',
  localekit: 'Localization Kit',
  entities: 'Entities',
  profile: 'My Profile',
});

/** The console's home page (src/core/navigation.ts DEFAULT_SECTION), where a guard goes when nothing else fits. */
export const HOME_AREA = { areaDefault: 'default', areaDefaultDisplayName: 'Home' } as const;

/**
 * The page a guard falls back to: the area of the first key asked about when that key is allowed
 * (so a denied sub-page such as "create Role" lands on the role list), else the console's home page.
 */
export function areaDefault(
  firstKey: string | undefined,
  allowed: boolean,
): Pick<NavigationRights, 'areaDefault' | 'areaDefaultDisplayName'> {
  const name = firstKey === undefined ? undefined : SECTION_NAMES[firstKey];
  if (firstKey !== undefined && allowed && name) return { areaDefault: firstKey, areaDefaultDisplayName: name };
  return { ...HOME_AREA };
}

/** LoggedInUser of the swagger (access/info/user/rights), the console's own type. */
export function loggedInUser(
  user: UserRow,
  mayProxy: boolean,
  client: { id: string; name: string },
  /** Whether a team the user manages lets them set delegation and availability (team permissions). */
  teamRights: { delegation: boolean; availability: boolean },
): LoggedInUser {
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
    isDelegationTeamMgr: teamRights.delegation,
    isAvailabilityTeamMgr: teamRights.availability,
  };
}
