import { createAreaContext } from '../../ui/area';

/** Where role administration goes inside itself: hash routes in the console, in place in `<idm-role-admin>`. */
export interface RoleAdminNavigation {
  /** A page of the area: the list, a new role, a role, or a role's mapped resources. */
  go(view: RoleAdminView): void;
  /** The link of a view (the console), or null (a button in the element). */
  href(view: RoleAdminView): string | null;
  /** After a role was created, updated or deleted (`idm-role-changed` in the element). */
  changed?(detail: RoleChangedDetail): void;
}

export type RoleAdminView =
  { page: 'list' } | { page: 'create' } | { page: 'detail'; dn: string } | { page: 'mapresources'; dn: string };

export interface RoleChangedDetail {
  action: 'created' | 'updated' | 'deleted';
  dns: string[];
}

const roleAdminNavigation = createAreaContext<RoleAdminNavigation>('RoleAdminNavigation');
export const RoleAdminNavigationProvider = roleAdminNavigation.Provider;
export const useRoleAdminNavigation = roleAdminNavigation.use;
