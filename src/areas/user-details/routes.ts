import { defineAreaRoutes } from '../../core/navigation';
import { userDetailsStrings } from './strings';

/**
 * The user detail page, on two routes (spec section 2): the inline `#/detailInfo/{URL-encoded dn}`
 * (page key `user`) and the user catalog's `#/users/{dn}` (page key `users`, in the catalog's section,
 * src/areas/users/routes.ts). Links: `./links.ts`.
 */
export default defineAreaRoutes({
  area: 'user-details',
  strings: [userDetailsStrings],
  sections: [
    { section: 'detailInfo', routes: [{ path: ':dn', load: () => import('./UserDetailsPage') }] },
    { section: 'users', routes: [{ path: ':dn', load: () => import('./UserDetailsPage') }] },
  ],
});

export { userLinks } from './links';
