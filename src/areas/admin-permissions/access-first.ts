import { lazy } from 'react';
import { AccessPermissions } from './AccessPermissions';
import { LazyAssigneePermissions, type AdminPermissionsViews } from './views';

/**
 * `<idm-permissions>` opens on the access permissions: they come with it; an administrator's permissions (its
 * `assignee-dn`, or a row opened) and the assignments (their way back) come when first shown, as a list
 * widget's details do.
 */
export const ACCESS_FIRST: AdminPermissionsViews = {
  access: AccessPermissions,
  assignments: lazy(() => import('./AssignmentList').then((module) => ({ default: module.AssignmentList }))),
  permissions: LazyAssigneePermissions,
};
