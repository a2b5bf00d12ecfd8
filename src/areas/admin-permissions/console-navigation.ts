import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { AdminPermissionsNavigation, AdminPermissionsView } from './navigation';

const segments = (view: AdminPermissionsView): string[] =>
  view.page === 'assignments' ? [] : view.page === 'access' ? ['access'] : ['assignee', view.assigneeDn, view.domain];

// Apart from navigation.tsx so that the area's elements never reach the router.
/** Inside `<idm-console>`: the hash routes of section `permissions`. */
export function useConsoleAdminPermissionsNavigation(): AdminPermissionsNavigation {
  const section = useSectionNavigation('permissions');
  return useMemo(
    () => ({ go: (view) => section.open(...segments(view)), href: (view) => section.href(...segments(view)) }),
    [section],
  );
}
