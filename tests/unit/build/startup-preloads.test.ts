import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { landingFiles, pathMatches } from '../../../elements/console-landing';
import {
  classicLandingScript,
  consolePreloadLinks,
  declaredRoutes,
  elementImports,
  areaEnglishChunk,
  landingRoutes,
  routeRights,
  staticImports,
  withHeadAdditions,
  type ImportGraph,
} from '../../../scripts/startup-preloads';
import { guardKeys } from '../../../src/console/guard/page-keys';
import { AREA_SECTIONS } from '../../../src/console/routes/registered-areas';
import { routeSegments } from '../../../src/core/navigation';

/** The console page's build (idmdash/) and the elements' (elements/). */
const GRAPH: ImportGraph = {
  'idmdash/console.js': { imports: ['idmdash/chunks/shared.js', 'idmdash/chunks/shell.js'] },
  'idmdash/chunks/shell.js': { imports: ['idmdash/chunks/shared.js', 'idmdash/chunks/dates.js'] },
  'idmdash/chunks/shared.js': { imports: [] },
  'idmdash/chunks/dates.js': { imports: [] },
  'elements/idm-picker.js': { imports: ['elements/chunks/shared.js', 'elements/chunks/picker.js'] },
  'elements/chunks/shared.js': { imports: [] },
  'elements/chunks/picker.js': { imports: ['elements/chunks/shared.js'] },
};

