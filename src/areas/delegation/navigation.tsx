import { createAreaContext } from '../../ui/area';

/** Where the delegation area goes inside itself: hash routes in the console, in place in `<idm-delegation>`. */
export type DelegationView = { page: 'list' } | { page: 'create' } | { page: 'edit'; id: string };

export interface DelegationChangedDetail {
  action: 'created' | 'updated' | 'deleted';
  ids: string[];
}

export interface DelegationNavigation {
  go(view: DelegationView): void;
  /** The link of a view (the console), or null (a button in the element). */
  href(view: DelegationView): string | null;
  /** After a delegation was created, updated or deleted (`idm-delegation-changed` in the element). */
  changed?(detail: DelegationChangedDetail): void;
}

const delegationNavigation = createAreaContext<DelegationNavigation>('DelegationNavigation');
export const DelegationNavigationProvider = delegationNavigation.Provider;
export const useDelegationNavigation = delegationNavigation.use;
