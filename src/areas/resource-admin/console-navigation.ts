import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { ResourceAdminNavigation, ResourceAdminView } from './navigation';

const segments = (view: ResourceAdminView): string[] =>
  view.page === 'list'
    ? []
    : view.page === 'create' || view.page === 'entitlements'
      ? [view.page]
      : [view.page, view.dn];

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: the hash routes of section `resource`. */
export function useConsoleResourceNavigation(): ResourceAdminNavigation {
  const section = useSectionNavigation('resource');
  return useMemo(
    () => ({
      go: (view) => section.open(...segments(view)),
      href: (view) => section.href(...segments(view)),
    }),
    [section],
  );
}
