import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_SECTION } from '../../core/navigation';
import { HomePage } from '../home/HomePage';
import { AliasRedirect } from './AliasRedirect';
import type { RegisteredSection } from './area-registry';
import { NotFoundPage } from './NotFoundPage';
import { activeAliases } from './section-aliases';
import { SectionRoutes } from './SectionRoutes';

/**
 * The console's route table: the empty path goes to 'default' (the home page, not guarded), each
 * registered section is guarded and lazily loaded, an alias of one (`profile`) redirects to it,
 * anything else is "not available".
 */
export function consoleRoutes(sections: readonly RegisteredSection[], layout: ReactNode): RouteObject[] {
  return [
    {
      path: '/',
      element: layout,
      children: [
        { index: true, element: <Navigate to={`/${DEFAULT_SECTION}`} replace /> },
        { path: DEFAULT_SECTION, element: <HomePage /> },
        ...sections.map((section) => ({ path: `${section.section}/*`, element: <SectionRoutes section={section} /> })),
        ...activeAliases(sections).map(([alias, target]) => ({ path: `${alias}/*`, element: <AliasRedirect target={target} /> })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
