// Build step for a short start-up: what a page needs first is asked for at once instead of one
// import after another.
//  - The console page (idmdash/index.html, built apart: `vite build --mode console-page`) gets
//    `<link rel="modulepreload">` for its entry and every chunk that entry imports statically, and a preload of
//    LoadContextConfigServlet.
//  - The loader (elements/idm-loader.js) gets each element's chunk list, so it preloads them all
//    together with the element's entry.
//  - The console page's first script (elements/console-landing.ts) gets every area route's page chunks and
//    first reads (its prefetch), so it preloads the opened page's code from the hash while the console's own
//    modules download and run. It is inlined in the page as a classic script, which runs as the HTML is
//    parsed: a module script of its own ran only once the main thread was free of compiling the console's
//    modules, and under load its preloads then made a wave of their own. Its hash (the CSP's `script-src`)
//    is written to idmdash/csp.json for the server.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';
import { startupReadPaths } from '../src/api/startup-reads.ts';
import { guardKeys } from '../src/console/guard/page-keys.ts';
import type { RouteFirstReads } from './first-reads/index.ts';
import { DEFAULT_LOCALE } from '../src/domain/locale.ts';
import { DEFAULT_CLIENT_ID } from '../src/domain/client-id.ts';

/** The string in elements/loader.ts replaced by the JSON of every element's static imports. */
export const ELEMENT_IMPORTS_PLACEHOLDER = '__IDM_ELEMENT_IMPORTS__';

const CONSOLE_HTML = 'idmdash/index.html';
/** The console page's folder in the build: its entry, its landing script and its chunks are under it. */
export const CONSOLE_FOLDER = 'idmdash/';
export const CONSOLE_ENTRY = `${CONSOLE_FOLDER}console.js`;
const LOADER = 'elements/idm-loader.js';
/** The string in elements/console-landing.ts replaced by the JSON of the area routes' page chunks. */
export const LANDING_ROUTES_PLACEHOLDER = '__IDM_LANDING_ROUTES__';
export const CONSOLE_LANDING = `${CONSOLE_FOLDER}console-landing.js`;
/** The string in elements/console-landing.ts replaced by the JSON of the first visit's start-up reads. */
export const FIRST_VISIT_READS_PLACEHOLDER = '__IDM_FIRST_VISIT_READS__';

/**
 * What the landing script sends on a visit without recorded start-up reads: the start-up reads of the console page's
 * core (its client id is the default one: nothing configures the console page) in the language a start begins in.
 */
export function firstVisitReads(): { paths: string[]; language: string } {
  return { paths: startupReadPaths(DEFAULT_CLIENT_ID), language: DEFAULT_LOCALE };
}

/** A file of the console page's build, relative to the page (`idmdash/chunks/a.js` → `./chunks/a.js`). */
const fromPage = (file: string) => `./${file.startsWith(CONSOLE_FOLDER) ? file.slice(CONSOLE_FOLDER.length) : file}`;
const AREA_ROUTES_MODULE = /[\\/]src[\\/]areas[\\/][^\\/]+[\\/]routes\.ts$/;

/** What this step reads of an output chunk: its file's static imports (file names). */
export type ImportGraph = Readonly<Record<string, { imports: readonly string[] } | undefined>>;

/** The chunks `file` imports statically, transitively, in load order, without `file` itself. */
export function staticImports(graph: ImportGraph, file: string): string[] {
  const seen = new Set<string>([file]);
  const order: string[] = [];
  const visit = (current: string) => {
    for (const imported of graph[current]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      order.push(imported);
      visit(imported);
    }
  };
  visit(file);
  return order;
}

/** The file beside the console page that lists the hashes of its inline scripts, for the CSP's `script-src`. */
export const CONSOLE_CSP = 'idmdash/csp.json';

/**
 * The landing module as a classic script for the console page: its exports dropped, the chunk files it
 * preloads resolved against the page's folder instead of the module's own URL.
 */
export function classicLandingScript(moduleCode: string): string {
  if (!moduleCode.includes('import.meta.url'))
    throw new Error(`${CONSOLE_LANDING} no longer resolves its chunks by import.meta.url`);
  const located = moduleCode.replaceAll('import.meta.url', `new URL("./",document.baseURI).href`);
  const code = transformSync(located, {
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
  }).code.trim();
  // Inside <script>…</script> the text must not close the element or open a comment.
  if (/<\/script|<!--/i.test(code))
    throw new Error(`${CONSOLE_LANDING} cannot be inlined: it contains </script or <!--`);
  return code;
}

/** A CSP source allowing exactly this inline script's text. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * The console page's head with `additions` (preloads, then the inline script) before its first stylesheet: an
 * inline script after a stylesheet would wait for it, and the preload scanner still finds the stylesheet at once.
 */
