import { defineAreaRoutes } from '../../core/navigation';

/** Manage Users: `#/manageusers` (page key `manageusers`). Links: `./links.ts`. */
export default defineAreaRoutes({
  area: 'manage-users',
  sections: [{ section: 'manageusers', routes: [{ path: '', load: () => import('./ManageUsersPage') }] }],
});

export { manageUsersLinks } from './links';
