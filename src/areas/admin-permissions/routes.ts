import { defineAreaRoutes } from '../../core/navigation';
import { adminAssignmentsStrings, adminPermissionsStrings } from './strings';

/**
 * Administrator assignments and permissions, section `permissions` (page key `permissions`): the assignments
 * (`#/permissions`), a delegated administrator's permissions in a domain (`#/permissions/assignee/<dn>/<domain>`)
 * and the access permissions list (`#/permissions/access`).
 */
export default defineAreaRoutes({
  area: 'admin-permissions',
  strings: [adminAssignmentsStrings, adminPermissionsStrings],
  sections: [
    {
      section: 'permissions',
      routes: [
        { path: '', load: () => import('./AssignmentsPage') },
        { path: 'assignee/:dn/:domain', load: () => import('./AssigneePermissionsPage') },
        { path: 'access', load: () => import('./AccessPermissionsPage') },
      ],
    },
  ],
});

export { adminPermissionLinks } from './links';