export function withHeadAdditions(html: string, additions: string): string {
  const stylesheet = /<link rel="stylesheet"[^>]*>/i.exec(html);
  const at = stylesheet ? stylesheet.index : html.indexOf('</head>');
  if (at < 0) throw new Error(`${CONSOLE_HTML} has no </head>`);
  return `${html.slice(0, at)}${additions}\n    ${html.slice(at)}`;
}

/**
 * The console page's head additions: the context preload (credentials as `loadContextConfig` fetches it,
 * so the browser hands the preloaded answer over) and a modulepreload per module.
 */
export function consolePreloadLinks(graph: ImportGraph): string {
  const modules = [CONSOLE_ENTRY, ...staticImports(graph, CONSOLE_ENTRY)];
  return [
    '<link rel="preload" as="fetch" crossorigin="use-credentials" href="./LoadContextConfigServlet">',
    ...modules.map((file) => `<link rel="modulepreload" href="${fromPage(file)}">`),
  ].join('\n    ');
}

/** Every element entry (`elements/<tag>.js`) → its static imports, relative to the elements folder. */
export function elementImports(graph: ImportGraph, tags: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    tags.map((tag) => [
      tag,
      staticImports(graph, `elements/${tag}.js`).map((file) => file.replace(/^elements\//, './')),
    ]),
  );
}

/** One route of a `src/areas/<area>/routes.ts`: its section, path, the module its `load()` imports, and whether it prefetches. */
export interface DeclaredRoute {
  section: string;
  path: string;
  load: string;
  /** The route declares a `prefetch` (right after its `load`): its first reads, from the area's prefetch.ts. */
  prefetches?: true;
}

/** The module whose `prefetch` functions the routes name: each imports its reads (prefetch-reads.ts) when called. */
const AREA_PREFETCH_MODULE = 'prefetch.ts';

/**
 * The routes a routes.ts declares, read from its source (`section: '…'`, then each
 * `path: '…', load: () => import('…')` under it, optionally followed by `prefetch: …`; the shape
 * `defineAreaRoutes` documents).
 */
export function declaredRoutes(source: string): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  let section: string | null = null;
  const pattern = /section:\s*'([^']*)'|path:\s*'([^']*)',\s*load:\s*\(\)\s*=>\s*import\('([^']+)'\)(,\s*prefetch:)?/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1] !== undefined) section = match[1];
    else if (section !== null && match[2] !== undefined && match[3] !== undefined)
      routes.push({ section, path: match[2], load: match[3], ...(match[4] ? { prefetches: true as const } : {}) });
  }
  return routes;
}

/**
 * The navigation-right keys the route guard asks for on a route (src/console/routes/SectionRoutes.tsx): they depend
 * on the section and the route's first segment only (a sub-page such as `create`; a parameter names none).
 */
export function routeRights(section: string, routePath: string): string[] {
  return guardKeys([section, ...routePath.split('/').filter((segment) => segment !== '')]).requested;
}

/**
 * Section → routes with the chunk files (relative to the elements folder) of each route's page: the
 * chunks of its first reads (the route's prefetch, which the console imports when the route opens) and
 * their static imports, the page's chunk and its static imports, then its area's English chunk (which the
 * route loads beside the page), each once, less what the console's entry loads anyway; and the keys of its
 * guard's read ({@link routeRights}).
 */
export function landingRoutes(
  graph: ImportGraph,
  routes: readonly {
    section: string;
    path: string;
    pageChunk: string | undefined;
    englishChunk?: string;
    prefetchChunks?: readonly string[];
  }[],
  firstReads: RouteFirstReads = {},
): Record<string, { path: string; files: string[]; rights: string[]; reads?: string[] }[]> {
  const loaded = new Set([CONSOLE_ENTRY, ...staticImports(graph, CONSOLE_ENTRY)]);
  const result: Record<string, { path: string; files: string[]; rights: string[]; reads?: string[] }[]> = {};
  for (const { section, path: routePath, pageChunk, englishChunk, prefetchChunks = [] } of routes) {
    const withImports = (chunk: string) => [chunk, ...staticImports(graph, chunk)];
    const files = pageChunk
      ? [
          ...new Set([
            ...prefetchChunks.flatMap(withImports),
            ...withImports(pageChunk),
            ...(englishChunk ? [englishChunk] : []),
          ]),
        ]
          .filter((file) => !loaded.has(file))
          .map(fromPage)
      : [];
    const reads = Object.hasOwn(firstReads, section) ? firstReads[section]?.[routePath] : undefined;
    (result[section] ??= []).push({
      path: routePath,
      files,
      rights: routeRights(section, routePath),
      ...(reads && reads.length > 0 ? { reads } : {}),
    });
  }
  return result;
}

/**
 * The English chunk of the area in `areaDir` (`idmdash/chunks/i18n-en-<namespace>-<hash>.js`, named by the
 * build's chunkFileNames), the namespace read from the area's strings.ts; undefined when it has none.
 */
