import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { navigationRightsQuery } from '../../api/rights';
import type { IdmCore } from '../../core';
import { routeSegments } from '../../core/navigation';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { guardKeys } from '../guard/page-keys';
import { RouteGuard } from '../guard/RouteGuard';
import type { RegisteredRoute, RegisteredSection } from './area-registry';
import { NotFoundPage } from './NotFoundPage';

/**
 * One section as a route object: the guard around its pages, each page a `lazy` route (its own
 * chunk) whose loader starts the page's queries while the chunk downloads. The section's loader asks
 * for the guard's navigation rights at the same time, so the rights, the code and the page's data
 * arrive in one round trip. Loaders never wait: the page reads the same queries when it renders.
 */
export function sectionRoute(core: IdmCore, section: RegisteredSection): RouteObject {
  const prefetchRights: LoaderFunction = ({ request }) => {
    const keys = guardKeys(routeSegments(new URL(request.url).pathname), section.pageKeys).requested;
    if (keys.length > 0) void core.queryClient.prefetchQuery(navigationRightsQuery(core, keys));
    return null;
  };
  return {
    path: section.section,
    element: (
      <RouteGuard pageKeys={section.pageKeys}>
        <Outlet />
      </RouteGuard>
    ),
    hydrateFallbackElement: <ComponentLoader />,
    loader: prefetchRights,
    children: [...section.routes.map((route) => pageRoute(core, route)), { path: '*', element: <NotFoundPage /> }],
  };
}

function pageRoute(core: IdmCore, { path, load, prefetch, strings }: RegisteredRoute): RouteObject {
  const where = path === '' ? { index: true as const } : { path };
  return {
    ...where,
    // The area's texts come beside its chunk, so the page never shows a key.
    lazy: async () => {
      const [page] = await Promise.all([load(), core.loadNamespaces(strings)]);
      return { Component: page.default };
    },
    ...(prefetch
      ? {
          loader: ({ params, request }) => {
            prefetch(core, params, new URL(request.url).searchParams);
            return null;
          },
        }
      : {}),
  };
}
