import { defineAreaRoutes } from '../../core/navigation';
import { prefetchRoleList } from './prefetch';
import { roleAdminStrings } from './strings';

/**
 * Role administration, section `role` (page key `role`): the list (`#/role`), a new role (`#/role/create`,
 * right `create Role`), a role (`#/role/detail/<dn>`, right `role`) and its mapped resources
 * (`#/role/mapresources/<dn>`, right `mapresources`). The guard asks for the granular rights.
 */
export default defineAreaRoutes({
  area: 'role-admin',
  strings: [roleAdminStrings],
  sections: [
    {
      section: 'role',
      routes: [
        { path: '', load: () => import('./RoleListPage'), prefetch: prefetchRoleList },
        { path: 'create', load: () => import('./RoleCreatePage') },
        { path: 'detail/:dn', load: () => import('./RoleDetailPage') },
        { path: 'mapresources/:dn', load: () => import('./MapResourcesPage') },
      ],
    },
  ],
});

export { roleAdminLinks } from './links';
