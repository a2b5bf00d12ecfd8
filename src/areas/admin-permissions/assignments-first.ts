import { lazy } from 'react';
import { AssignmentList } from './AssignmentList';
import { LazyAssigneePermissions, type AdminPermissionsViews } from './views';

/** `<idm-admin-assignments>` opens on the assignments: they come with it, the other views when opened. */
export const ASSIGNMENTS_FIRST: AdminPermissionsViews = {
  assignments: AssignmentList,
  access: lazy(() => import('./AccessPermissions').then((module) => ({ default: module.AccessPermissions }))),
  permissions: LazyAssigneePermissions,
};
