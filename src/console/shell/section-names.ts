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

/** i18next's `t` for a key of the English file. */
export type Translate = (key: string) => string;

/**
 * The display name of every section of the spec's route list (section 2), and of the inline user
 * route and the profile: translated under `sections.<section>`. For the pages
 * the menu does not name (the Unauthorized dialog must never show a raw key such as 'manageusers').
 */
const SECTION_NAMES: Readonly<Record<string, (t: Translate) => string>> = {
  default: (t) => t('sections.default'),
  role: (t) => t('sections.role'),
  resource: (t) => t('sections.resource'),
  delegation: (t) => t('sections.delegation'),
  availability: (t) => t('sections.availability'),
  cprs: (t) => t('sections.cprs'),
  sod: (t) => t('sections.sod'),
  configuration: (t) => t('sections.configuration'),
  groups: (t) => t('sections.groups'),
  entities: (t) => t('sections.entities'),
  orgchart: (t) => t('sections.orgchart'),
  workflowmonitoring: (t) => t('sections.workflowmonitoring'),
  permissions: (t) => t('sections.permissions'),
  history: (t) => t('sections.history'),
  proxyassignments: (t) => t('sections.proxyassignments'),
  settings: (t) => t('sections.settings'),
  requests: (t) => t('sections.requests'),
  landing: (t) => t('sections.landing'),
  tasks: (t) => t('sections.tasks'),
  teams: (t) => t('sections.teams'),
  dashboard: (t) => t('sections.dashboard'),
  globalDashboard: (t) => t('sections.globalDashboard'),
  users: (t) => t('sections.users'),
  createUser: (t) => t('sections.createUser'),
  editlanding: (t) => t('sections.editlanding'),
  manageusers: (t) => t('sections.manageusers'),
  editrequest: (t) => t('sections.editrequest'),
  localekit: (t) => t('sections.localekit'),
  profile: (t) => t('sections.profile'),
  emailapproval: (t) => t('sections.emailapproval'),
  myProfile: (t) => t('sections.myProfile'),
  detailInfo: (t) => t('sections.detailInfo'),
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
