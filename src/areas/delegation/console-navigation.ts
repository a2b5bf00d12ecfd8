import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { DelegationNavigation, DelegationView } from './navigation';

const segments = (view: DelegationView): string[] =>
  view.page === 'list' ? [] : view.page === 'create' ? ['createDelegation'] : ['edit', view.id];

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: the hash routes of section `delegation`. */
export function useConsoleDelegationNavigation(): DelegationNavigation {
  const section = useSectionNavigation('delegation');
  return useMemo(
    () => ({ go: (view) => section.open(...segments(view)), href: (view) => section.href(...segments(view)) }),
    [section],
  );
}