export function areaEnglishChunk(files: readonly string[], areaDir: string): string | undefined {
  let source: string;
  try {
    source = readFileSync(path.join(areaDir, 'strings.ts'), 'utf8');
  } catch {
    return undefined;
  }
  const namespace = /namespace:\s*'(\w+)'/.exec(source)?.[1];
  return namespace ? files.find((file) => file.startsWith(`${CONSOLE_FOLDER}chunks/i18n-en-${namespace}-`)) : undefined;
}

/**
 * `firstReads`: each area route's first reads (scripts/first-reads), asked for only when the bundle has the console
 * page's landing script.
 */
export function startupPreloads(tags: readonly string[], firstReads?: () => Promise<RouteFirstReads>): Plugin {
  return {
    name: 'idm-startup-preloads',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const graph: Record<string, { imports: readonly string[] }> = {};
      const chunkOfModule = new Map<string, string>();
      /** Module → the chunk that holds it (a module imported both ways is in a shared chunk, not a facade). */
      const chunkHolding = new Map<string, string>();
      const routeModules = new Set<string>();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        graph[file] = { imports: output.imports };
        if (output.facadeModuleId) chunkOfModule.set(output.facadeModuleId, file);
        for (const id of output.moduleIds) {
          chunkHolding.set(id, file);
          if (AREA_ROUTES_MODULE.test(id)) routeModules.add(id);
        }
      }
      /** The chunks of what an area's prefetch.ts imports when a route opens (its prefetch-reads.ts). */
      const prefetchChunks = (areaDir: string): string[] => {
        const info = this.getModuleInfo(path.join(areaDir, AREA_PREFETCH_MODULE));
        return (info?.dynamicallyImportedIds ?? []).flatMap((id) => chunkHolding.get(id) ?? []);
      };

      const landing = bundle[CONSOLE_LANDING];
      if (landing?.type === 'chunk') {
        const routes = [...routeModules].sort().flatMap((id) => {
          const englishChunk = areaEnglishChunk(Object.keys(bundle), path.dirname(id));
          const reads = prefetchChunks(path.dirname(id));
          return declaredRoutes(readFileSync(id, 'utf8')).map(({ section, path: routePath, load, prefetches }) => {
            const page = path.resolve(path.dirname(id), load);
            return {
              section,
              path: routePath,
              pageChunk: chunkOfModule.get(`${page}.tsx`) ?? chunkOfModule.get(`${page}.ts`),
              englishChunk,
              ...(prefetches ? { prefetchChunks: reads } : {}),
            };
          });
        });
        if (routes.length === 0) this.error('no area routes found for the console landing preloads');
        const literal = new RegExp(`(["'\`])${LANDING_ROUTES_PLACEHOLDER}\\1`);
        if (!literal.test(landing.code))
          this.error(`${CONSOLE_LANDING} has no ${LANDING_ROUTES_PLACEHOLDER} to replace`);
        const json = JSON.stringify(JSON.stringify(landingRoutes(graph, routes, await firstReads?.())));
        landing.code = landing.code.replace(literal, () => json);
        const firstVisit = new RegExp(`(["'\`])${FIRST_VISIT_READS_PLACEHOLDER}\\1`);
        if (!firstVisit.test(landing.code))
          this.error(`${CONSOLE_LANDING} has no ${FIRST_VISIT_READS_PLACEHOLDER} to replace`);
        const reads = JSON.stringify(JSON.stringify(firstVisitReads()));
        landing.code = landing.code.replace(firstVisit, () => reads);
      }

      const html = bundle[CONSOLE_HTML];
      if (html?.type === 'asset' && graph[CONSOLE_ENTRY]) {
        const additions = [consolePreloadLinks(graph)];
        if (landing?.type === 'chunk') {
          const script = classicLandingScript(landing.code);
          additions.push(`<script>${script}</script>`);
          this.emitFile({
            type: 'asset',
            fileName: CONSOLE_CSP,
            source: `${JSON.stringify({ 'script-src': [scriptHashSource(script)] }, null, 2)}\n`,
          });
          // Inlined: no page loads the module.
          delete bundle[CONSOLE_LANDING];
        }
        html.source = withHeadAdditions(String(html.source), additions.join('\n    '));
      }

      const loader = bundle[LOADER];
      if (loader?.type === 'chunk') {
        const literal = new RegExp(`(["'\`])${ELEMENT_IMPORTS_PLACEHOLDER}\\1`);
        if (!literal.test(loader.code)) this.error(`${LOADER} has no ${ELEMENT_IMPORTS_PLACEHOLDER} to replace`);
        loader.code = loader.code.replace(literal, () => JSON.stringify(JSON.stringify(elementImports(graph, tags))));
      }
    },
  };
}
