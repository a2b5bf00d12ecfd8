import { defineAreaRoutes } from '../../core/navigation';
import { profileStrings } from './strings';

/**
 * My profile: `#/myProfile` (my attributes, photo and preferred language) and its sections
 * `#/myProfile/roles|resources|groups|passwordSync` (the spec's profileRoles, profileResources,
 * profileGroups and profilePasswordSyncStatus are accepted too). Page key `profile` (the guard also
 * asks for the org-chart keys with it). Links: `./sections.ts`.
 */
export default defineAreaRoutes({
  area: 'profile',
  strings: [profileStrings],
  sections: [
    {
      section: 'myProfile',
      // One optional segment: switching tabs keeps the page (and the focus on the tab list).
      routes: [{ path: ':section?', load: () => import('./ProfilePage') }],
    },
  ],
});

export { profileHref, profilePath, PROFILE_SECTIONS, type ProfileSection } from './sections';
