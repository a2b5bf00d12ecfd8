import type { RouteObject } from 'react-router-dom';

/**
 * The branches of a route table that can match a path whose first segment is `segment`. react-router
 * flattens and ranks every branch of the table on each match (every section's routes, their optional
 * segments exploded); only one section's can match. A route that consumes no segment (a layout, an index)
 * is kept with its children pruned the same way; one whose first segment is another static name is dropped;
 * a parameter, an optional segment or a splat is kept as it is. Segments compare as react-router's do
 * (case-insensitive).
 */
export function routesForSegment(routes: readonly RouteObject[], segment: string): RouteObject[] {
  const wanted = segment.toLowerCase();
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const first = (route.path ?? '').replace(/^\/+/, '').split('/')[0] ?? '';
    if (first === '') {
      // Only a non-index route has children; the copy keeps everything else of the route.
      kept.push(route.children ? { ...route, children: routesForSegment(route.children, segment) } : route);
    } else if (/^:|\*|\?$/.test(first) || first.toLowerCase() === wanted) {
      kept.push(route);
    }
  }
  return kept;
}

/** The first segment of a path (`/tasks/42` → `tasks`), or null when pruning by it is not safe (encoded). */
export function firstSegment(pathname: string): string | null {
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return segment.includes('%') ? null : segment;
}
