import { createAreaContext } from '../../ui/area';

/** Where group administration goes inside itself: hash routes in the console, in place in `<idm-group-admin>`. */
export type GroupAdminView = { page: 'list' } | { page: 'create' } | { page: 'detail'; dn: string };

export interface GroupChangedDetail {
  action: 'created' | 'updated' | 'deleted' | 'membersAdded' | 'membersRemoved';
  dns: string[];
}

export interface GroupAdminNavigation {
  go(view: GroupAdminView): void;
  /** The link of a view (the console), or null (a button in the element). */
  href(view: GroupAdminView): string | null;
  /** After a group was created, updated, deleted or its members changed (`idm-group-changed` in the element). */
  changed?(detail: GroupChangedDetail): void;
}

const groupAdminNavigation = createAreaContext<GroupAdminNavigation>('GroupAdminNavigation');
export const GroupAdminNavigationProvider = groupAdminNavigation.Provider;
export const useGroupAdminNavigation = groupAdminNavigation.use;
