import { defineAreaRoutes } from '../../core/navigation';

/** Create User: `#/createUser` (page key `createUser`). Links: `./links.ts`. */
export default defineAreaRoutes({
  area: 'create-user',
  sections: [{ section: 'createUser', routes: [{ path: '', load: () => import('./CreateUserPage') }] }],
});

export { createUserLinks } from './links';
