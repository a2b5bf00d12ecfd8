import { defineAreaRoutes } from '../../core/navigation';
import { prefetchUserCatalog } from './prefetch';
import { usersStrings } from './strings';

/**
 * The user catalog: `#/users` (card view; `?view=users` for the list). A user's details,
 * `#/users/{URL-encoded dn}`, are the user-details area's page in this same section
 * (src/areas/user-details/routes.ts). Page key `users`. Links: `./links.ts`.
 */
export default defineAreaRoutes({
  area: 'users',
  strings: [usersStrings],
  sections: [
    {
      section: 'users',
      routes: [{ path: '', load: () => import('./UserCatalogPage'), prefetch: prefetchUserCatalog }],
    },
  ],
});

export { usersLinks } from './links';
