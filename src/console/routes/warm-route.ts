import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { IdmCore } from '../../core';
import type { RegisteredRoute, RegisteredSection } from './area-registry';

/**
 * Starts loading what the page `hash` opens needs before the session has started: its module, its texts and
 * its first reads' chunk. Called as the console's modules finish evaluating (the element has not rendered
 * yet): by the time the shell starts the route's loads, after the context and the session, the imports are in,
 * so the page's reads leave with the start-up reads and the page renders in the shell's first render.
 */
export function warmOpenedPage(core: IdmCore, sections: readonly RegisteredSection[], hash: string): void {
  const pathname = (hash.replace(/^#/, '').split('?')[0] ?? '') || '/';
  const table: RouteObject[] = sections.map((section) => ({
    path: section.section,
    children: section.routes.map((route) =>
      route.path === '' ? { index: true, handle: route } : { path: route.path, handle: route },
    ),
  }));
  const route = matchRoutes(table, pathname)?.at(-1)?.route.handle as RegisteredRoute | undefined;
  if (!route) return;
  route.load().catch(() => undefined); // the route's own load reports a failure
  void core.loadNamespaces(route.strings).catch(() => undefined);
  void route.prefetch?.warm?.();
}
