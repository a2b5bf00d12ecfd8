import { defineAreaRoutes } from '../../core/navigation';

/**
 * The user catalog: `#/users` (card view; `?view=users` for the list) and `#/users/{URL-encoded dn}`,
 * a user's details, which are shown by the user-details area's `#/detailInfo/{dn}` (areas never import
 * each other, so this route hands over to it). Page key `users`. Links: `./links.ts`.
 */
export default defineAreaRoutes({
  area: 'users',
  sections: [
    {
      section: 'users',
      routes: [
        { path: '', load: () => import('./UserCatalogPage') },
        { path: ':dn', load: () => import('./UserDetailsRedirect') },
      ],
    },
  ],
});

export { usersLinks } from './links';
