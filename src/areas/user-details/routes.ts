import { defineAreaRoutes } from '../../core/navigation';

/**
 * The user detail page on the inline route `#/detailInfo/{URL-encoded dn}` (page key `user`). The user
 * catalog's `#/users/{dn}` leads here too (src/areas/users/routes.ts); links: `./links.ts`.
 */
export default defineAreaRoutes({
  area: 'user-details',
  sections: [
    {
      section: 'detailInfo',
      routes: [{ path: ':dn', load: () => import('./UserDetailsPage') }],
    },
  ],
});

export { userLinks } from './links';
