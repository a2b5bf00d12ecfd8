import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingFiles, pathMatches } from '../../../elements/console-landing';
import {
  consolePreloadLinks,
  declaredRoutes,
  elementImports,
  areaEnglishChunk,
  landingRoutes,
  staticImports,
  type ImportGraph,
} from '../../../scripts/startup-preloads';

const GRAPH: ImportGraph = {
  'elements/idm-console.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/shell.js'] },
  'elements/idm-picker.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/picker.js'] },
  'elements/chunks/shell.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/dates.js'] },
  'elements/chunks/shared.js': { imports: [] },
  'elements/chunks/picker.js': { imports: ['elements/chunks/shared.js'] },
  'elements/chunks/dates.js': { imports: [] },
};

describe('start-up preloads (build)', () => {
  it('lists every chunk an entry imports statically, transitively, once each', () => {
    expect(staticImports(GRAPH, 'elements/idm-console.js')).toEqual([
      'elements/chunks/shared.js',
      'elements/chunks/shell.js',
      'elements/chunks/dates.js',
    ]);
  });

  it("gives the console page a context preload with the core's credentials and a modulepreload per module", () => {
    const links = consolePreloadLinks(GRAPH)
      .split('\n')
      .map((line) => line.trim());
    expect(links).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
      '<link rel="modulepreload" href="../elements/idm-console.js">',
      '<link rel="modulepreload" href="../elements/chunks/shared.js">',
      '<link rel="modulepreload" href="../elements/chunks/shell.js">',
      '<link rel="modulepreload" href="../elements/chunks/dates.js">',
    ]);
  });

  it("gives the loader each element's chunks relative to the elements folder", () => {
    expect(elementImports(GRAPH, ['idm-picker'])).toEqual({
      'idm-picker': ['./chunks/shared.js', './chunks/picker.js'],
    });
  });

  it('puts the landing script first in the console page, before the context and the modules', () => {
    const graph: ImportGraph = { ...GRAPH, 'elements/idm-console-landing.js': { imports: [] } };
    const links = consolePreloadLinks(graph)
      .split('\n')
      .map((line) => line.trim());
    expect(links.slice(0, 2)).toEqual([
      '<script type="module" async src="../elements/idm-console-landing.js"></script>',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
    ]);
  });

  it("reads each section's routes and the module each page loads from an area's routes.ts", () => {
    const source = `export default defineAreaRoutes({
      area: 'tasks',
      sections: [
        {
          section: 'tasks',
          routes: [
            { path: '', load: () => import('./TaskListPage'), prefetch: prefetchTaskList },
            {
              path: ':taskId',
              load: () => import('./TaskDetailPage'),
            },
          ],
        },
        { section: 'landing', routes: [{ path: '', load: () => import('./LandingPage') }] },
      ],
    });`;
    expect(declaredRoutes(source)).toEqual([
      { section: 'tasks', path: '', load: './TaskListPage', prefetches: true },
      { section: 'tasks', path: ':taskId', load: './TaskDetailPage' },
      { section: 'landing', path: '', load: './LandingPage' },
    ]);
  });

  it("gives each route its page's chunks, less what the console's entry loads, relative to the elements folder", () => {
    const graph: ImportGraph = {
      ...GRAPH,
      'elements/chunks/TaskListPage.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/table.js'] },
      'elements/chunks/table.js': { imports: ['elements/chunks/dates.js'] },
    };
    expect(
      landingRoutes(graph, [
        {
          section: 'tasks',
          path: '',
          pageChunk: 'elements/chunks/TaskListPage.js',
          englishChunk: 'elements/chunks/i18n-en-tasks-x1.js',
        },
        { section: 'tasks', path: ':taskId', pageChunk: undefined },
      ]),
    ).toEqual({
      tasks: [
        { path: '', files: ['./chunks/TaskListPage.js', './chunks/table.js', './chunks/i18n-en-tasks-x1.js'] },
        { path: ':taskId', files: [] },
      ],
    });
  });

  it("puts a route's first reads (its prefetch's chunks) before its page's chunks, each file once", () => {
    const graph: ImportGraph = {
      ...GRAPH,
      'elements/chunks/prefetch-reads.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/queries.js'] },
      'elements/chunks/queries.js': { imports: [] },
      'elements/chunks/TaskListPage.js': { imports: ['elements/chunks/queries.js', 'elements/chunks/table.js'] },
      'elements/chunks/table.js': { imports: [] },
    };
    expect(
      landingRoutes(graph, [
        {
          section: 'tasks',
          path: '',
          pageChunk: 'elements/chunks/TaskListPage.js',
          prefetchChunks: ['elements/chunks/prefetch-reads.js'],
        },
      ]),
    ).toEqual({
      tasks: [
        {
          path: '',
          files: ['./chunks/prefetch-reads.js', './chunks/queries.js', './chunks/TaskListPage.js', './chunks/table.js'],
        },
      ],
    });
  });

  it("finds an area's English chunk by the namespace its strings.ts names", () => {
    const files = ['elements/chunks/i18n-en-shell-a1.js', 'elements/chunks/i18n-en-tasks-b2.js'];
    expect(areaEnglishChunk(files, path.join(import.meta.dirname, '../../../src/areas/tasks'))).toBe(
      'elements/chunks/i18n-en-tasks-b2.js',
    );
    expect(areaEnglishChunk(files, path.join(import.meta.dirname, '../../../src/areas/no-such-area'))).toBeUndefined();
  });

  it('finds the page a hash opens the way the console routes do', () => {
    const routes = {
      tasks: [
        { path: '', files: ['./chunks/list.js'] },
        { path: ':taskId', files: ['./chunks/detail.js'] },
      ],
      orgchart: [{ path: ':dn?', files: ['./chunks/orgchart.js'] }],
      history: [{ path: ':entityType/:requestId', files: ['./chunks/history.js'] }],
    };
    expect(landingFiles(routes, '#/tasks')).toEqual(['./chunks/list.js']);
    expect(landingFiles(routes, '#/tasks/')).toEqual(['./chunks/list.js']);
    expect(landingFiles(routes, '#/tasks/42?from=mail')).toEqual(['./chunks/detail.js']);
    expect(landingFiles(routes, '#/orgchart')).toEqual(['./chunks/orgchart.js']);
    expect(landingFiles(routes, '#/orgchart/cn%3Dx')).toEqual(['./chunks/orgchart.js']);
    expect(landingFiles(routes, '#/history/role')).toEqual([]);
    expect(landingFiles(routes, '#/history/role/7')).toEqual(['./chunks/history.js']);
    expect(landingFiles(routes, '#/tasks/42/more')).toEqual([]);
    expect(landingFiles(routes, '')).toEqual([]);
    expect(landingFiles(routes, '#/toString')).toEqual([]);
    expect(pathMatches('detail/:dn', ['detail', 'x'])).toBe(true);
    expect(pathMatches('detail/:dn', ['edit', 'x'])).toBe(false);
  });
});