describe('start-up preloads (build)', () => {
  it('lists every chunk an entry imports statically, transitively, once each', () => {
    expect(staticImports(GRAPH, 'idmdash/console.js')).toEqual([
      'idmdash/chunks/shared.js',
      'idmdash/chunks/shell.js',
      'idmdash/chunks/dates.js',
    ]);
  });

  it("gives the console page a context preload with the core's credentials and a modulepreload per module", () => {
    const links = consolePreloadLinks(GRAPH)
      .split('\n')
      .map((line) => line.trim());
    expect(links).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
      '<link rel="modulepreload" href="./console.js">',
      '<link rel="modulepreload" href="./chunks/shared.js">',
      '<link rel="modulepreload" href="./chunks/shell.js">',
      '<link rel="modulepreload" href="./chunks/dates.js">',
    ]);
  });

  it("gives the loader each element's chunks relative to the elements folder", () => {
    expect(elementImports(GRAPH, ['idm-picker'])).toEqual({
      'idm-picker': ['./chunks/shared.js', './chunks/picker.js'],
    });
  });

  it('starts the console page with the context preload, then a modulepreload per module', () => {
    const links = consolePreloadLinks(GRAPH)
      .split('\n')
      .map((line) => line.trim());
    expect(links).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
      '<link rel="modulepreload" href="./console.js">',
      '<link rel="modulepreload" href="./chunks/shared.js">',
      '<link rel="modulepreload" href="./chunks/shell.js">',
      '<link rel="modulepreload" href="./chunks/dates.js">',
    ]);
  });

  it("makes the landing module a classic script that preloads against the page's folder", () => {
    const module = `const files = ['./chunks/page.js'];
      for (const file of files) document.head.append(Object.assign({}, { href: new URL(file, import.meta.url).href }));
      export { files as landingFiles };`;
    const script = classicLandingScript(module);
    expect(script).not.toMatch(/\bexport\b|import\.meta/);
    const appended: { href: string }[] = [];
    const document = {
      baseURI: 'https://idm.example/idmdash/index.html',
      head: { append: (l: { href: string }) => appended.push(l) },
    };
    vm.runInNewContext(script, { document, URL });
    expect(appended).toEqual([{ href: 'https://idm.example/idmdash/chunks/page.js' }]);
    expect(() => classicLandingScript('console.log("<!--"); new URL("a", import.meta.url);')).toThrow(
      /cannot be inlined/,
    );
  });

  it("puts the preloads and the inline script before the page's stylesheet, which would hold the script", () => {
    const page = '<head>\n<title>t</title>\n<link rel="stylesheet" href="a.css">\n</head>';
    expect(withHeadAdditions(page, '<script>x</script>')).toBe(
      '<head>\n<title>t</title>\n<script>x</script>\n    <link rel="stylesheet" href="a.css">\n</head>',
    );
    expect(withHeadAdditions('<head></head>', '<script>x</script>')).toBe('<head><script>x</script>\n    </head>');
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

  it("gives each route its page's chunks, less what the console's entry loads, relative to the page", () => {
    const graph: ImportGraph = {
      ...GRAPH,
      'idmdash/chunks/TaskListPage.js': { imports: ['idmdash/chunks/shared.js', 'idmdash/chunks/table.js'] },
      'idmdash/chunks/table.js': { imports: ['idmdash/chunks/dates.js'] },
    };
    expect(
      landingRoutes(graph, [
        {
          section: 'tasks',
          path: '',
          pageChunk: 'idmdash/chunks/TaskListPage.js',
          englishChunk: 'idmdash/chunks/i18n-en-tasks-x1.js',
        },
        { section: 'tasks', path: ':taskId', pageChunk: undefined },
      ]),
    ).toEqual({
      tasks: [
        {
          path: '',
          files: ['./chunks/TaskListPage.js', './chunks/table.js', './chunks/i18n-en-tasks-x1.js'],
          rights: ['tasks'],
        },
        { path: ':taskId', files: [], rights: ['tasks'] },
      ],
    });
  });

  it("puts a route's first reads (its prefetch's chunks) before its page's chunks, each file once", () => {
    const graph: ImportGraph = {
      ...GRAPH,
      'idmdash/chunks/prefetch-reads.js': { imports: ['idmdash/chunks/shared.js', 'idmdash/chunks/queries.js'] },
      'idmdash/chunks/queries.js': { imports: [] },
      'idmdash/chunks/TaskListPage.js': { imports: ['idmdash/chunks/queries.js', 'idmdash/chunks/table.js'] },
      'idmdash/chunks/table.js': { imports: [] },
    };
    expect(
      landingRoutes(graph, [
        {
          section: 'tasks',
          path: '',
          pageChunk: 'idmdash/chunks/TaskListPage.js',
          prefetchChunks: ['idmdash/chunks/prefetch-reads.js'],
        },
      ]),
    ).toEqual({
      tasks: [
        {
          path: '',
          files: ['./chunks/prefetch-reads.js', './chunks/queries.js', './chunks/TaskListPage.js', './chunks/table.js'],
          rights: ['tasks'],
        },
      ],
    });
  });

  it('gives a route the first reads its prefetch makes, when it makes any', () => {
    const routes = landingRoutes(
      GRAPH,
      [
        { section: 'role', path: '', pageChunk: undefined },
        { section: 'role', path: 'create', pageChunk: undefined },
      ],
      { role: { '': ['catalog/roles/list?q=*&size=10'] }, toString: { '': ['x'] } },
    );
    expect(routes.role).toEqual([
      { path: '', files: [], rights: ['role'], reads: ['catalog/roles/list?q=*&size=10'] },
      { path: 'create', files: [], rights: ['role', 'create Role'] },
    ]);
  });

  it("names the keys the route guard asks for on each area's route, sub-pages included", () => {
    expect(routeRights('role', '')).toEqual(['role']);
    expect(routeRights('role', 'create')).toEqual(['role', 'create Role']);
    expect(routeRights('myProfile', '')).toEqual(['profile', 'orgChart', 'entityOrgChart']);
    for (const section of AREA_SECTIONS)
      for (const route of section.routes) {
        // A page the route opens, each parameter given a value.
        const pathname = `/${section.section}/${route.path.replace(/:\w+\??/g, 'x')}`;
        expect(routeRights(section.section, route.path), pathname).toEqual(
          guardKeys(routeSegments(pathname), section.pageKeys).requested,
        );
      }
  });

  it("finds an area's English chunk by the namespace its strings.ts names", () => {
    const files = ['idmdash/chunks/i18n-en-shell-a1.js', 'idmdash/chunks/i18n-en-tasks-b2.js'];
    expect(areaEnglishChunk(files, path.join(import.meta.dirname, '../../../src/areas/tasks'))).toBe(
      'idmdash/chunks/i18n-en-tasks-b2.js',
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
