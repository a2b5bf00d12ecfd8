import { sectionHref, sectionPath } from '../../core/navigation';

/**
 * The profile's tabs. `details` is the page itself (`#/myProfile`); the others are the spec's sections
 * profileRoles, profileResources, profileGroups and profilePasswordSyncStatus, which the console links
 * to by those names and this area by the short ones (`#/myProfile/roles`): both are accepted.
 */
export const PROFILE_SECTIONS = ['details', 'roles', 'resources', 'groups', 'passwordSync'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

const ALIASES: Readonly<Record<string, ProfileSection>> = {
  '': 'details',
  details: 'details',
  roles: 'roles',
  resources: 'resources',
  groups: 'groups',
  passwordsync: 'passwordSync',
  profileroles: 'roles',
  profileresources: 'resources',
  profilegroups: 'groups',
  profilepasswordsyncstatus: 'passwordSync',
};

/** The tab a URL segment names ('' or nothing → details), or null for an unknown one. */
export function profileSection(segment: string | null | undefined): ProfileSection | null {
  return ALIASES[(segment ?? '').trim().toLowerCase()] ?? null;
}

/** The section's own segment ('' for details). */
function segmentOf(section: ProfileSection): string[] {
  return section === 'details' ? [] : [section];
}

/** `#/myProfile`, `#/myProfile/roles`, … */
export function profileHref(section: ProfileSection = 'details'): string {
  return sectionHref('myProfile', ...segmentOf(section));
}

/** The same as a router path (for `navigate()`). */
export function profilePath(section: ProfileSection = 'details'): string {
  return sectionPath('myProfile', ...segmentOf(section));
}
