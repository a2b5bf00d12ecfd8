import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { RoleAdminNavigation, RoleAdminView } from './navigation';

const segments = (view: RoleAdminView): string[] =>
  view.page === 'list' ? [] : view.page === 'create' ? ['create'] : [view.page, view.dn];

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: the hash routes of section `role`. */
export function useConsoleRoleNavigation(): RoleAdminNavigation {
  const section = useSectionNavigation('role');
  return useMemo(
    () => ({
      go: (view) => section.open(...segments(view)),
      href: (view) => section.href(...segments(view)),
    }),
    [section],
  );
}
