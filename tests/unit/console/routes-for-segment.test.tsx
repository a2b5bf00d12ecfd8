// @vitest-environment happy-dom
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { matchedRoutes } from '../../../src/console/routes/ConsoleRouter';
import { consoleRoutes } from '../../../src/console/routes/console-routes';
import { AREA_SECTIONS } from '../../../src/console/routes/registered-areas';
import { routesForSegment } from '../../../src/console/routes/routes-for-segment';
import { configure, resetCore } from '../../../src/core';

afterEach(() => resetCore());

/** What a match is to a reader: each level's path, params and matched part. */
function described(matches: ReturnType<typeof matchRoutes>) {
  return (
    matches?.map((m) => ({ path: m.route.path, index: m.route.index, pathname: m.pathname, params: m.params })) ?? null
  );
}

/** A path per route of the table, its parameters filled (`detail/:id` → `detail/x1`), optional ones left out. */
function pathsOf(routes: readonly RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = (route.path ?? '')
      .split('/')
      .filter((part) => part !== '' && !part.endsWith('?'))
      .map((part) => (part === '*' ? 'anything/else' : part.startsWith(':') ? 'x1' : part))
      .join('/');
    const here = [prefix, own].filter(Boolean).join('/').replace(/^\/+/, '');
    return [`/${here}`, ...pathsOf(route.children ?? [], here)];
  });
}

describe('matching among the branches of one section', () => {
  const routes = consoleRoutes(configure({ consoleBase: 'https://idm.example.com/idmdash/' }), AREA_SECTIONS, <main />);
  const paths = [...new Set([...pathsOf(routes), '/', '/TASKS', '/nowhere/at/all', '/tasks/x1/extra', '/%74asks'])];

  it('matches every path of the console the way the whole table does', () => {
    expect(paths.length).toBeGreaterThan(60);
    for (const pathname of paths) {
      expect(described(matchedRoutes(routes, pathname)), pathname).toEqual(
        described(matchRoutes(routes, { pathname })),
      );
    }
  });

  it('keeps one section of the table for a path in it', () => {
    const kept = routesForSegment(routes, 'tasks');
    const sectionPaths = kept[0]?.children?.[1]?.children?.map((route) => route.path);
    expect(sectionPaths).toContain('tasks');
    expect(sectionPaths).not.toContain('role');
    expect(sectionPaths).toContain('*');
  });
});
