import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { navigationRightsQuery } from '../../api/rights';
import type { IdmCore } from '../../core';
import { routeSegments } from '../../core/navigation';
import { guardKeys } from '../guard/page-keys';
import { RouteGuard } from '../guard/RouteGuard';
import type { RegisteredRoute, RegisteredSection } from './area-registry';
import type { ConsoleRouteHandle } from './ConsoleRouter';
import { NotFoundPage } from './NotFoundPage';
import { routePage } from './route-page';

/**
 * One section as a route object: the guard around its pages, each page its own chunk which, with the
 * page's queries, starts loading as the navigation to it starts (the route's `handle.load`, ConsoleRouter).
 * The section asks for the guard's navigation rights at the same time, so the rights, the code and the
 * page's data arrive in one round trip. Nothing waits: the page reads the same queries when it renders.
 */
export function sectionRoute(core: IdmCore, section: RegisteredSection): RouteObject {
  const handle: ConsoleRouteHandle = {
    load: ({ location }) => {
      const keys = guardKeys(routeSegments(location.pathname), section.pageKeys).requested;
      if (keys.length > 0) void core.queryClient.prefetchQuery(navigationRightsQuery(core, keys));
    },
  };
  return {
    path: section.section,
    element: (
      <RouteGuard pageKeys={section.pageKeys}>
        <Outlet />
      </RouteGuard>
    ),
    handle,
    children: [...section.routes.map((route) => pageRoute(core, route)), { path: '*', element: <NotFoundPage /> }],
  };
}

function pageRoute(core: IdmCore, { path, load, prefetch, strings }: RegisteredRoute): RouteObject {
  const where = path === '' ? { index: true as const } : { path };
  // The area's texts come beside its chunk, so the page never shows a key.
  const { Page, preload } = routePage(() => Promise.all([load(), core.loadNamespaces(strings)]).then(([page]) => page));
  const handle: ConsoleRouteHandle = {
    load: ({ params, location }) => {
      const module = preload();
      prefetch?.(core, params, new URLSearchParams(location.search));
      return module;
    },
  };
  return { ...where, element: <Page />, handle };
}
