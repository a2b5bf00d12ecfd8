import { createAreaContext } from '../../ui/area';

/** Where team administration goes inside itself: hash routes in the console, in place in `<idm-team-admin>`. */
export type TeamAdminView = { page: 'list' } | { page: 'create' } | { page: 'detail'; dn: string };

export interface TeamChangedDetail {
  action: 'created' | 'updated' | 'deleted' | 'permissions';
  dns: string[];
}

export interface TeamAdminNavigation {
  go(view: TeamAdminView): void;
  /** The link of a view (the console), or null (a button in the element). */
  href(view: TeamAdminView): string | null;
  /** After a team or its permissions changed (`idm-team-changed` in the element). */
  changed?(detail: TeamChangedDetail): void;
}

const teamAdminNavigation = createAreaContext<TeamAdminNavigation>('TeamAdminNavigation');
export const TeamAdminNavigationProvider = teamAdminNavigation.Provider;
export const useTeamAdminNavigation = teamAdminNavigation.use;
