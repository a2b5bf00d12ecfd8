import { createAreaContext } from '../../ui/area';

/** Where SoD administration goes inside itself: hash routes in the console, in place in `<idm-sod-admin>`. */
export type SodAdminView = { page: 'list' } | { page: 'create' } | { page: 'detail'; dn: string };

export interface SodChangedDetail {
  action: 'created' | 'updated' | 'deleted';
  dns: string[];
}

export interface SodAdminNavigation {
  go(view: SodAdminView): void;
  /** The link of a view (the console), or null (a button in the element). */
  href(view: SodAdminView): string | null;
  /** After a rule was created, updated or deleted (`idm-sod-changed` in the element). */
  changed?(detail: SodChangedDetail): void;
}

const sodAdminNavigation = createAreaContext<SodAdminNavigation>('SodAdminNavigation');
export const SodAdminNavigationProvider = sodAdminNavigation.Provider;
export const useSodAdminNavigation = sodAdminNavigation.use;
