import { sectionOfHref } from '../../core/navigation';
import type { MenuItem } from '../../domain/navigation';

/** The menu's name for a section ('role' → 'Roles'), or null when the menu does not link to it. */
export function menuNameOfSection(items: readonly MenuItem[], section: string): string | null {
  for (const item of items) {
    if (item.subMenuList.length > 0) {
      const found = menuNameOfSection(item.subMenuList, section);
      if (found !== null) return found;
    } else if (sectionOfHref(item.context) === section && item.menuName !== '') {
      return item.menuName;
    }
  }
  return null;
}

/** `t(key, englishDefault)`: i18next's `t` with a default value. */
export type Translate = (key: string, english: string) => string;

/**
 * The display name of every section of the spec's route list (section 2), and of the inline user
 * route and the profile: the English defaults, translated under `sections.<section>`. For the pages
 * the menu does not name (the Unauthorized dialog must never show a raw key such as 'manageusers').
 */
const SECTION_NAMES: Readonly<Record<string, (t: Translate) => string>> = {
  default: (t) => t('sections.default', 'Home'),
  role: (t) => t('sections.role', 'Roles'),
  resource: (t) => t('sections.resource', 'Resources'),
  delegation: (t) => t('sections.delegation', 'Delegation'),
  availability: (t) => t('sections.availability', 'Availability'),
  cprs: (t) => t('sections.cprs', 'Permission Reconciliation'),
  sod: (t) => t('sections.sod', 'Separation of Duties'),
  configuration: (t) => t('sections.configuration', 'Configuration'),
  groups: (t) => t('sections.groups', 'Groups'),
  entities: (t) => t('sections.entities', 'Entities'),
  orgchart: (t) => t('sections.orgchart', 'Organization Chart'),
  workflowmonitoring: (t) => t('sections.workflowmonitoring', 'Workflow Monitoring'),
  permissions: (t) => t('sections.permissions', 'Permissions'),
  history: (t) => t('sections.history', 'Request History'),
  proxyassignments: (t) => t('sections.proxyassignments', 'Proxy Assignments'),
  settings: (t) => t('sections.settings', 'Settings'),
  requests: (t) => t('sections.requests', 'Request Access'),
  landing: (t) => t('sections.landing', 'Landing Page'),
  tasks: (t) => t('sections.tasks', 'Tasks'),
  teams: (t) => t('sections.teams', 'Teams'),
  dashboard: (t) => t('sections.dashboard', 'Dashboard'),
  globalDashboard: (t) => t('sections.globalDashboard', 'Global Dashboard'),
  users: (t) => t('sections.users', 'Users'),
  createUser: (t) => t('sections.createUser', 'Create User'),
  editlanding: (t) => t('sections.editlanding', 'Edit Landing Page'),
  manageusers: (t) => t('sections.manageusers', 'Manage Users'),
  editrequest: (t) => t('sections.editrequest', 'Edit Request Page'),
  localekit: (t) => t('sections.localekit', 'Localization'),
  profile: (t) => t('sections.profile', 'My Profile'),
  emailapproval: (t) => t('sections.emailapproval', 'Email Based Approval'),
  myProfile: (t) => t('sections.myProfile', 'My Profile'),
  detailInfo: (t) => t('sections.detailInfo', 'User Details'),
};

/** Every section the console has a display name for. */
export const NAMED_SECTIONS: readonly string[] = Object.keys(SECTION_NAMES);

/** The section's display name; a section the table does not know keeps its key. */
export function sectionDisplayName(section: string, t: Translate): string {
  return SECTION_NAMES[section]?.(t) ?? section;
}

/** What a page is called: the menu's name for it, else the console's display name of its section. */
export function pageNameOfSection(items: readonly MenuItem[], section: string, t: Translate): string {
  return menuNameOfSection(items, section) ?? sectionDisplayName(section, t);
}
