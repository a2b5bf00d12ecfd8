import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../core/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNavigationRights } from '../../api/rights';
import { LoadFailure } from '../../ui/LoadFailure';
import { DEFAULT_SECTION, routeSegments } from '../../core/navigation';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useConsoleMenu } from '../shell/useConsoleMenu';
import { pageNameOfSection } from '../shell/section-names';
import { decideAccess } from './decide-access';
import { guardKeys } from './page-keys';
import { RouteRightsContext } from './route-rights';

// Loaded when a page is refused: the console's first load does not carry it.
const UnauthorizedDialog = lazy(() =>
  import('./UnauthorizedDialog').then((module) => ({ default: module.UnauthorizedDialog })),
);

export interface RouteGuardProps {
  /** The area's own page keys for the section (its routes.ts), if it declares any. */
  pageKeys?: readonly string[];
  children: ReactNode;
}

/**
 * The one permission check of the console: asks the server for the route's navigation rights,
 * shows the loading overlay meanwhile, and either renders the page (with the rights in context) or
 * blocks it behind the Unauthorized dialog, whose Close goes to the area default page.
 */
export function RouteGuard({ pageKeys, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menu = useConsoleMenu();
  const keys = useMemo(() => guardKeys(routeSegments(pathname), pageKeys), [pathname, pageKeys]);
  const rights = useNavigationRights(keys.requested);

  if (rights.isPending) return <LoadingOverlay />;
  if (rights.isError) {
    return <LoadFailure error={rights.error} onRetry={() => void rights.refetch()} />;
  }

  const decision = decideAccess(keys, rights.data);
  if (!decision.allowed) {
    const targetSection = routeSegments(decision.redirectPath)[0] ?? DEFAULT_SECTION;
    const name = (key: string) => t(key);
    const pageName = pageNameOfSection(menu.items, keys.section, name);
    const targetName = decision.redirectName || pageNameOfSection(menu.items, targetSection, name);
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <UnauthorizedDialog
          pageName={pageName}
          targetName={targetName}
          onClose={() => navigate(decision.redirectPath, { replace: true })}
        />
      </Suspense>
    );
  }
  return <RouteRightsContext.Provider value={rights.data}>{children}</RouteRightsContext.Provider>;
}
