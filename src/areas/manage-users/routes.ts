import { defineAreaRoutes } from '../../core/navigation';
import { manageUsersStrings } from './strings';

/** Manage Users: `#/manageusers` (page key `manageusers`). Links: `./links.ts`. */
export default defineAreaRoutes({
  area: 'manage-users',
  strings: [manageUsersStrings],
  sections: [{ section: 'manageusers', routes: [{ path: '', load: () => import('./ManageUsersPage') }] }],
});

export { manageUsersLinks } from './links';
