import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { TeamAdminNavigation, TeamAdminView } from './navigation';

const segments = (view: TeamAdminView): string[] =>
  view.page === 'list' ? [] : view.page === 'create' ? ['create'] : ['detail', view.dn];

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: the hash routes of section `teams`. */
export function useConsoleTeamNavigation(): TeamAdminNavigation {
  const section = useSectionNavigation('teams');
  return useMemo(
    () => ({ go: (view) => section.open(...segments(view)), href: (view) => section.href(...segments(view)) }),
    [section],
  );
}
