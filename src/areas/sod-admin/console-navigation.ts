import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { SodAdminNavigation, SodAdminView } from './navigation';

const segments = (view: SodAdminView): string[] =>
  view.page === 'list' ? [] : view.page === 'create' ? ['create'] : ['detail', view.dn];

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: the hash routes of section `sod`. */
export function useConsoleSodNavigation(): SodAdminNavigation {
  const section = useSectionNavigation('sod');
  return useMemo(
    () => ({ go: (view) => section.open(...segments(view)), href: (view) => section.href(...segments(view)) }),
    [section],
  );
}
