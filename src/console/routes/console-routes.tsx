import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import type { IdmCore } from '../../core';
import { DEFAULT_SECTION } from '../../core/navigation';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { HomePage } from '../home/HomePage';
import { AliasRedirect } from './AliasRedirect';
import type { RegisteredSection } from './area-registry';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { activeAliases } from './section-aliases';
import { sectionRoute } from './SectionRoutes';

/**
 * The console's route table: the empty path goes to 'default' (the home page, not guarded), each
 * registered section is guarded, its pages lazy (their chunk and queries start as the navigation does,
 * SectionRoutes.tsx), an alias of one (`profile`) redirects to it, anything else is "not available". A page
 * that throws (or whose module fails to load) shows RouteErrorPage inside the layout, so the header and menu
 * stay usable; the page being left stays until the next one is in (ConsoleRouter's transition), and the
 * first page shows the loader.
 */
export function consoleRoutes(core: IdmCore, sections: readonly RegisteredSection[], layout: ReactNode): RouteObject[] {
  return [
    {
      path: '/',
      element: <RouteErrorBoundary>{layout}</RouteErrorBoundary>,
      children: [
        { index: true, element: <Navigate to={`/${DEFAULT_SECTION}`} replace /> },
        {
          element: (
            <RouteErrorBoundary>
              <Suspense fallback={<ComponentLoader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          ),
          children: [
            { path: DEFAULT_SECTION, element: <HomePage /> },
            ...sections.map((section) => sectionRoute(core, section)),
            ...activeAliases(sections).map(([alias, target]) => ({
              path: `${alias}/*`,
              element: <AliasRedirect target={target} />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
