import { useMemo } from 'react';
import { sectionHref } from '../../core/navigation';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import { viewSegments, type EntitiesNavigation } from './navigation';

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: the hash routes of section `entities`. */
export function useConsoleEntitiesNavigation(): EntitiesNavigation {
  const section = useSectionNavigation('entities');
  return useMemo(
    () => ({
      go: (view) => section.open(...viewSegments(view)),
      href: (view) => section.href(...viewSegments(view)),
      userHref: (dn) => sectionHref('users', dn),
    }),
    [section],
  );
}
