import { defineAreaRoutes } from '../../core/navigation';
import { createUserStrings } from './strings';

/** Create User: `#/createUser` (page key `createUser`). Links: `./links.ts`. */
export default defineAreaRoutes({
  area: 'create-user',
  strings: [createUserStrings],
  sections: [{ section: 'createUser', routes: [{ path: '', load: () => import('./CreateUserPage') }] }],
});

export { createUserLinks } from './links';
