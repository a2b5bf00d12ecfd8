import { defineAreaRoutes } from '../../core/navigation';
import { prefetchGroupList } from './prefetch';
import { groupAdminStrings } from './strings';

/**
 * Groups, section `groups` (page key `groups`): the list (`#/groups`), a new group (`#/groups/create`) and a
 * group with its members and roles (`#/groups/detail/<dn>`). Administrators only (the server refuses others).
 */
export default defineAreaRoutes({
  area: 'group-admin',
  strings: [groupAdminStrings],
  sections: [
    {
      section: 'groups',
      routes: [
        { path: '', load: () => import('./GroupListPage'), prefetch: prefetchGroupList },
        { path: 'create', load: () => import('./GroupCreatePage') },
        { path: 'detail/:dn', load: () => import('./GroupDetailPage') },
      ],
    },
  ],
});

export { groupAdminLinks } from './links';
