import { localizedMenuName } from './menu-names.js';
import type { NavRightValue } from './rights.js';

/** A menu entry as answered by access/info/user/navigationmenu. */
export interface MenuItem {
  mapName: string;
  menuName: string;
  menuOrder: number;
  context: string;
  subMenuList?: MenuItem[];
}

interface MenuEntry {
  mapName: string;
  menuName: string;
  context: string;
  /** Navigation-right key that shows this entry; group headers show when any child does. */
  rightKey?: string;
  children?: MenuEntry[];
}

const MENU: readonly MenuEntry[] = [
  { mapName: 'dashboard', menuName: 'Dashboard', context: '#/dashboard', rightKey: 'dashboard' },
  {
    mapName: 'people',
    menuName: 'People',
    context: '',
    children: [
      { mapName: 'users', menuName: 'Users', context: '#/users', rightKey: 'users' },
      { mapName: 'createUser', menuName: 'Create User', context: '#/createUser', rightKey: 'createUser' },
      { mapName: 'manageusers', menuName: 'Manage Users', context: '#/manageusers', rightKey: 'manageusers' },
      { mapName: 'orgchart', menuName: 'Org Chart', context: '#/orgchart', rightKey: 'orgChart' },
      { mapName: 'groups', menuName: 'Groups', context: '#/groups', rightKey: 'groups' },
      { mapName: 'teams', menuName: 'Teams', context: '#/teams', rightKey: 'teams' },
      { mapName: 'entities', menuName: 'Entities', context: '#/entities', rightKey: 'entities' },
    ],
  },
  {
    mapName: 'access',
    menuName: 'Access',
    context: '',
    children: [
      { mapName: 'requests', menuName: 'Request', context: '#/requests', rightKey: 'requests' },
      { mapName: 'history', menuName: 'Request History', context: '#/history', rightKey: 'history' },
      { mapName: 'tasks', menuName: 'Tasks', context: '#/tasks', rightKey: 'tasks' },
      { mapName: 'landing', menuName: 'Applications', context: '#/landing', rightKey: 'landing' },
      // The help desk's tickets live beside the entities (section entities; issue 19).
      { mapName: 'helpdesk', menuName: 'Help Desk Tickets', context: '#/entities/helpdesk', rightKey: 'entities' },
    ],
  },
  {
    mapName: 'administration',
    menuName: 'Administration',
    context: '',
    children: [
      { mapName: 'role', menuName: 'Roles', context: '#/role', rightKey: 'role' },
      { mapName: 'resource', menuName: 'Resources', context: '#/resource', rightKey: 'resource' },
      { mapName: 'cprs', menuName: 'Permission Reconciliation', context: '#/cprs', rightKey: 'cprs' },
      { mapName: 'sod', menuName: 'Separation of Duties', context: '#/sod', rightKey: 'sod' },
      { mapName: 'delegation', menuName: 'Delegation', context: '#/delegation', rightKey: 'delegation' },
      { mapName: 'availability', menuName: 'Availability', context: '#/availability', rightKey: 'availability' },
      {
        mapName: 'proxyassignments',
        menuName: 'Proxy Assignments',
        context: '#/proxyassignments',
        rightKey: 'proxyassignments',
      },
      { mapName: 'permissions', menuName: 'Permissions', context: '#/permissions', rightKey: 'permissions' },
      {
        mapName: 'workflowmonitoring',
        menuName: 'Workflow Monitoring',
        context: '#/workflowmonitoring',
        rightKey: 'workflowmonitoring',
      },
      { mapName: 'emailapproval', menuName: 'Email Approval', context: '#/emailapproval', rightKey: 'emailapproval' },
      { mapName: 'localekit', menuName: 'Localization Kit', context: '#/localekit', rightKey: 'localekit' },
      {
        mapName: 'globalDashboard',
        menuName: 'Global Dashboard',
        context: '#/globalDashboard',
        rightKey: 'globalDashboard',
      },
      { mapName: 'editlanding', menuName: 'Edit Landing Page', context: '#/editlanding', rightKey: 'editlanding' },
      { mapName: 'editrequest', menuName: 'Edit Request Page', context: '#/editrequest', rightKey: 'editrequest' },
    ],
  },
  { mapName: 'settings', menuName: 'Settings', context: '#/settings', rightKey: 'settings' },
  { mapName: 'configuration', menuName: 'Configuration', context: '#/configuration', rightKey: 'configuration' },
];

const PROFILE_MENU: MenuItem = {
  mapName: 'profileMenu',
  menuName: 'Profile',
  menuOrder: 100,
  context: '',
  subMenuList: [{ mapName: 'profile', menuName: 'My Profile', menuOrder: 1, context: '#/myProfile' }],
};

/** An uploaded translation's name of an entry (localisation kit), or undefined for the built-in one. */
export type MenuNameOverride = (mapName: string) => string | undefined;

function visible(
  entries: readonly MenuEntry[],
  allows: (key: string) => boolean,
  locale: string,
  override: MenuNameOverride,
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    const children = entry.children ? visible(entry.children, allows, locale, override) : undefined;
    const shown = children ? children.length > 0 : entry.rightKey !== undefined && allows(entry.rightKey);
    if (!shown) continue;
    const menuName = override(entry.mapName) ?? localizedMenuName(entry.mapName, entry.menuName, locale);
    const item: MenuItem = { mapName: entry.mapName, menuName, menuOrder: items.length + 1, context: entry.context };
    if (children) item.subMenuList = children;
    items.push(item);
  }
  return items;
}

function localizedProfileMenu(locale: string, override: MenuNameOverride): MenuItem {
  return {
    ...PROFILE_MENU,
    menuName: override(PROFILE_MENU.mapName) ?? localizedMenuName(PROFILE_MENU.mapName, PROFILE_MENU.menuName, locale),
    subMenuList: (PROFILE_MENU.subMenuList ?? []).map((item) => ({
      ...item,
      menuName: override(item.mapName) ?? localizedMenuName(item.mapName, item.menuName, locale),
    })),
  };
}

/** Every entry's mapName and English name, groups and the profile menu too (the localisation kit's keys). */
export function menuEntryNames(): { mapName: string; menuName: string }[] {
  const names: { mapName: string; menuName: string }[] = [];
  const walk = (entries: readonly { mapName: string; menuName: string; children?: readonly MenuEntry[] }[]) => {
    for (const entry of entries) {
      names.push({ mapName: entry.mapName, menuName: entry.menuName });
      if (entry.children) walk(entry.children);
    }
  };
  walk(MENU);
  walk([PROFILE_MENU, ...(PROFILE_MENU.subMenuList ?? [])]);
  return names;
}

/**
 * The menu a user sees: entries whose right is 'true', empty groups dropped, then the profile menu;
 * names in `locale` (en, de, fr, ar, he; English otherwise).
 */
export function buildMenu(
  right: (key: string) => NavRightValue,
  locale = 'en',
  override: MenuNameOverride = () => undefined,
): { menuItems: MenuItem[] } {
  return {
    menuItems: [
      ...visible(MENU, (key) => right(key) === 'true', locale, override),
      localizedProfileMenu(locale, override),
    ],
  };
}
