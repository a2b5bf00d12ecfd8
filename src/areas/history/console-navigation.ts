import { useMemo } from 'react';
import { useSectionNavigation } from '../../ui/area/section-navigation';
import type { HistoryNavigation } from './navigation';

// Apart from navigation.tsx so that the area's element never reaches the router.
/** Inside `<idm-console>`: hash routes (`#/history`, `#/history/<entityType>/<requestId>`). */
export function useConsoleHistoryNavigation(): HistoryNavigation {
  const section = useSectionNavigation('history');
  return useMemo(
    () => ({
      openRequest: section.open,
      requestHref: section.href,
      backToList: section.backToList,
      listHref: section.listHref,
    }),
    [section],
  );
}
