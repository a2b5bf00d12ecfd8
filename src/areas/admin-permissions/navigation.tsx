import type { PermissionDomain } from '../../domain/admin-assignments';
import { createAreaContext } from '../../ui/area';

/** Where the area goes inside itself: hash routes in the console, in place in its elements. */
export type AdminPermissionsView =
  { page: 'assignments' } | { page: 'permissions'; assigneeDn: string; domain: PermissionDomain } | { page: 'access' };

export interface AdminAssignmentsChangedDetail {
  action: 'assigned' | 'removed' | 'permissionsAdded' | 'permissionsRemoved';
  /** The assignee(s) concerned. */
  dns: string[];
  domain?: string;
}

export interface AdminPermissionsNavigation {
  go(view: AdminPermissionsView): void;
  /** The link of a view (the console), or null (a button in an element). */
  href(view: AdminPermissionsView): string | null;
  /** After an assignment or permission changed (`idm-admin-assignments-changed` in the elements). */
  changed?(detail: AdminAssignmentsChangedDetail): void;
}

const navigation = createAreaContext<AdminPermissionsNavigation>('AdminPermissionsNavigation');
export const AdminPermissionsNavigationProvider = navigation.Provider;
export const useAdminPermissionsNavigation = navigation.use;
