import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useUserRights } from '../../api/rights';
import { loadStartupData, useStartupData } from '../../api/startup';
import { useLoggedInUser } from '../../api/user';
import { errorMessage, isHttpStatus } from '../../core/errors';
import { DEFAULT_SECTION, routeSegments } from '../../core/navigation';
import { useCore, useCoreStore, useTranslation } from '../../core/react';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import type { OpenWindow } from '../help/useOpenHelp';
import { PasswordChangeFrame } from '../modals/PasswordChangeFrame';
import { useRestoredProxy } from '../proxy/useRestoredProxy';
import type { RegisteredSection } from '../routes/area-registry';
import { ConsoleRouter, createConsoleHistory, startRouteLoads, type ConsoleHistory } from '../routes/ConsoleRouter';
import { consoleRoutes } from '../routes/console-routes';
import { AREA_SECTIONS } from '../routes/registered-areas';
import { openableSections } from '../routes/section-aliases';
import { CustomStylesheets } from './CustomStylesheets';
import { OpenableSectionsContext } from './openable-sections';
import { prefetchShellData } from './prefetch-shell';
import { ShellLayout } from './ShellLayout';
import { AccessDenied, StartupError } from './StartupScreens';

// Loaded when the session is about to expire: the console's first load does not carry it.
const SessionWarningDialog = lazy(() =>
  import('../modals/SessionWarningDialog').then((module) => ({ default: module.SessionWarningDialog })),
);

function SessionWarning() {
  const open = useCoreStore('$sessionWarning');
  return open ? (
    <Suspense fallback={null}>
      <SessionWarningDialog />
    </Suspense>
  ) : null;
}

/** The home page (`#/`, `#/default`): its cards are the menu's entries. */
function isHomePage(pathname: string): boolean {
  const section = routeSegments(pathname)[0];
  return section === undefined || section === DEFAULT_SECTION;
}

/** Whether `promise` has settled (it never rejects here). */
function useSettled(promise: Promise<void>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void promise.then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, [promise]);
  return settled;
}

export interface ShellProps {
  /** The areas' sections (default: every src/areas/<area>/routes.ts). */
  sections?: readonly RegisteredSection[];
  /** The browser's hash by default; tests pass a memory history. */
  createHistory?: () => ConsoleHistory;
  openWindow?: OpenWindow;
}

/**
 * Everything after sign-in: the loading overlay until the start-up data, the user and the user's
 * rights are in (and a proxied user of this tab is restored) and the first page's module too, then the
 * routed shell. The session warning and the change-password frame live here, above the routes.
 *
 * The routes are made at once, though: the opened page's route starts its chunk, its queries and the
 * guard's rights, the start-up reads go out beside them, and the header's reads with them
 * (prefetch-shell.ts): one round trip.
 */
export function Shell({ sections = AREA_SECTIONS, createHistory = createConsoleHistory, openWindow }: ShellProps) {
  const { t } = useTranslation();
  const core = useCore();
  const startup = useStartupData();
  const user = useLoggedInUser();
  const rights = useUserRights();
  const restored = useRestoredProxy(user.data?.dn);
  const [router] = useState(() => {
    const routes = consoleRoutes(core, sections, <ShellLayout openWindow={openWindow} />);
    const history = createHistory();
    // The page's reads first: on HTTP/1.1's six connections the slowest of them, the page's list, is then
    // not among the last to get one (the start-up reads and the stylesheets take the others).
    const firstPage = startRouteLoads(routes, history.location);
    loadStartupData(core).catch(() => undefined); // reported by useStartupData
    // The header's reads once the page's module is in: a page whose first reads are a chunk of their own
    // (`prefetchInChunk`) asks for them as that chunk resolves, and they then take the connections first.
    void firstPage.then(() => prefetchShellData(core, { menuIsPageData: isHomePage(history.location.pathname) }));
    return { routes, history, firstPage };
  });
  const firstPageIn = useSettled(router.firstPage);
  const openable = useMemo(() => openableSections(sections), [sections]);

  const failure = user.error ?? rights.error;
  // The first page's module too: a page that suspended as the shell opened would wait for React's reveal throttle.
  const loading = startup.isPending || user.isPending || rights.isPending || (!failure && !restored) || !firstPageIn;
  return (
    <>
      <CustomStylesheets />
      <PasswordChangeFrame />
      <SessionWarning />
      {loading ? (
        <LoadingOverlay />
      ) : isHttpStatus(rights.error, 403) ? (
        <AccessDenied />
      ) : failure ? (
        <StartupError message={errorMessage(failure, (key) => t(key))} />
      ) : (
        <OpenableSectionsContext.Provider value={openable}>
          <ConsoleRouter history={router.history} routes={router.routes} />
        </OpenableSectionsContext.Provider>
      )}
    </>
  );
}
