import { lazy, type ComponentType } from 'react';
import type { AssigneePermissionsProps } from './AssigneePermissions';

/**
 * The area's views, as the widget shows them: an element gives the one it opens on as a component and the
 * others lazy (`ASSIGNMENTS_FIRST`, `ACCESS_FIRST`), each in the element's own file, so neither element's
 * files name the chunks of the view it opens on.
 */
export interface AdminPermissionsViews {
  assignments: ComponentType;
  access: ComponentType;
  permissions: ComponentType<AssigneePermissionsProps>;
}

/** A delegated administrator's permissions, which both elements open from a row or an attribute: its own chunk. */
export const LazyAssigneePermissions = lazy(() =>
  import('./AssigneePermissions').then((module) => ({ default: module.AssigneePermissions })),
);
