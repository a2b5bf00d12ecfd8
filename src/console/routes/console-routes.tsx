import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { IdmCore } from '../../core';
import { DEFAULT_SECTION } from '../../core/navigation';
import { HomePage } from '../home/HomePage';
import { AliasRedirect } from './AliasRedirect';
import type { RegisteredSection } from './area-registry';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { activeAliases } from './section-aliases';
import { sectionRoute } from './SectionRoutes';

/**
 * The console's route table: the empty path goes to 'default' (the home page, not guarded), each
 * registered section is guarded, its pages `lazy` routes whose loaders start their queries beside the
 * chunk (SectionRoutes.tsx), an alias of one (`profile`) redirects to it,
 * anything else is "not available". A page that throws (or whose module fails to load) shows
 * RouteErrorPage instead of React Router's developer page.
 */
export function consoleRoutes(core: IdmCore, sections: readonly RegisteredSection[], layout: ReactNode): RouteObject[] {
  return [
    {
      path: '/',
      element: layout,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={`/${DEFAULT_SECTION}`} replace /> },
        // A page that fails shows its error inside the layout, so the header and menu stay usable.
        {
          errorElement: <RouteErrorPage />,
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
