import { lazy, type ComponentType } from 'react';
import type { AssigneePermissionsProps } from './AssigneePermissions';

/** The area's views, as the widget shows them: an element gives the one it opens on, the others stay lazy. */
export interface AdminPermissionsViews {
  assignments: ComponentType;
  access: ComponentType;
  permissions: ComponentType<AssigneePermissionsProps>;
}

/** Each view as its own chunk, loaded when first opened. */
export const LAZY_VIEWS: AdminPermissionsViews = {
  assignments: lazy(() => import('./AssignmentList').then((module) => ({ default: module.AssignmentList }))),
  access: lazy(() => import('./AccessPermissions').then((module) => ({ default: module.AccessPermissions }))),
  permissions: lazy(() => import('./AssigneePermissions').then((module) => ({ default: module.AssigneePermissions }))),
};
