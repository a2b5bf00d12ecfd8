import { createAreaContext } from '../../ui/area';

/** Where resource administration goes inside itself: hash routes in the console, in place in `<idm-resource-admin>`. */
export interface ResourceAdminNavigation {
  go(view: ResourceAdminView): void;
  /** The link of a view (the console), or null (a button in the element). */
  href(view: ResourceAdminView): string | null;
  /** After resources were created, updated or deleted (`idm-resource-changed` in the element). */
  changed?(detail: ResourceChangedDetail): void;
}

export type ResourceAdminView =
  | { page: 'list' }
  | { page: 'create' }
  | { page: 'entitlements' }
  | { page: 'detail'; dn: string }
  | { page: 'assignments'; dn: string };

export interface ResourceChangedDetail {
  action: 'created' | 'updated' | 'deleted';
  dns: string[];
}

const resourceAdminNavigation = createAreaContext<ResourceAdminNavigation>('ResourceAdminNavigation');
export const ResourceAdminNavigationProvider = resourceAdminNavigation.Provider;
export const useResourceAdminNavigation = resourceAdminNavigation.use;
