import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HistoryNavigation } from './navigation';
import { historyLinks, historyPaths } from './links';

/** Inside `<idm-console>`: hash routes. */
export function useConsoleHistoryNavigation(): HistoryNavigation {
  const navigate = useNavigate();
  return useMemo<HistoryNavigation>(
    () => ({
      openRequest: (entityType, id) => void navigate(historyPaths.detail(entityType, id)),
      requestHref: (entityType, id) => historyLinks.detail(entityType, id),
      backToList: () => void navigate(historyPaths.list()),
      listHref: () => historyLinks.list(),
    }),
    [navigate],
  );
}
